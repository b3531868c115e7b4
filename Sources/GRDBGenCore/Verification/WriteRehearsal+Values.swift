import Foundation
import GRDB
import GRDBGenSQL

/// The values the rehearsal writes: of each column's type and storage, distinct per row, the
/// keys of the parent's rows for foreign keys; and the keys that find a written row again.
extension WriteRehearsal.Run {
    // MARK: - Values

    static let variants = 4

    /// A value of the column for a row: of its type and storage, distinct per row, a key of
    /// the referenced table's rows for a foreign key; `variant` gives other values for a
    /// CHECK that refuses the first ones.
    func value(of column: ColumnDefinition, in table: TableDefinition, row: Int, variant: Int) -> DatabaseValue {
        if column.primaryKey?.isChosenBySQLite == true, row <= 3 { return .null }  // SQLite chooses it
        if let reference = column.references?.value {
            let parent = reference.table.identifier
            let parentRows = rows[parent] ?? []
            let target = reference.column?.value ?? referencedKey(of: reference.table.value)
            if let target, !parentRows.isEmpty {
                let value = parentRows[(row - 1) % parentRows.count].values[SQLIdentifier(target)] ?? .null
                if !value.isNull || !column.isNotNullInDatabase { return value }
            }
            if !column.isNotNullInDatabase { return .null }
        }
        // A column of a foreign key of several columns: the referenced column of the same
        // parent row as the key's other columns.
        for key in table.foreignKeys {
            guard let position = key.columns.firstIndex(where: { $0.identifier == column.name.identifier }),
                let parentRows = rows[key.reference.table.identifier], !parentRows.isEmpty
            else { continue }
            let targets =
                key.referencedColumns.isEmpty
                ? keys[key.reference.table.identifier] ?? [] : key.referencedColumns.map(\.value)
            guard position < targets.count else { continue }
            let value = parentRows[(row - 1) % parentRows.count].values[SQLIdentifier(targets[position])] ?? .null
            if !value.isNull || !column.isNotNullInDatabase { return value }
        }
        if variant == 1, let value = column.defaultValue?.value, let literal = Self.literal(value) {
            return literal
        }
        let n = row + 10 * variant
        switch column.type.value {
        case .integer:
            return [n, 0, -n, 1][variant % 4].databaseValue
        case .real:
            return [Double(n) + 0.5, 0, -Double(n), 1][variant % 4].databaseValue
        case .text:
            return ["\(column.name.value) \(n)", "\(n)", "", "X\(n)"][variant % 4].databaseValue
        case .blob:
            return Data([UInt8(truncatingIfNeeded: n), 1, 2]).databaseValue
        case .boolean:
            return (n % 2 == 0 ? 0 : 1).databaseValue
        case .date:
            return String(format: "2024-%02d-%02d", (n - 1) % 12 + 1, (n - 1) % 28 + 1).databaseValue
        case .datetime:
            switch column.unixTime {
            case .unixTime?: return (1_700_000_000 + n).databaseValue
            case .unixTimeMilliseconds?: return (1_700_000_000_000 + Int64(n) * 1000).databaseValue
            default: return String(format: "2024-01-01 %02d:%02d:00.000", n / 60 % 24, n % 60).databaseValue
            }
        case .uuid:
            let text = String(format: "00000000-0000-4000-8000-%012d", n)
            if column.uuidRepresentation == .bytes {
                var bytes = [UInt8](repeating: 0, count: 16)
                bytes[6] = 0x40
                bytes[8] = 0x80
                bytes[15] = UInt8(truncatingIfNeeded: n)
                bytes[14] = UInt8(truncatingIfNeeded: n >> 8)
                return Data(bytes).databaseValue
            }
            return (column.uuidRepresentation == .uppercaseText ? text.uppercased() : text).databaseValue
        case .json:
            return "{\"n\":\(n)}".databaseValue
        case .enum:
            if let codes = column.enumCodes, !codes.isEmpty {
                return codes[(row - 1 + variant) % codes.count].databaseValue
            }
            let values = column.enumValues?.value ?? []
            return values.isEmpty ? "\(n)".databaseValue : values[(row - 1 + variant) % values.count].databaseValue
        case .url:
            return "https://example.com/\(n)".databaseValue
        case .decimal:
            return "\(n).25".databaseValue
        }
    }

    static func literal(_ value: DefaultValue) -> DatabaseValue? {
        switch value {
        case .integer(let number): number.databaseValue
        case .real(let number): number.databaseValue
        case .text(let text): text.databaseValue
        case .boolean(let flag): (flag ? 1 : 0).databaseValue
        case .sql: nil
        }
    }

    /// The primary key column of a table, for a foreign key that names none.
    func referencedKey(of table: String) -> String? {
        keys[SQLIdentifier(table)]?.first
    }

    /// The primary key columns: a key column, or the table's `primaryKey`.
    func keyColumns(of table: TableDefinition) -> [String] {
        keys[table.name.identifier] ?? []
    }

    static func keyColumns(of table: TableDefinition) -> [String] {
        table.primaryKeyColumns.map(\.value)
    }

    func isKey(_ column: ColumnDefinition, of table: TableDefinition) -> Bool {
        column.primaryKey != nil
            || table.primaryKey?.value.contains { $0.value.isSameSQLName(as: column.name.value) } == true
    }

    /// `"id" = ?` (or each column of a composite key, or the rowid) and its values.
    func keyCondition(
        of table: TableDefinition, row: WriteRehearsal.WrittenRow
    ) -> (sql: String, arguments: [DatabaseValue])? {
        let names = keyColumns(of: table)
        guard !names.isEmpty else { return nil }  // no key: GRDB's record APIs cannot update it either
        let values = names.map { row.values[SQLIdentifier($0)] ?? .null }
        guard !values.contains(where: \.isNull) else { return nil }
        return (names.map { "\(SQLName.quoted($0)) = ?" }.joined(separator: " AND "), values)
    }

    /// The tables, each after the tables it references (a reference cycle keeps the order of
    /// `tables:`).
    static func parentsFirst(_ tables: [TableDefinition]) -> [TableDefinition] {
        var ordered: [TableDefinition] = []
        var placed: Set<SQLIdentifier> = []
        var remaining = tables
        while !remaining.isEmpty {
            let ready =
                remaining.firstIndex { table in
                    table.allForeignKeys.map(\.reference.table.identifier).allSatisfy {
                        parent in
                        parent == table.name.identifier || placed.contains(parent)
                            || !tables.contains { $0.name.identifier == parent }
                    }
                } ?? 0
            let table = remaining.remove(at: ready)
            placed.insert(table.name.identifier)
            ordered.append(table)
        }
        return ordered
    }

    /// `INSERT INTO "t" ("a", "b") VALUES (?, ?)`, with another verb (`INSERT OR REPLACE`).
    func insert(_ verb: String, into table: String, _ columns: [ColumnDefinition]) -> String {
        "\(verb) INTO \(SQLName.quoted(table)) (\(list(columns))) VALUES (\(placeholders(columns.count)))"
    }

    func list(_ columns: [ColumnDefinition]) -> String {
        columns.map { SQLName.quoted($0.name.value) }.joined(separator: ", ")
    }

    func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }
}
