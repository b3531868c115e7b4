/// The rows of a grouped query (`group:` in schema.yaml): the statement's rows, one per parent
/// and child, merged into one per parent, in the order the parents first come, their children
/// appended in the statement's order.
///
/// ```swift
/// RowGrouping.merge(rows, key: { $0.remindersList.id }) { group, row in group.reminders += row.reminders }
/// ```
@_spi(Generated) public enum RowGrouping {
    /// The rows merged by key.
    @inlinable
    @_spi(Generated) public static func merge<Row, Key: Hashable>(
        _ rows: [Row], key: (Row) -> Key, _ append: (inout Row, Row) -> Void
    ) -> [Row] {
        var result: [Row] = []
        var positions: [Key: Int] = [:]
        for row in rows {
            let key = key(row)
            if let position = positions[key] {
                append(&result[position], row)
            } else {
                positions[key] = result.count
                result.append(row)
            }
        }
        return result
    }
}
