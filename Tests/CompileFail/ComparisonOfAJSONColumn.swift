// expected-error: cannot convert value of type '[String]' to expected argument type 'Bool'
// A `json` column's Swift value (`[String]`) is no value GRDB binds (issue 60): its `Columns` member
// is GRDB's plain `Column`, and a comparison with such a value does not compile, where a binding
// of another form than the stored JSON text would find no row.
import FixtureRecords
import GRDB

func tagged(_ db: Database) throws -> [MatrixCell] {
    try MatrixCell.filter(MatrixCell.Columns.json == ["home"]).fetchAll(db)
}
