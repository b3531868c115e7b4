#if canImport(GRDBSQLite)
import GRDBSQLite
#else
import SQLite3
#endif
import GRDB
import GRDBGenSQL

/// What SQLite reports of the columns of each view of `views:`: the record of a view is made from
/// it (``ViewRecords``).
///
/// A `SELECT *` of each view is compiled in the ``SchemaDatabase``, and SQLite tells, for each
/// column, its name and the table column it reads, if any (`sqlite3_column_table_name`,
/// `sqlite3_column_origin_name`).
enum ViewDescriber {
    /// The columns of every view, in the order of `views`; the database has them all.
    static func describe(_ views: [ViewDefinition], in database: SchemaDatabase) throws -> [[DescribedColumn]] {
        try database.queue.read { db in
            try views.map { view in
                let statement = try db.makeStatement(sql: "SELECT * FROM \(SQLName.quoted(view.name.value))")
                let handle = statement.sqliteStatement
                return (0..<sqlite3_column_count(handle)).map { DescribedColumn($0, of: handle) }
            }
        }
    }
}
