#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import GRDB

/// What SQLite reports of the columns of each view of `views:`: the record of a view is made from
/// it (``ViewRecords``).
///
/// The tables of `tables:` and the views are created in an in-memory database; a `SELECT *` of
/// each view is compiled, and SQLite tells, for each column, its name and the table column it
/// reads, if any (`sqlite3_column_table_name`, `sqlite3_column_origin_name`).
enum ViewDescriber {
    /// One column of a view.
    struct Column: Sendable {
        /// The name SQLite gives the column.
        var name: String
        /// The table and column it reads; `nil` for an expression.
        var origin: (table: String, column: String)?
    }

    /// The columns of one view, or the diagnostic of a view SQLite refuses.
    typealias Report = Result<[Column], DiagnosticError>

    /// A diagnostic carried as an error.
    struct DiagnosticError: Error {
        var diagnostic: Diagnostic
    }

    /// The columns of every view, in the order of `views`.
    static func describe(tables: [TableDefinition], views: [ViewDefinition]) -> [Report] {
        do {
            let queue = try DatabaseQueue()
            return try queue.write { db -> [Report] in
                let applier = SchemaApplier(shapes: tables.map { ($0.name.value, $0.shape) })
                for table in tables {
                    try applier.createTable(table.name.value, shape: table.shape, in: db)
                }
                return views.map { view in
                    if let refused = SQLiteVerifier.createViews([view], in: db) {
                        return .failure(DiagnosticError(diagnostic: refused))
                    }
                    do {
                        return .success(try columns(of: view, in: db))
                    } catch {
                        return .failure(
                            DiagnosticError(
                                diagnostic: Diagnostic(
                                    .error, "SQLite refuses view `\(view.name.value)`: \(error)", at: view.sql.location)
                            ))
                    }
                }
            }
        } catch {
            // A table that SQLite refuses: the verifier reports it at the table.
            return views.map { view in
                .failure(
                    DiagnosticError(
                        diagnostic: Diagnostic(
                            .error, "cannot read the columns of view `\(view.name.value)`: \(error)",
                            at: view.name.location)))
            }
        }
    }

    private static func columns(of view: ViewDefinition, in db: Database) throws -> [Column] {
        let statement = try db.makeStatement(sql: "SELECT * FROM \(SQLName.quoted(view.name.value))")
        let handle = statement.sqliteStatement
        return (0..<sqlite3_column_count(handle)).map { index in
            let name = sqlite3_column_name(handle, index).map { String(cString: $0) } ?? "column\(index + 1)"
            guard let table = sqlite3_column_table_name(handle, index),
                let column = sqlite3_column_origin_name(handle, index)
            else { return Column(name: name, origin: nil) }
            return Column(name: name, origin: (String(cString: table), String(cString: column)))
        }
    }
}
