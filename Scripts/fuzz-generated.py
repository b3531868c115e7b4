#!/usr/bin/env python3
"""Generated-code fuzzing: random valid schemas, every one grdbgen accepts compiled.

    Scripts/fuzz-generated.py --min-accepted 100     # CI: seed 1, 130 schemas, at least 100 compiled
    Scripts/fuzz-generated.py --seed 7 --schemas 1000 # a longer run
    Scripts/fuzz-generated.py --keep DIR             # keep every schema and its code in DIR

Each schema has tables (every kind of value; autoincrement, rowid, app-chosen, SQL-default and
composite keys; foreign keys, indexes, unique columns, search indexes, triggers, STRICT and
WITHOUT ROWID tables), views, and queries (joins inner and outer, aggregates beside `t.*`,
grouping, filters, orderings, array and optional parameters, single rows, RETURNING, writes; an
`OR` at the top of a condition that filters and choices join, filters on writes), table checks,
enums without CHECK, an app function without result, names that collide with the generated code's
own (keywords, GRDB's and GRDBGenRuntime's types, locals, the members of the protocols a record
conforms to, spaces, letters that are not ASCII),
with the `swift:` options (`drafts`, `children`, `hashable`) drawn at random.
grdbgen generates its code; a refused schema must say why as `path:line:column: error: …` (a
crash or an unclear refusal is a failure); an accepted one is compiled (Swift 6, warnings are
errors, SIL diagnostics included) against the debug build's GRDB and GRDBGenRuntime. A schema
whose code does not compile is a bug of grdbgen: it is kept in .build/fuzz-generated/failures,
to become a fixture once fixed. Needs `swift build` (the debug build) first.
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (kind, column keys, usable as a key, usable in a search index, sample SQL literal or None)
KINDS = [
    ("integer", "type: integer", True, False, "1"),
    ("real", "type: real", True, False, "1.5"),
    ("text", "type: text", True, True, "'x'"),
    ("boolean", "type: boolean", False, False, "0"),
    ("date", "type: date", True, False, "'2024-01-01'"),
    ("datetime", "type: datetime", True, False, None),
    ("unixTime", "type: datetime, representation: unixTime", True, False, "0"),
    ("unixTimeMs", "type: datetime, representation: unixTimeMilliseconds", True, False, "0"),
    ("uuid", "type: uuid", True, False, None),
    ("uuidBytes", "type: uuid, representation: bytes", True, False, None),
    ("uuidUpper", "type: uuid, representation: uppercaseText", True, False, None),
    ("json", "type: json, swift: { type: \"[String]\" }", False, True, None),
    ("decimal", "type: decimal", True, False, None),
    ("url", "type: url", True, False, None),
    ("enum", "type: enum, values: [red, green, blue]", True, True, "'red'"),
    ("uncheckedEnum", "type: enum, values: [red, green, blue], check: false", True, True, "'red'"),
    ("intEnum", "type: enum, values: { low: 1, high: 2 }", True, False, "1"),
    ("blob", "type: blob", True, False, None),
    ("convertible", "type: integer, swift: { type: FuzzMoney, convertible: true }", True, False, "0"),
]
KIND = {k[0]: k for k in KINDS}
WORDS = ["title", "name", "note", "score", "rank", "size", "color", "when", "amount", "flag", "body", "code",
         "label", "level", "start", "finish", "weight", "count", "value", "kind", "status", "position", "due",
         "order", "group", "default", "self", "first name", "unit-price", "description", "hash"]
# Names that the generated code's own names could collide with (issue 44): Swift keywords, the
# parameters and locals of generated functions, GRDB's and GRDBGenRuntime's types, spaces and
# letters that are not ASCII, and names that make the same Swift name (`user_item`, `userItem`).
ADVERSARIAL_WORDS = ["row", "container", "variant", "ordering", "db", "Type", "Self", "class", "init", "protocol",
                     "café", "naïve value", "über", "userItem", "user_item"]
# The members of the protocols a generated record or row conforms to (issue 51: a column `hashValue`
# made `ambiguous use of 'hashValue'` in a Hashable record), and members their extensions declare.
MEMBER_WORDS = ["hashValue", "hash", "debugDescription", "databaseDictionary", "databaseChanges", "encode",
                "rowColumns", "recordLayout", "createdTimestamp", "updatedTimestamp", "hasDatabaseChanges",
                "databaseEquals"]
ADVERSARIAL_TABLES = ["FastPath", "Timestamping", "RowReader", "Protocol", "Type", "Self", "class", "user items", "ítem",
                      "Row", "QueryRequest", "LiveValue", "Database", "Column", "user_item", "userItem", "straße", "Record", "Draft"]
TABLES = ["list", "item", "tag", "person", "team", "event", "photo", "place", "order", "group", "entry", "ordering",
          "draft", "columns", "value", "rank", "kind",
          "document", "folder", "task", "message", "account"]
CONVERTIBLE = """import GRDB

/// The fuzzer's `convertible` column type: integer cents.
public struct FuzzMoney: DatabaseValueConvertible, Hashable, Sendable {
    public var cents: Int
    public var databaseValue: DatabaseValue { cents.databaseValue }
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> FuzzMoney? {
        Int.fromDatabaseValue(dbValue).map { FuzzMoney(cents: $0) }
    }
}
"""


def camel(name):
    parts = re.split(r"[^A-Za-z0-9]+", name)
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def q(name):
    """An SQL name, quoted."""
    return '"' + name + '"'


def squote(text):
    """A YAML single-quoted scalar."""
    return "'" + text.replace("'", "''") + "'"


def yaml_key(name):
    return f'"{name}"' if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) or name in ("default",) else name


class Column:
    def __init__(self, name, kind, not_null=False, key=None, default=None, references=None, unique=False,
                 generated=None):
        self.name, self.kind, self.not_null, self.key = name, kind, not_null, key
        self.default, self.references, self.unique, self.generated = default, references, unique, generated
        self.required = False  # `swift: { optional: false }` over a nullable column (tables: only)
        self.collate = None  # `collate: nocase` or `rtrim` on a text column

    def keys(self, in_migration):
        body = KIND[self.kind][1]
        if in_migration:
            body = re.sub(r", swift: \{[^}]*\}", "", body)
        parts = [body]
        if self.key == "autoincrement":
            parts = ["type: integer", "primaryKey: autoincrement"]
        elif self.key == "rowid":
            parts = ["type: integer", "primaryKey: rowid"]
        elif self.key == "sqlDefault":
            parts = [body, "primaryKey: true", "notNull: { onConflict: replace }", 'default: { sql: "(uuid())" }']
        elif self.key == "app":
            parts.append("primaryKey: true")
        if self.not_null:
            parts.append("notNull: true")
        if self.default is not None:
            parts.append(f'default: {{ sql: "{self.default}" }}')
        if self.unique:
            parts.append("unique: true")
        if self.collate:
            parts.append(f"collate: {self.collate}")
        if self.generated:
            parts.append(f"generated: {{ sql: '{self.generated}' }}")
        if self.references:
            parts.append(f"references: {yaml_key(self.references)}")
        if self.required and not in_migration:
            parts.append("swift: { optional: false }")
        return "{ " + ", ".join(parts) + " }"


class Table:
    def __init__(self, name):
        self.name, self.columns, self.composite, self.options = name, [], None, []
        self.indexes, self.search, self.triggers = [], None, []
        self.foreign_keys = []  # (columns, parent table) of `foreignKeys:`
        self.checks = []  # table-level CHECK constraints, in SQL
        self.timestamps = None  # (created, updated) columns of `timestamps:`

    @property
    def key(self):
        return next((c for c in self.columns if c.key), None)

    def has_rowid(self):
        return "withoutRowID" not in self.options

    def plain(self):
        return [c for c in self.columns if not c.key and not c.generated and not getattr(c, "in_key", False)]


def make_schema(rng, index):
    flags = {flag: rng.random() < 0.4 for flag in ["drafts", "children", "hashable"]}
    tables = []
    used = set()
    for t in range(rng.randint(1, 4)):
        base = rng.choice(ADVERSARIAL_TABLES if rng.random() < 0.3 else TABLES)
        name = base if base not in used else f"{base}{t}"
        used.add(name)
        table = Table(name)
        key_style = rng.choice(["autoincrement", "rowid", "app", "sqlDefault", "composite"])
        if key_style in ("autoincrement", "rowid"):
            table.columns.append(Column("id", "integer", key=key_style))
        elif key_style == "app":
            kind = rng.choice([k[0] for k in KINDS if k[2]])
            table.columns.append(Column("id", kind, key="app"))
        elif key_style == "sqlDefault":
            table.columns.append(Column("id", "uuid", key="sqlDefault"))
        names = set(["id"])
        for _ in range(rng.randint(1, 6)):
            draw = rng.random()
            word = rng.choice(MEMBER_WORDS if draw < 0.015 else ADVERSARIAL_WORDS if draw < 0.215 else WORDS)
            if word in names:
                continue
            names.add(word)
            kind = rng.choice(KINDS)[0]
            not_null = rng.random() < 0.5
            column = Column(word, kind, not_null=not_null)
            literal = KIND[kind][4]
            if not_null and literal is not None and rng.random() < 0.5:
                column.default = literal
            if kind in ("text", "integer", "uuid") and rng.random() < 0.15:
                column.unique = True
            if kind == "text" and rng.random() < 0.2:
                column.collate = rng.choice(["nocase", "rtrim"])
            # Issue 46: a property stricter than its nullable column.
            if not not_null and "swift:" not in KIND[kind][1] and rng.random() < 0.2:
                column.required = True
            table.columns.append(column)
        # Issue 46: the creation and modification dates of `timestamps:`.
        if rng.random() < 0.25:
            stamps = []
            for word in ("createdAt", "updatedAt"):
                if word not in names and rng.random() < 0.8:
                    names.add(word)
                    table.columns.append(Column(word, rng.choice(["datetime", "unixTime", "unixTimeMs"]),
                                                not_null=rng.random() < 0.3))
                    stamps.append(word)
            if stamps:
                table.timestamps = (stamps[0] if stamps[0] == "createdAt" else None,
                                    "updatedAt" if "updatedAt" in stamps else None)
        # A foreign key to an earlier table with a one-column key.
        parents = [p for p in tables if p.key]
        if parents and rng.random() < 0.7:
            parent = rng.choice(parents)
            kind = parent.key.kind if parent.key.key in ("app", "sqlDefault") else "integer"
            fk = f"{camel(parent.name)}ID"
            if fk not in names:
                names.add(fk)
                table.columns.append(Column(fk, kind, not_null=rng.random() < 0.5, references=parent.name))
        # A foreign key of several columns to an earlier table with a composite key.
        composite_parents = [p for p in tables if p.composite]
        composite_parents = [p for p in composite_parents if len(p.composite) > 1]
        if composite_parents and rng.random() < 0.5:
            parent = rng.choice(composite_parents)
            not_null = rng.random() < 0.5
            columns = []
            for name in parent.composite:
                target = next(c for c in parent.columns if c.name == name)
                column = Column(f"{camel(parent.name)}{name[0].upper()}{name[1:]}", target.kind, not_null=not_null)
                column.in_key = True
                columns.append(column)
            if not any(c.name in names for c in columns):
                names.update(c.name for c in columns)
                table.columns += columns
                table.foreign_keys.append(([c.name for c in columns], parent.name))
        if key_style == "composite":
            firsts = [c for c in table.columns
                      if KIND[c.kind][2] and not c.references and not getattr(c, "in_key", False)][:2]
            if not firsts:
                table.columns.insert(0, Column("id", "text", key="app"))
            else:
                for c in firsts:
                    c.not_null, c.default, c.unique = True, None, False
                table.composite = [c.name for c in firsts]
        # A generated column of a plain integer or text one.
        sources = [c for c in table.plain() if c.kind in ("integer", "text") and not c.unique]
        if sources and rng.random() < 0.25:
            source = rng.choice(sources)
            name = source.name + "Copy"
            if name not in names:
                table.columns.append(Column(name, source.kind, generated=q(source.name)))
        if (table.key is None or table.key.key in ("app", "sqlDefault")) and rng.random() < 0.2:
            table.options.append("withoutRowID")
        if rng.random() < 0.2:
            table.options.append("strict")
        plain = table.plain()
        if plain and rng.random() < 0.5:
            column = rng.choice(plain)
            table.indexes.append((f"{camel(table.name)}_on_{camel(column.name)}", [column.name]))
        searchable = [c for c in plain if KIND[c.kind][3] and re.fullmatch(r"[a-z]+", c.name)]
        if searchable and table.has_rowid() and "strict" not in table.options and rng.random() < 0.3:
            table.search = [c.name for c in searchable]
        if table.has_rowid() and plain and rng.random() < 0.3:
            column = rng.choice(plain)
            table.triggers.append((
                f"{camel(table.name)}_touch", rng.choice(["insert", "update"]),
                f"UPDATE {q(table.name)} SET {q(column.name)} = {q(column.name)} WHERE rowid = NEW.rowid;"))
        if rng.random() < 0.2:
            # The app's function without a result, called for its effect.
            table.triggers.append((f"{camel(table.name)}_notify", "insert", "SELECT fuzzNotify();"))
        if plain and rng.random() < 0.3:
            column = rng.choice(plain)
            table.checks.append(f"{q(column.name)} IS NULL OR {q(column.name)} = {q(column.name)}")
        tables.append(table)
    return flags, tables


def value_param(rng, column, name):
    return f":{name}"


def make_queries(rng, tables):
    queries = []

    def add(sql, extra=()):
        queries.append((f"q{len(queries)}", sql, list(extra)))

    for table in tables:
        t = q(table.name)
        plain = table.plain()
        comparable = [c for c in plain if c.kind not in ("json",)]
        if comparable:
            c = rng.choice(comparable)
            add(f"SELECT * FROM {t} WHERE {q(c.name)} = :value ORDER BY rowid" if table.has_rowid() else
                f"SELECT * FROM {t} WHERE {q(c.name)} = :value")
            c = rng.choice(comparable)
            add(f"SELECT * FROM {t} WHERE :value IS NULL OR {q(c.name)} = :value")
            c = rng.choice(comparable)
            add(f"SELECT {q(c.name)} FROM {t} WHERE {q(c.name)} IN :values")
            c = rng.choice(comparable)
            add(f"SELECT * FROM {t} WHERE {q(c.name)} = :value LIMIT 1")
            c = rng.choice(comparable)
            # Orderings are cases of the record's `Ordering`, shared by the table's queries: a case
            # is named for its SQL (the column's position), so that two queries declare it alike.
            position = table.columns.index(c)
            add(f"SELECT * FROM {t}", ["filters:", f"  byValue: '{q(c.name)} = :value'",
                                      f"  present: '{q(c.name)} IS NOT NULL'",
                                      "orderings:", f"  by{position}: '{q(c.name)}'",
                                      f"  by{position}Desc: '{q(c.name)} DESC'"])
            # A parameter named as its column (`:row`, `:variant`: the locals of a query function).
            c = rng.choice(comparable)
            add(f"SELECT * FROM {t} WHERE {q(c.name)} = :{camel(c.name)}",
                ["filters:", f"  present: '{q(c.name)} IS NOT NULL'", "orderings:",
                 f"  by{table.columns.index(c)}: '{q(c.name)}'"])
            # An OR at the top of the statement's own condition, joined by filters and choices.
            c, d = rng.choice(comparable), rng.choice(comparable)
            add(f"SELECT * FROM {t} WHERE {q(c.name)} IS NULL OR {q(d.name)} = :value",
                ["filters:", f"  present: '{q(d.name)} IS NOT NULL'",
                 "choices:", "  scope:", "    every: ~", f"    matching: '{q(c.name)} = :other'",
                 f"    empty: '{q(d.name)} IS NULL'"])
            writable = [c for c in comparable if not c.unique]
            if writable and table.key and table.key.key != "sqlDefault":
                c = rng.choice(writable)
                add(f"UPDATE {t} SET {q(c.name)} = :value WHERE {q(table.key.name)} = :key")
                add(f"DELETE FROM {t} WHERE {q(c.name)} = :value")
                d = rng.choice(comparable)
                add(f"DELETE FROM {t} WHERE {q(c.name)} IS NULL OR {q(c.name)} = :value",
                    ["filters:", f"  matching: '{q(d.name)} = :other'", f"  present: '{q(d.name)} IS NOT NULL'"])
                add(f"UPDATE {t} SET {q(c.name)} = :value WHERE {q(d.name)} IS NULL OR {q(table.key.name)} = :key",
                    ["filters:", f"  present: '{q(d.name)} IS NOT NULL'"])
                if rng.random() < 0.5:
                    add(f"UPDATE {t} SET {q(c.name)} = :value WHERE {q(table.key.name)} = :key RETURNING *")
        required = [c for c in plain if c.not_null and c.default is None and not c.unique]
        if table.key and table.key.key in ("autoincrement", "rowid", "sqlDefault") and not table.composite:
            columns = [table.key] + required
            values = ["NULL"] + [f":{camel(c.name)}" for c in required]
            add(f"INSERT INTO {t} ({', '.join(q(c.name) for c in columns)}) VALUES ({', '.join(values)})"
                + (" RETURNING " + q(table.key.name) if rng.random() < 0.5 else ""))
    # Joins through foreign keys.
    for child in tables:
        for fk in [c for c in child.columns if c.references]:
            parent = next(p for p in tables if p.name == fk.references)
            c, p = q(child.name), q(parent.name)
            on = f"{p}.{q(parent.key.name)} = {c}.{q(fk.name)}"
            join = rng.choice(["JOIN", "LEFT JOIN"])
            add(f"SELECT {c}.*, {p}.* FROM {c} {join} {p} ON {on}")
            add(f"SELECT count({c}.{q(fk.name)}) AS children, {p}.* FROM {p} LEFT JOIN {c} ON {on} "
                f"GROUP BY {p}.{q(parent.key.name)}")
            numeric = [x for x in child.plain() if x.kind in ("integer", "real")]
            if numeric:
                n = rng.choice(numeric)
                add(f"SELECT {p}.*, max({c}.{q(n.name)}) AS most, sum({c}.{q(n.name)}) AS total FROM {p} "
                    f"LEFT JOIN {c} ON {on} GROUP BY {p}.{q(parent.key.name)}")
            if not parent.composite:
                add(f"SELECT {p}.* FROM {p} LEFT JOIN {c} ON {on} GROUP BY {p}.{q(parent.key.name)}")
            if flags_group(rng) and not parent.composite and parent.key.key != "sqlDefault":
                add(f"SELECT {p}.*, {c}.* FROM {p} LEFT JOIN {c} ON {on} ORDER BY {p}.{q(parent.key.name)}",
                    [f"group: {yaml_key(parent.name)}"])
    for table in tables:
        t = q(table.name)
        if table.search:
            ft = f"{camel(table.name)}_ft"
            add(f"SELECT {t}.* FROM {t} JOIN {ft} ON {ft}.rowid = {t}.rowid WHERE {ft} MATCH :pattern")
            add(f"SELECT {t}.*, highlight({ft}, 0, '[', ']') AS marked, bm25({ft}) AS score FROM {t} "
                f"JOIN {ft} ON {ft}.rowid = {t}.rowid WHERE {ft} MATCH :pattern ORDER BY rank")
        if table.has_rowid():
            add(f"SELECT rowid AS rid, {t}.* FROM {t} ORDER BY rid LIMIT :limit")
        texts = [c for c in table.plain() if c.kind == "text"]
        numbers = [c for c in table.plain() if c.kind in ("integer", "real")]
        if texts and numbers:
            x, n = rng.choice(texts), rng.choice(numbers)
            add(f"SELECT coalesce({q(x.name)}, '') AS label, {q(n.name)} * 2 AS twice, "
                f"CASE WHEN {q(n.name)} > 0 THEN 'more' ELSE 'less' END AS sign, length({q(x.name)}) AS size, "
                f"count(*) OVER () AS total FROM {t} WHERE {q(n.name)} > :least")
    return queries


def flags_group(rng):
    return rng.random() < 0.5


def render(rng, index):
    flags, tables = make_schema(rng, index)
    out = ["swift:", "  access: public", f"  store: FuzzStore{index}"]
    out += [f"  {flag}: true" for flag, on in flags.items() if on]
    out += ["", "functions:", "  uuid: { result: text }", "  fuzzNotify: {}",
            "  fuzzClean: { arguments: [text], result: text, migrations: only }", "", "tables:"]
    steps = []
    for table in tables:
        out.append(f"  {yaml_key(table.name)}:")
        out.append("    columns:")
        for c in table.columns:
            out.append(f"      {yaml_key(c.name)}: {c.keys(False)}")
        step = ["      - createTable:", f"          table: {yaml_key(table.name)}", "          columns:"]
        step += [f"            {yaml_key(c.name)}: {c.keys(True)}" for c in table.columns]
        for extra in ([f"primaryKey: [{', '.join(yaml_key(n) for n in table.composite)}]"] if table.composite else []) \
                + [f"foreignKeys: [{{ columns: [{', '.join(yaml_key(n) for n in columns)}], "
                   f"references: {{ table: {yaml_key(parent)}, onDelete: cascade }} }}]"
                   for columns, parent in table.foreign_keys] \
                + ([f"options: [{', '.join(table.options)}]"] if table.options else []) \
                + ([f"checks: [{', '.join(squote(c) for c in table.checks)}]"] if table.checks else []):
            out.append("    " + extra)
            step.append("          " + extra)
        if table.timestamps:
            created, updated = table.timestamps
            out.append("    timestamps: { " + ", ".join(
                [f"created: {created}"] * bool(created) + [f"updated: {updated}"] * bool(updated)) + " }")
        if table.indexes:
            out.append("    indexes:")
            step.append("          indexes:")
            for name, columns in table.indexes:
                line = f"- {{ name: {name}, columns: [{', '.join(yaml_key(c) for c in columns)}] }}"
                out.append("      " + line)
                step.append("            " + line)
        steps += step
        if table.search:
            name = f"{camel(table.name)}_ft"
            out.append(f"    search: {{ name: {name}, columns: [{', '.join(table.search)}] }}")
            steps.append(f"      - createSearchIndex: {{ table: {yaml_key(table.name)}, name: {name}, "
                         f"columns: [{', '.join(table.search)}] }}")
        if table.triggers:
            out.append("    triggers:")
            for name, event, body in table.triggers:
                trigger = [f"name: {name}", "timing: after", f"event: {event}", f"body: '{body}'"]
                out.append("      - " + trigger[0])
                out += ["        " + line for line in trigger[1:]]
                steps.append("      - createTrigger:")
                steps.append(f"          table: {yaml_key(table.name)}")
                steps += ["          " + line for line in trigger]
    view = None
    if rng.random() < 0.5:
        table = rng.choice(tables)
        columns = [c for c in table.columns][:3]
        view = f"SELECT {', '.join(q(c.name) for c in columns)} FROM {q(table.name)}"
        out += ["", "views:", "  fuzzView:", f"    sql: '{view}'"]
        steps += ["      - createView:", "          view: fuzzView", f"          sql: '{view}'"]
    queries = make_queries(rng, tables)
    if queries:
        out += ["", "queries:"]
        for name, sql, extra in queries:
            out.append(f"  {name}:")
            out.append(f"    sql: {squote(sql)}")
            out += ["    " + e for e in extra]
            out.append("    warnings: ignore")
    out += ["", "migrations:", "  - id: v1", "    steps:"] + steps
    # Issue 46: the app's Swift code in a migration, and a function of the migrations only.
    if rng.random() < 0.4:
        out += ["  - id: v2", "    steps:", "      - swift: { function: fuzzStep }"]
        texts = [(t, c) for t in tables for c in t.plain() if c.kind == "text" and not c.unique]
        if texts:
            t, c = rng.choice(texts)
            out.append(f"      - sql: {squote(f'UPDATE {q(t.name)} SET {q(c.name)} = fuzzClean({q(c.name)})')}")
    return "\n".join(out) + "\n"


def swiftc_command(files):
    build = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.strip()
    return ["swiftc", "-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-warnings-as-errors",
            "-module-name", "Fuzz", "-I", os.path.join(build, "Modules"),
            "-Xcc", f"-fmodule-map-file={build}/COpenCombineHelpers.build/module.modulemap",
            "-Xcc", f"-fmodule-map-file={ROOT}/.build/checkouts/GRDB.swift/Sources/GRDBSQLite/module.modulemap"]


def run_one(grdbgen, base_command, work, index, text):
    directory = os.path.join(work, f"s{index}")
    os.makedirs(directory, exist_ok=True)
    schema = os.path.join(directory, "schema.yaml")
    with open(schema, "w") as f:
        f.write(text)
    generate = subprocess.run([grdbgen, "generate", "--quiet", "--schema", schema, "--output",
                               os.path.join(directory, "out")], capture_output=True, text=True)
    if generate.returncode != 0:
        clear = generate.returncode == 1 and re.search(r"^\S+:\d+:\d+: error: ", generate.stderr, re.M)
        return ("refused" if clear else "unclear", generate.stderr)
    with open(os.path.join(directory, "out", "FuzzMoney.swift"), "w") as f:
        f.write(CONVERTIBLE)
    files = sorted(os.path.join(directory, "out", n) for n in os.listdir(os.path.join(directory, "out"))
                   if n.endswith(".swift"))
    compile_ = subprocess.run(base_command + files, capture_output=True, text=True)
    if compile_.returncode != 0:
        return ("compile", compile_.stderr)
    return ("compiled", "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--schemas", type=int, default=130)
    parser.add_argument("--min-accepted", type=int, default=0, help="fail when fewer schemas are accepted")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--keep", help="a folder to keep every schema and its code in")
    args = parser.parse_args()
    start = time.time()
    subprocess.run(["swift", "build", "--product", "grdbgen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "--target", "GRDBGenRuntime"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout.strip()
    base_command = swiftc_command([])
    rng = random.Random(args.seed)
    texts = [render(rng, i) for i in range(args.schemas)]
    work = args.keep or tempfile.mkdtemp(prefix="fuzz-generated-")
    os.makedirs(work, exist_ok=True)
    # A copy of grdbgen: a build during the run does not replace it under the fuzzer.
    grdbgen = os.path.join(work, "grdbgen")
    shutil.copy(os.path.join(bin_path, "grdbgen"), grdbgen)
    failures_dir = os.path.join(ROOT, ".build", "fuzz-generated", "failures")
    counts = {"compiled": 0, "refused": 0, "compile": 0, "unclear": 0}
    refusals = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(run_one, grdbgen, base_command, work, i, text): i for i, text in enumerate(texts)}
        for future in concurrent.futures.as_completed(futures):
            index = futures[future]
            outcome, output = future.result()
            counts[outcome] += 1
            if outcome == "refused":
                first = re.search(r"error: (.*)", output).group(1)
                key = re.sub(r"`[^`]*`", "`…`", first)[:90]
                refusals[key] = refusals.get(key, 0) + 1
            if outcome in ("compile", "unclear"):
                os.makedirs(failures_dir, exist_ok=True)
                target = os.path.join(failures_dir, f"seed{args.seed}-schema{index}.yaml")
                shutil.copy(os.path.join(work, f"s{index}", "schema.yaml"), target)
                print(f"FAILURE ({outcome}) {target}\n" + "\n".join(output.splitlines()[:12]), file=sys.stderr)
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    elapsed = time.time() - start
    for reason, count in sorted(refusals.items(), key=lambda item: -item[1]):
        print(f"  refused {count:3}: {reason}")
    print(f"seed {args.seed}: {args.schemas} schemas, {counts['compiled']} accepted and compiled, "
          f"{counts['refused']} refused with a clear error, {counts['compile']} compile failures, "
          f"{counts['unclear']} unclear refusals or crashes, {elapsed:.0f} s")
    failed = counts["compile"] + counts["unclear"]
    if counts["compiled"] < args.min_accepted:
        print(f"error: {counts['compiled']} schemas accepted, fewer than --min-accepted {args.min_accepted}",
              file=sys.stderr)
        failed += 1
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
