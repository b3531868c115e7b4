import Foundation
import GRDB
import GRDBGenSQL

/// The table of a generated record and the SQL of its fast paths, built once per record type.
///
/// Every statement lists the columns in the order of the record's `encode(to:)`, and the write
/// statements take them as numbered parameters (`?1` for the first column, `?2`, …), so that
/// one persistence container binds `INSERT` and `UPDATE` alike:
///
/// ```sql
/// INSERT INTO "item" ("id", "name") VALUES (?1, ?2)
/// UPDATE "item" SET "name"=?2 WHERE "id"=?1
/// ```
///
/// Conflict resolutions other than `ABORT` give `INSERT OR REPLACE INTO …` and
/// `UPDATE OR REPLACE …`, as GRDB writes them. Names are quoted as GRDB quotes them.
public final class RecordLayout: Sendable {
    /// The table name.
    @usableFromInline let table: String
    /// Every column, in the order of the record's properties: the columns its fast paths
    /// select, and `init(rowReader:)` reads by index.
    @usableFromInline let selectedColumns: [String]
    /// The columns the record writes, in the order of its `encode(to:)` (generated columns are
    /// only selected).
    @usableFromInline let columns: [String]
    /// The primary key columns, in key order.
    @usableFromInline let primaryKey: [String]
    /// The `INTEGER PRIMARY KEY` column, alias of the row id, if the table has one.
    @usableFromInline let rowIDColumn: String?
    /// The names of `columns`, for `willUpdate(_:columns:)` and `aroundUpdate(_:columns:update:)`.
    @usableFromInline let columnSet: Set<String>
    /// `SELECT "a", "b" FROM "t"`: the columns in the order of the record's properties.
    @usableFromInline let selectSQL: String
    /// `SELECT "a", "b" FROM "t" WHERE "b"=?1`: a row by primary key, whose values are the
    /// parameters, in key order.
    @usableFromInline let selectByKeySQL: String
    /// The `INSERT` statements, one per conflict resolution.
    let insertStatements: [String]
    /// The `UPDATE` statements, one per conflict resolution; none without a primary key.
    let updateStatements: [String]
    /// A persistence container with every column, in order: what `encode(to:)` fills.
    let prototype: PersistenceContainer?
    /// Whether the record's `databaseSelection` selects the layout's columns in order, once
    /// known (see ``selectsItsColumns(_:_:)``), and the lock that guards it.
    private nonisolated(unsafe) var selectionIsLayout: Bool?
    private let selectionLock = NSLock()

    /// The layout of a table and its columns.
    ///
    /// - parameters:
    ///   - table: The table name.
    ///   - allColumns: Every column, in the order of the record's properties (which is the order of
    ///     `encode(to:)` for the columns it writes).
    ///   - primaryKey: The primary key columns (a subset of `columns`).
    ///   - rowIDColumn: The `INTEGER PRIMARY KEY` column, if any.
    ///   - generatedColumns: The generated columns, which SQLite computes: read, never written.
    @_spi(Generated) public init(
        table: String, columns allColumns: [String], primaryKey: [String], rowIDColumn: String? = nil,
        generatedColumns: [String] = []
    ) {
        let columns = allColumns.filter { !generatedColumns.contains($0) }
        self.table = table
        self.selectedColumns = allColumns
        self.columns = columns
        self.primaryKey = primaryKey
        self.rowIDColumn = rowIDColumn
        self.columnSet = Set(columns)
        self.prototype = Self.prototype(columns: columns)
        let quotedTable = Self.quoted(table)
        let quoted = columns.map(Self.quoted)
        // The parameter of each column: `?1` for the first.
        let parameter = Dictionary(columns.enumerated().map { ($0.element.lowercased(), "?\($0.offset + 1)") }) {
            a, _ in a
        }
        func assignments(_ names: [String]) -> [String] {
            names.map { "\(Self.quoted($0))=\(parameter[$0.lowercased()] ?? "NULL")" }
        }
        selectSQL = "SELECT \(allColumns.map(Self.quoted).joined(separator: ", ")) FROM \(quotedTable)"
        // A lookup takes the key's values, in key order.
        let lookup = primaryKey.enumerated().map { "\(Self.quoted($0.element))=?\($0.offset + 1)" }
        selectByKeySQL = primaryKey.isEmpty ? selectSQL : "\(selectSQL) WHERE \(lookup.joined(separator: " AND "))"
        // A write binds every column: the key's parameters are the key columns'.
        let keyCondition = assignments(primaryKey).joined(separator: " AND ")
        let values = (1...max(columns.count, 1)).map { "?\($0)" }.joined(separator: ", ")
        let insertTail = "INTO \(quotedTable) (\(quoted.joined(separator: ", "))) VALUES (\(values))"
        insertStatements = Self.resolutions.map { resolution in
            resolution == .abort ? "INSERT \(insertTail)" : "INSERT OR \(resolution.rawValue) \(insertTail)"
        }
        if primaryKey.isEmpty {
            updateStatements = []
        } else {
            // As GRDB: the columns that are not in the key; the key itself for a table of key
            // columns only, so that transaction observers still see an update.
            let keys = Set(primaryKey.map { $0.lowercased() })
            let updated = columns.filter { !keys.contains($0.lowercased()) }
            let set = assignments(updated.isEmpty ? primaryKey : updated).joined(separator: ", ")
            updateStatements = Self.resolutions.map { resolution in
                let verb = resolution == .abort ? "UPDATE" : "UPDATE OR \(resolution.rawValue)"
                return "\(verb) \(quotedTable) SET \(set) WHERE \(keyCondition)"
            }
        }
    }

    /// Whether `Record`'s `databaseSelection` selects the layout's columns in their order, as
    /// GRDB's statement of `Record.all()` says (the default, `*`, of a table that has no other
    /// column): then the fast paths' own SQL reads what GRDB's requests read. Else (a selection
    /// the app declares) the record's `fetchAll(_:)` and `fetchOne(_:key:)` take GRDB's path.
    /// Found once, with the first database: the selection is the type's.
    @usableFromInline
    func selectsItsColumns<Record: TableRecord>(_ db: Database, _ type: Record.Type) throws -> Bool {
        selectionLock.lock()
        defer { selectionLock.unlock() }
        if let selectionIsLayout { return selectionIsLayout }
        let prepared = try Record.all().makePreparedRequest(db, forSingleResult: false)
        let found = prepared.adapter == nil && prepared.statement.columnNames == selectedColumns
        selectionIsLayout = found
        return found
    }

    /// An SQL identifier between double quotes, its double quotes doubled (GRDBGenSQL's
    /// `SQLName.quoted`, the generator's quoter too).
    static func quoted(_ name: String) -> String {
        SQLName.quoted(name)
    }

    static let resolutions: [Database.ConflictResolution] = [.rollback, .abort, .fail, .ignore, .replace]

    @usableFromInline
    func insertSQL(_ resolution: Database.ConflictResolution) -> String {
        insertStatements[Self.index(of: resolution)]
    }

    @usableFromInline
    func updateSQL(_ resolution: Database.ConflictResolution) -> String {
        updateStatements[Self.index(of: resolution)]
    }

    static func index(of resolution: Database.ConflictResolution) -> Int {
        resolutions.firstIndex(of: resolution) ?? 1
    }
}
