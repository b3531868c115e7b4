#!/usr/bin/env python3
"""Writes the Swift snippets of the docs into files that check-doc-snippets.sh type-checks against
the demo's generated code (ItemsStore), GRDBGenRuntime, GRDB and a SwiftUI stub.

- every ```swift block of README.md, docs/*.md and the DocC articles, unless the line before it is
  `<!-- excerpt -->` (a piece of another schema's code, or code with `…` left out), which is counted;
- every `code` span of the demo schema's comments (schema.yaml) that names the generated API
  (`Item.lowStock(below:)`, `store.fetch(…)`), unless it leaves something out (`…`).

A block of declarations (a type, an extension) is a file of its own; a block of statements is the
body of a function that has `store` (the demo's `AppDatabase`), `db`, `path` and `item`, `async` when
the snippet awaits.

Usage: doc-snippets.py REPOSITORY OUTPUT_DIRECTORY  (prints what it wrote and what it skipped)
"""
import glob
import os
import re
import sys

root, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)
header = """import Foundation
import GRDB
import GRDBGenRuntime
import ItemsStore
import Observation
import SwiftUI
#if canImport(Combine)
import Combine
#else
import OpenCombine
#endif
"""
declaration = re.compile(r"^(@\w+|public |private |final |struct |class |enum |extension |actor |import |func )")
documents = [os.path.join(root, "README.md")] + sorted(glob.glob(os.path.join(root, "docs", "*.md"))) + sorted(
    glob.glob(os.path.join(root, "Sources", "GRDBGenRuntime", "GRDBGenRuntime.docc", "*.md")))
written = skipped = 0
for document in documents:
    lines = open(document, encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        match = re.match(r"^( *)```swift\s*$", lines[index])
        if not match:
            index += 1
            continue
        indent = len(match.group(1))
        start = index
        index += 1
        body = []
        while index < len(lines) and not re.match(r"^ *```\s*$", lines[index]):
            body.append(lines[index][indent:])
            index += 1
        index += 1
        name = os.path.relpath(document, root)
        if start > 0 and lines[start - 1].strip() == "<!-- excerpt -->":
            skipped += 1
            continue
        code = "\n".join(body)
        written += 1
        location = f"// {name}:{start + 2}\n"
        if any(declaration.match(line) for line in body):
            text = location + header + code + "\n"
        else:
            # `async` only when the snippet awaits: in `async` code Swift picks the store's `async` twins.
            effects = "async throws" if "await" in code else "throws"
            text = (location + header + f"func snippet(store: AppDatabase, db: Database, path: String) {effects} {{\n"
                    + "    var item = Item(name: \"Apple\", quantity: 3)\n    _ = item\n    do {\n"
                    + "\n".join("        " + line for line in body) + "\n    }\n}\n")
        open(os.path.join(out, f"snippet{written:03d}.swift"), "w").write(text)
        print(f"snippet{written:03d}.swift  {name}:{start + 2}")
# The demo schema's comments.
fragments = []
for number, line in enumerate(open(os.path.join(root, "schema.yaml"), encoding="utf-8"), 1):
    if "#" not in line:
        continue
    for fragment in re.findall(r"`([^`]+)`", line.split("#", 1)[1]):
        if "…" in fragment:
            skipped += 1
        elif re.match(r"^(store\.|[A-Z]\w*\.)", fragment) and ("(" in fragment or "." in fragment):
            fragments.append(f"    // schema.yaml:{number}\n    _ = try {fragment}")
if fragments:
    written += 1
    open(os.path.join(out, "schema-comments.swift"), "w").write(
        "// schema.yaml's comments\n" + header + "@MainActor func schemaComments(store: AppDatabase) throws {\n"
        + "\n".join(fragments) + "\n}\n")
    print(f"schema-comments.swift  schema.yaml ({len(fragments)} fragments)")
print(f"{written} files of snippets written, {skipped} excerpts")
