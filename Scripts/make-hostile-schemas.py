#!/usr/bin/env python3
"""Makes the corpus of hostile schema files in Tests/Fixtures/Hostile.

Each file is a valid fixture schema with one mutation (a deleted, duplicated or re-indented
line, a swapped type, random or invalid bytes, a truncation, a renamed key, deep nesting, an
alias bomb, ...). Candidates that grdbgen still accepts are dropped, so that every file of the
corpus must give a diagnostic. Deterministic: same seed, same corpus.

    swift build --product grdbgen && Scripts/make-hostile-schemas.py [--count 240]
"""
import argparse, os, random, shutil, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser()
parser.add_argument("--count", type=int, default=240)
parser.add_argument("--seed", type=int, default=2026)
parser.add_argument("--grdbgen", default=os.path.join(root, ".build", "debug", "grdbgen"))
args = parser.parse_args()
rng = random.Random(args.seed)

sources = [os.path.join(root, "schema.yaml"), os.path.join(root, "Examples/Bookshelf/Sources/BookshelfStore/schema.yaml")]
sources += sorted(os.path.join(root, "Tests/Fixtures/Schemas", f) for f in os.listdir(os.path.join(root, "Tests/Fixtures/Schemas")))
valid = [open(p, "rb").read() for p in sources]

types = [b"integer", b"text", b"real", b"blob", b"boolean", b"date", b"datetime", b"uuid", b"json", b"enum", b"string", b"int", b"varchar(10)", b"[]", b"{}", b"null", b"true", b"3.5"]

def lines(data): return data.split(b"\n")

def mutate(data):
    kind = rng.choice(["delete", "duplicate", "swap-type", "indent", "random-bytes", "non-utf8", "truncate",
                       "tab", "rename-key", "nul", "swap-lines", "colon", "quote", "dedent-block"])
    ls = lines(data)
    i = rng.randrange(len(ls))
    if kind == "delete":
        del ls[i]
    elif kind == "duplicate":
        ls.insert(i, ls[i])
    elif kind == "swap-type":
        candidates = [n for n, l in enumerate(ls) if b"type: " in l]
        if candidates:
            n = rng.choice(candidates)
            for t in types:
                if b"type: " + t in ls[n]:
                    ls[n] = ls[n].replace(b"type: " + t, b"type: " + rng.choice(types), 1)
                    break
    elif kind == "indent":
        ls[i] = b" " * rng.randint(1, 3) + ls[i]
    elif kind == "dedent-block":
        ls[i] = ls[i].lstrip(b" ")
    elif kind == "random-bytes":
        pos = rng.randrange(len(data) + 1)
        return kind, data[:pos] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 16))) + data[pos:]
    elif kind == "non-utf8":
        pos = rng.randrange(len(data) + 1)
        return kind, data[:pos] + b"\xff\xfe\xc3" + data[pos:]
    elif kind == "truncate":
        return kind, data[:rng.randrange(1, max(2, len(data) - 1))]
    elif kind == "tab":
        ls[i] = b"\t" + ls[i].lstrip(b" ")
    elif kind == "rename-key":
        line = ls[i]
        if b":" in line:
            key, rest = line.split(b":", 1)
            stripped = key.strip()
            if len(stripped) > 2:
                k = bytearray(stripped)
                a = rng.randrange(len(k) - 1)
                k[a], k[a + 1] = k[a + 1], k[a]
                ls[i] = key.replace(stripped, bytes(k)) + b":" + rest
    elif kind == "nul":
        ls[i] = ls[i] + b"\x00"
    elif kind == "swap-lines":
        j = rng.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
    elif kind == "colon":
        ls[i] = ls[i].replace(b":", b"", 1)
    elif kind == "quote":
        ls[i] = ls[i] + b' "unterminated'
    return kind, b"\n".join(ls)

def special():
    """Hostile files that are not mutations of a fixture."""
    yield "empty", b""
    yield "whitespace", b"   \n\n\t\n"
    yield "comment-only", b"# nothing here\n"
    yield "scalar", b"just text\n"
    yield "list", b"- a\n- b\n"
    yield "deep-flow-list", b"tables: " + b"[" * 50000 + b"]" * 50000 + b"\n"
    yield "deep-flow-map", b"tables: " + b"{a: " * 20000 + b"1" + b"}" * 20000 + b"\n"
    yield "deep-block", b"".join(b" " * (2 * d) + b"k%d:\n" % d for d in range(600)) + b" " * 1200 + b"v\n"
    bomb = b"a: &a [" + b",".join([b'"lol"'] * 9) + b"]\n"
    for n, name in enumerate("bcdefghi"):
        prev = "abcdefghi"[n]
        bomb += ("%s: &%s [" % (name, name)).encode() + b",".join([("*%s" % prev).encode()] * 9) + b"]\n"
    yield "alias-bomb-list", bomb + b"tables: *i\nmigrations: *i\n"
    mbomb = b"x0: &x0 {t: {type: text}}\n"
    for n in range(1, 9):
        mbomb += ("x%d: &x%d {" % (n, n)).encode() + b", ".join(("k%d: *x%d" % (k, n - 1)).encode() for k in range(9)) + b"}\n"
    yield "alias-bomb-map", mbomb + b"tables:\n  item:\n    columns: *x8\nmigrations: []\n"
    yield "huge-line", b"tables: {item: {columns: {name: {type: text, check: \"" + b"x" * 300_000 + b"\"}}}}\n"
    yield "many-errors", b"tables:\n" + b"".join(b"  t%d: {columnz: 1}\n" % n for n in range(5000)) + b"migrations: []\n"
    yield "utf16", "tables: {}\nmigrations: []\n".encode("utf-16")
    yield "bom-garbage", b"\xef\xbb\xbf\x00\x01\x02"
    yield "binary", bytes(rng.randrange(256) for _ in range(4096))
    yield "merge-key", b"base: &b {type: text}\ntables:\n  item:\n    columns:\n      name: {<<: *b}\nmigrations: []\n"
    yield "anchor-cycle", b"tables: &a\n  item: *a\nmigrations: []\n"

def rejected(data):
    work = tempfile.mkdtemp()
    try:
        path = os.path.join(work, "schema.yaml")
        open(path, "wb").write(data)
        try:
            result = subprocess.run([args.grdbgen, "check", "--schema", path, "--output", os.path.join(work, "out")],
                                    capture_output=True, timeout=20)
        except subprocess.TimeoutExpired:
            sys.exit("grdbgen took over 20 s on a candidate; fix that first")
        if result.returncode < 0:
            sys.exit("grdbgen crashed on a candidate: signal %d" % -result.returncode)
        # check also fails on a valid schema (no output directory): a rejected schema says "nothing was written".
        return b"nothing was written" in result.stderr
    finally:
        shutil.rmtree(work)

out = os.path.join(root, "Tests/Fixtures/Hostile")
for name in os.listdir(out):
    if name.endswith(".yaml"):
        os.remove(os.path.join(out, name))
count = 0
for kind, data in special():
    assert rejected(data), kind
    open(os.path.join(out, "%03d-%s.yaml" % (count, kind)), "wb").write(data)
    count += 1
dropped = 0
while count < args.count:
    kind, data = mutate(rng.choice(valid))
    if data in valid or not rejected(data):
        dropped += 1
        continue
    open(os.path.join(out, "%03d-%s.yaml" % (count, kind)), "wb").write(data)
    count += 1
print("wrote %d hostile schemas to %s (%d candidates were still valid and dropped)" % (count, out, dropped))
