import GRDBGenSQL

/// One trigger of a table: `{ name, timing, event, columns, when, body }`, made by
/// `CREATE TRIGGER "name" AFTER UPDATE OF "a" ON "table" FOR EACH ROW WHEN … BEGIN body END`.
public struct TriggerDefinition: Sendable {
    /// The trigger name, unique among the triggers of the database.
    public var name: Located<String>
    /// The table it watches.
    public var table: String
    /// `before` or `after`.
    public var timing: Located<TriggerTiming>
    /// `insert`, `update` or `delete`.
    public var event: Located<TriggerEvent>
    /// For `update`: the columns whose change fires it; empty for any column.
    public var columns: [Located<String>]
    /// The SQL condition of `WHEN`, if any.
    public var when: Located<String>?
    /// The SQL statements between `BEGIN` and `END`.
    public var body: Located<String>
    /// Where the trigger is written.
    public var location: SourceLocation

    /// What the trigger is in the database, without locations.
    var shape: TriggerShape {
        TriggerShape(
            table: SQLIdentifier(table), timing: timing.value, event: event.value, columns: columns.map(\.identifier),
            when: when?.value, body: body.value)
    }
}

/// What a trigger is in the database.
struct TriggerShape: Hashable {
    var table: SQLIdentifier
    var timing: TriggerTiming
    var event: TriggerEvent
    var columns: [SQLIdentifier]
    var when: String?
    var body: String
}

/// When a trigger runs: `timing: before` or `after` the change.
public enum TriggerTiming: String, CaseIterable, Hashable, Sendable {
    case before
    case after
}

/// What fires a trigger: `event: insert`, `update` or `delete`.
public enum TriggerEvent: String, CaseIterable, Hashable, Sendable {
    case insert
    case update
    case delete
}
