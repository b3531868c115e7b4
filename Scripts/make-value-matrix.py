#!/usr/bin/env python3
"""Writes Tests/Fixtures/Schemas/value-matrix.yaml: every kind of value GRDBGen supports in every
position where one can appear (the compile matrix of docs/architecture.md), and prints how many
(kind x position) cells it covers.

    Scripts/make-value-matrix.py            # writes the fixture, prints the cell count
    Scripts/make-value-matrix.py --count    # prints the cell count only

The fixture is compiled with warnings as errors (FixtureRecords) and run against SQLite
(Tests/GeneratedCodeTests/ValueMatrixTests.swift). A kind or a position added to the schema
language is added here, and the fixture written again.
"""
import os
import re
import sys

# name (Swift suffix), column keys (YAML flow mapping body), and whether it can be a key.
KINDS = [
    ("Int", "type: integer", True),
    ("Real", "type: real", True),
    ("Text", "type: text", True),
    ("Flag", "type: boolean", True),
    ("Day", "type: date", True),
    ("Instant", "type: datetime", True),
    ("Epoch", "type: datetime, representation: unixTime", True),
    ("EpochMs", "type: datetime, representation: unixTimeMilliseconds", True),
    ("Uid", "type: uuid", True),
    ("UidBytes", "type: uuid, representation: bytes", True),
    ("UidUpper", "type: uuid, representation: uppercaseText", True),
    ("Json", "type: json, swift: { type: \"[String]\" }", False),
    ("Amount", "type: decimal", True),
    ("Link", "type: url", True),
    ("Mood", "type: enum, values: [calm, busy]", True),
    ("Level", "type: enum, values: { low: 1, high: 2 }", True),
    ("Bytes", "type: blob", True),
    ("Money", "type: integer, swift: { type: Money, convertible: true }", True),
]

# Kinds a search table indexes (FTS5 indexes text); the others are kept beside it, unindexed.
SEARCH_KINDS = ["Text", "Mood", "Json"]


def lower(name):
    return name[0].lower() + name[1:]


def cell_columns():
    lines = ["      id: { type: integer, primaryKey: autoincrement }"]
    for name, keys, _ in KINDS:
        k = lower(name)
        lines.append(f"      {k}: {{ {keys}, notNull: true }}")
        lines.append(f"      {k}Opt: {{ {keys} }}")
    return lines


def generated_columns():
    return [f"      {lower(n)}Gen: {{ {keys}, generated: {{ sql: \"{lower(n)}Opt\" }} }}" for n, keys, _ in KINDS]


def key_kinds():
    return [(n, keys) for n, keys, key in KINDS if key]


def link_columns():
    lines = ["      id: { type: integer, primaryKey: autoincrement }"]
    for name, keys in key_kinds():
        lines.append(f"      {lower(name)}: {{ {keys}, references: matrix{name}, index: false }}")
    return lines


def search_columns():
    keys = dict((n, k) for n, k, _ in KINDS)
    return [
        f"      {lower(n)}: {{ {keys[n]}, notNull: true" + ("" if n in SEARCH_KINDS else ", unindexed: true") + " }"
        for n, _, _ in KINDS
    ]


SPECIAL_KEYS = {
    "matrixRowid": [
        "      id: { type: integer, primaryKey: rowid }",
        "      name: { type: text, notNull: true }",
    ],
    "matrixDefaultKey": [
        "      id: { type: uuid, primaryKey: true, notNull: { onConflict: replace }, default: { sql: \"(uuid())\" } }",
        "      name: { type: text, notNull: true }",
    ],
}
PAIR_COLUMNS = [
    "      uid: { type: uuid, notNull: true }",
    "      day: { type: date, notNull: true }",
    "      note: { type: text }",
]


def table(name, columns, extra=()):
    return [f"  {name}:", "    columns:"] + [c.replace("      ", "      ", 1) for c in columns] + list(extra)


def step(name, columns, extra=()):
    """A createTable step: the columns as SQLite sees them (no `swift:`)."""
    out = ["      - createTable:", f"          table: {name}", "          columns:"]
    out += ["      " + re.sub(r", swift: \{[^}]*\}", "", c) for c in columns]
    out += ["      " + e.strip() if False else "          " + e.strip() for e in extra]
    return out


def queries():
    q = []

    def add(name, sql, extra=()):
        q.append(f"  {name}:")
        q.append(f"    sql: {sql}")
        q.extend(f"    {e}" for e in extra)
        # The matrix's tables stay small: a scan is what it asks for.
        q.append("    warnings: ignore")

    for name, _ in key_kinds():
        t = f"matrix{name}"
        k = lower(name)
        add(f"insert{name}", f"INSERT INTO {t} (key) VALUES (:key)")
        add(f"find{name}", f"SELECT * FROM {t} WHERE key = :key LIMIT 1")
        add(f"rekey{name}", f"UPDATE {t} SET key = :new WHERE key = :old")
        add(f"delete{name}", f"DELETE FROM {t} WHERE key = :key")
        add(f"some{name}", f"SELECT key FROM {t} WHERE key IN :keys ORDER BY key")
        add(f"returning{name}", f"INSERT INTO {t} (key) VALUES (:key) RETURNING key")
        add(f"used{name}", f"SELECT {t}.* FROM {t} LEFT JOIN matrixRef ON matrixRef.{k} = {t}.key GROUP BY {t}.key "
            f"ORDER BY {t}.key")
        add(f"linked{name}", f"SELECT matrixRef.id, {t}.* FROM matrixRef LEFT JOIN {t} ON {t}.key = matrixRef.{k} "
            "ORDER BY matrixRef.id")
        add(f"joined{name}", f"SELECT matrixRef.*, {t}.* FROM matrixRef JOIN {t} ON {t}.key = matrixRef.{k} "
            "ORDER BY matrixRef.id")
    for name, _, _ in KINDS:
        k = lower(name)
        add(f"cells{name}", f"SELECT id, {k}, {k}Opt, {k}Gen FROM matrixCell WHERE {k} = :value ORDER BY id")
        add(f"cells{name}OrAll", f"SELECT id FROM matrixCell WHERE :value IS NULL OR {k}Opt = :value ORDER BY id")
        add(f"set{name}", f"UPDATE matrixCell SET {k}Opt = :value WHERE id = :id")
        add(f"filtered{name}", "SELECT id FROM matrixCell", ["filters:", f"  by{name}: \"{k} = :value\"",
                                                                  "orderings:", "  id: id"])
    add("cellsCounted", "SELECT matrixCell.*, count(matrixRef.id) AS links FROM matrixCell "
        "LEFT JOIN matrixRef ON matrixRef.int = matrixCell.int GROUP BY matrixCell.id ORDER BY matrixCell.id")
    add("cellsOfLinks", "SELECT matrixRef.id AS linkID, matrixCell.* FROM matrixRef "
        "LEFT JOIN matrixCell ON matrixCell.id = matrixRef.int ORDER BY matrixRef.id")
    add("cellsWithLinks", "SELECT matrixCell.*, matrixRef.* FROM matrixCell "
        "JOIN matrixRef ON matrixRef.int = matrixCell.int ORDER BY matrixCell.id, matrixRef.id")
    add("searchTexts", "SELECT * FROM matrixSearch WHERE matrixSearch MATCH :pattern ORDER BY rank")
    add("renameRowid", "UPDATE matrixRowid SET name = :name WHERE id = :id RETURNING id, name")
    add("insertDefaultKey", "INSERT INTO matrixDefaultKey (id, name) VALUES (NULL, :name) RETURNING id")
    add("pairsOn", "SELECT * FROM matrixPair WHERE day = :day AND uid IN :uids ORDER BY uid")
    return q


def build():
    out = [
        "# Generated by Scripts/make-value-matrix.py — edit the script, then run it again.",
        "# Every kind of value in every position where one can appear: compiled with warnings as errors",
        "# (FixtureRecords) and run against SQLite (GeneratedCodeTests/ValueMatrixTests.swift).",
        "swift:",
        "  access: public",
        "  store: MatrixStore",
        "  hashable: true",
        "  drafts: true",
        "  children: true",
        "",
        "functions:",
        "  uuid: { result: text }",
        "",
        "tables:",
    ]
    cell = cell_columns() + generated_columns()
    out += ["  matrixCell:", "    columns:"] + cell
    for name, keys in key_kinds():
        out += [f"  matrix{name}:", "    columns:", f"      key: {{ {keys}, primaryKey: true }}"]
    out += ["  matrixRef:", "    columns:"] + link_columns()
    for name, columns in SPECIAL_KEYS.items():
        out += [f"  {name}:", "    columns:"] + columns
    out += ["  matrixPair:", "    columns:"] + PAIR_COLUMNS + ["    primaryKey: [uid, day]"]
    out += ["  matrixSearch:", "    searchTable: true", "    columns:"] + search_columns()
    out += ["", "views:", "  matrixCellView:", "    sql: SELECT * FROM matrixCell", "", "queries:"]
    out += queries()
    out += ["", "migrations:", "  - id: v1", "    steps:"]
    out += step("matrixCell", cell)
    for name, keys in key_kinds():
        out += step(f"matrix{name}", [f"      key: {{ {keys}, primaryKey: true }}"])
    out += step("matrixRef", [c.replace(", index: false", "") for c in link_columns()])
    for name, columns in SPECIAL_KEYS.items():
        out += step(name, columns)
    out += step("matrixPair", PAIR_COLUMNS, ["      primaryKey: [uid, day]"])
    out += step("matrixSearch", search_columns(), ["      searchTable: true"])
    out += ["      - createView:", "          view: matrixCellView", "          sql: SELECT * FROM matrixCell"]
    return "\n".join(out) + "\n"


def cells():
    """The (kind x position) cells the fixture covers: for each position, how many kinds."""
    kinds, keys = len(KINDS), len(key_kinds())
    return {
        "table column, not null": kinds,
        "table column, null": kinds,
        "generated column": kinds,
        "view column": kinds,
        "search table column (indexed text, the others unindexed)": kinds,
        "app-chosen primary key": keys,
        "foreign key": keys,
        "t.* of an inner join": kinds,
        "t.* on the missing side of an outer join": kinds,
        "t.* grouped, on the kept side of an outer join": kinds,
        "t.* of a one-column table": keys,
        "result column of a query": kinds,
        "single-row result": keys,
        "RETURNING": keys,
        "required parameter": kinds,
        "optional parameter compared with NULL": kinds,
        "optional parameter assigned (UPDATE … SET)": kinds,
        "filter parameter": kinds,
        "array parameter (IN)": keys,
        "parameter of INSERT": keys,
        "parameters of UPDATE … WHERE": keys,
        "parameter of DELETE": keys,
        "MATCH parameter": 1,
    }


if __name__ == "__main__":
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    positions = cells()
    if "--count" not in sys.argv:
        path = os.path.join(root, "Tests/Fixtures/Schemas/value-matrix.yaml")
        with open(path, "w") as f:
            f.write(build())
        print(f"wrote {os.path.relpath(path, root)}")
    for name, count in positions.items():
        print(f"{count:4}  {name}")
    print(f"{sum(positions.values()):4}  cells; plus the keys: rowid, autoincrement, SQL default (uuid()), composite")
