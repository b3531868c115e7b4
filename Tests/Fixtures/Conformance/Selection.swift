import GRDB

// A selection the app declares beside the generated record, in its module (issue 44): GRDB reads
// it for every request of the record, and so must the record's own `fetchAll(_:)`.

/// `TypeRecord` (adversarial-names) selects its key and its type, not `Self`: its rows read
/// `selfValue` nil, as GRDB's requests read them.
extension TypeRecord {
    public static var databaseSelection: [any SQLSelectable] { [Column("id"), Column("Type")] }
}
