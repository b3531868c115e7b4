#!/usr/bin/env python3
"""Writes the two sides of the compile-time benchmark into a scratch package:

- schema.yaml: N tables of 8 columns (one foreign key to the previous table, one ordering each),
  for grdbgen to generate into Sources/Generated;
- Sources/HandWritten/Records.swift: the same N tables written by hand as plain Codable GRDB
  records (struct, Columns, didInsert, the belongsTo association, the ordering, the migrations).

Usage: make-sources.py PACKAGE_DIR TABLES
"""
import os
import sys

package, count = sys.argv[1], int(sys.argv[2])


def camel(name):
    head, *rest = name.split("_")
    return head + "".join(part.capitalize() for part in rest)


def record(index):
    return "Table%d" % index


columns = [
    ("id", "integer", "Int64?"),
    ("title", "text", "String"),
    ("note", "text", "String?"),
    ("amount", "real", "Double"),
    ("done", "boolean", "Bool"),
    ("created_at", "datetime", "Date?"),
    ("score", "integer", "Int?"),
]

# schema.yaml
lines = ["swift:", "  access: public", "  store: Synthetic", "", "tables:"]
migrations = ["migrations:"]
for index in range(count):
    table = "table_%d" % index
    spec = [
        "id: { type: integer, primaryKey: autoincrement }",
        "title: { type: text, notNull: true }",
        "note: { type: text }",
        "amount: { type: real, notNull: true, default: 0 }",
        "done: { type: boolean, notNull: true, default: false }",
        "created_at: { type: datetime }",
        "score: { type: integer }",
    ]
    if index > 0:
        spec.append("parent_id: { type: integer, swift: { type: Int64 }, references: { table: table_%d, onDelete: cascade } }" % (index - 1))
    else:
        spec.append("parent_id: { type: integer, swift: { type: Int64 } }")
    lines += ["  %s:" % table, "    columns:"] + ["      " + c for c in spec] + ["    orderings: [title]"]
    migrations += ["  - id: create_%s" % table, "    steps:", "      - createTable:", "          table: %s" % table,
                   "          columns:"] + ["            " + c.replace("swift: { type: Int64 }, ", "").replace(", swift: { type: Int64 }", "") for c in spec]
with open(os.path.join(package, "schema.yaml"), "w") as f:
    f.write("\n".join(lines + [""] + migrations) + "\n")

# Sources/HandWritten/Records.swift
out = ["import Foundation", "import GRDB", ""]
for index in range(count):
    name, table = record(index), "table_%d" % index
    props = columns + [("parent_id", "integer", "Int64?")]
    out.append("public struct %s: Codable, Hashable, Identifiable, Sendable, FetchableRecord, MutablePersistableRecord {" % name)
    for column, _, swift_type in props:
        out.append("    public var %s: %s" % (camel(column), swift_type))
    out.append("    public static let databaseTableName = \"%s\"" % table)
    out.append("")
    out.append("    public enum CodingKeys: String, CodingKey, ColumnExpression {")
    for column, _, _ in props:
        out.append("        case %s = \"%s\"" % (camel(column), column))
    out.append("    }")
    out.append("")
    out.append("    public enum Columns {")
    for column, _, _ in props:
        out.append("        public static let %s = Column(CodingKeys.%s)" % (camel(column), camel(column)))
    out.append("    }")
    out.append("")
    out.append("    public mutating func didInsert(_ inserted: InsertionSuccess) {")
    out.append("        id = inserted.rowID")
    out.append("    }")
    if index > 0:
        out.append("")
        out.append("    public static let parent = belongsTo(%s.self, using: ForeignKey([\"parent_id\"]))" % record(index - 1))
    out.append("}")
    out.append("")
    out.append("extension DerivableRequest<%s> {" % name)
    out.append("    public func orderedByTitle() -> Self { order(%s.Columns.title) }" % name)
    out.append("}")
    out.append("")
out.append("public enum HandWrittenMigrations {")
out.append("    public static var migrator: DatabaseMigrator {")
out.append("        var migrator = DatabaseMigrator()")
for index in range(count):
    table = "table_%d" % index
    out.append("        migrator.registerMigration(\"create_%s\") { db in" % table)
    out.append("            try db.create(table: \"%s\") { t in" % table)
    out.append("                t.autoIncrementedPrimaryKey(\"id\")")
    out.append("                t.column(\"title\", .text).notNull()")
    out.append("                t.column(\"note\", .text)")
    out.append("                t.column(\"amount\", .double).notNull().defaults(to: 0)")
    out.append("                t.column(\"done\", .boolean).notNull().defaults(to: false)")
    out.append("                t.column(\"created_at\", .datetime)")
    out.append("                t.column(\"score\", .integer)")
    if index > 0:
        out.append("                t.column(\"parent_id\", .integer).references(\"table_%d\", onDelete: .cascade)" % (index - 1))
    else:
        out.append("                t.column(\"parent_id\", .integer)")
    out.append("            }")
    out.append("        }")
out.append("        return migrator")
out.append("    }")
out.append("}")
os.makedirs(os.path.join(package, "Sources", "HandWritten"), exist_ok=True)
with open(os.path.join(package, "Sources", "HandWritten", "Records.swift"), "w") as f:
    f.write("\n".join(out) + "\n")
