// expected-error: no exact matches in call to instance method 'fetchAll'
// A `json` column selected alone is no value GRDB can decode (issue 51): its Swift type (`[String]`)
// is not `DatabaseValueConvertible`, so the fetch does not compile, where it would read the JSON
// text as something else. The record reads it (`MatrixCell.fetchAll(db).map(\.json)`).
import FixtureRecords
import GRDB

func tags(_ db: Database) throws -> [[String]] {
    try MatrixCell.select(MatrixCell.Columns.json).asRequest(of: [String].self).fetchAll(db)
}
