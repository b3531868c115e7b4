import GRDBGenSQL

/// Marks the columns that live in a `STRICT` table (``ColumnDefinition/isInStrictTable``): a
/// STRICT table takes only INTEGER, REAL, TEXT and BLOB columns, so such a column is declared
/// with the type its values are stored as (a `datetime` as TEXT, a `boolean` as INTEGER, …).
///
/// A column of `tables:` and of a `createTable` step knows its table's options. An `addColumn`
/// step does not: the migrations are read in order, following each STRICT table through renames
/// and drops, as the fold does.
enum StrictTables {
    static func mark(tables: inout [TableDefinition], migrations: inout [Migration]) {
        for index in tables.indices where tables[index].has(.strict) {
            markColumns(of: &tables[index])
        }
        var strict: Set<SQLIdentifier> = []
        for m in migrations.indices {
            for s in migrations[m].steps.indices {
                switch migrations[m].steps[s].call {
                case .createTable(let table, var shape) where shape.has(.strict):
                    markColumns(of: &shape)
                    strict.insert(table.value)
                    migrations[m].steps[s].call = .createTable(table, shape)
                case .alterTable(let table, .add(var column)) where strict.contains(table.value):
                    column.isInStrictTable = true
                    migrations[m].steps[s].call = .alterTable(table, .add(column))
                case .renameTable(let from, let to) where strict.remove(from.value) != nil:
                    strict.insert(to.value)
                case .dropTable(let table):
                    strict.remove(table.value)
                default:
                    break
                }
            }
        }
    }

    private static func markColumns(of shape: inout TableDefinition) {
        for index in shape.columns.indices {
            shape.columns[index].isInStrictTable = true
        }
    }
}
