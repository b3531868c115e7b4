import GRDB

/// Values of GRDB types that GRDB gives no public initializer: `PersistenceContainer`,
/// `InsertionSuccess` and `PersistenceSuccess`.
///
/// The persistence callbacks of a record receive them (`didInsert(_:)`, `aroundInsert(_:insert:)`,
/// `didSave(_:)`…), so the fast paths must make them as GRDB does. Their properties are public and
/// settable: GRDB itself makes one of each, once, by inserting a probe record in an in-memory
/// database, and the fast paths copy them and set every property.
@usableFromInline
enum GRDBValues {
    struct Templates: @unchecked Sendable {
        // Immutable after creation: copies are values, shared storage is copy-on-write.
        let emptyContainer: PersistenceContainer
        let insertion: InsertionSuccess
        let persistence: PersistenceSuccess
    }

    private final class Sink: @unchecked Sendable {
        var emptyContainer: PersistenceContainer?
        var insertion: InsertionSuccess?
        var persistence: PersistenceSuccess?
    }

    /// A record whose callbacks keep what GRDB gives them.
    private struct Probe: MutablePersistableRecord {
        static let databaseTableName = "probe"
        let sink: Sink

        func encode(to container: inout PersistenceContainer) {
            if sink.emptyContainer == nil { sink.emptyContainer = container }
            container["value"] = 1
        }

        mutating func didInsert(_ inserted: InsertionSuccess) {
            sink.insertion = inserted
        }

        func didSave(_ saved: PersistenceSuccess) {
            sink.persistence = saved
        }
    }

    /// The values GRDB made for the probe, or the error that prevented it.
    static let templates: Result<Templates, any Error> = Result {
        let sink = Sink()
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE probe(value)")
            var probe = Probe(sink: sink)
            try probe.insert(db)
        }
        guard let emptyContainer = sink.emptyContainer, let insertion = sink.insertion,
            let persistence = sink.persistence
        else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "GRDB did not call the probe's callbacks") }
        return Templates(emptyContainer: emptyContainer, insertion: insertion, persistence: persistence)
    }

    // Each template on its own, so that the fast paths copy one value, not all three. They are
    // never mutated: a copy is a value, whose storage is copy-on-write.
    private static let emptyContainerTemplate = templates.map(\.emptyContainer)
    nonisolated(unsafe) private static let insertionTemplate = templates.map(\.insertion)
    nonisolated(unsafe) private static let persistenceTemplate = templates.map(\.persistence)

    /// An empty persistence container.
    static func emptyContainer() throws -> PersistenceContainer {
        try emptyContainerTemplate.get()
    }

    /// An `InsertionSuccess` with these values.
    @usableFromInline
    static func insertionSuccess(
        rowID: Int64, rowIDColumn: String?, container: PersistenceContainer
    ) throws
        -> InsertionSuccess
    {
        var success = try insertionTemplate.get()
        success.rowID = rowID
        success.rowIDColumn = rowIDColumn
        success.persistenceContainer = container
        return success
    }

    /// A `PersistenceSuccess` with this container.
    @usableFromInline
    static func persistenceSuccess(_ container: PersistenceContainer) throws -> PersistenceSuccess {
        var success = try persistenceTemplate.get()
        success.persistenceContainer = container
        return success
    }

    /// GRDB's error for an `around…` callback that did not call its function, or did not rethrow
    /// its error.
    @usableFromInline
    static func callbackMisuse(_ type: Any.Type, _ callback: String) -> DatabaseError {
        let message =
            "Incorrect implementation of the `\(type).\(callback)` persistence callback: "
            + "the action function was not called, or its error was not rethrown."
        return DatabaseError(resultCode: .SQLITE_MISUSE, message: message)
    }
}

extension RecordLayout {
    /// The persistence container of a record: its `encode(to:)`, into a container that already
    /// has the columns of the layout in order, so that it binds the layout's statements by index.
    @usableFromInline
    func container(of record: some EncodableRecord) throws -> PersistenceContainer {
        var container = try prototype ?? GRDBValues.emptyContainer()
        try record.encode(to: &container)
        guard container.count == columns.count else {
            throw DatabaseError(
                resultCode: .SQLITE_MISUSE,
                message:
                    "\(type(of: record)).encode(to:) encodes \(container.count) columns; \(table) has \(columns.count)")
        }
        return container
    }

    /// The primary key of a container, as GRDB reports it in `RecordError.recordNotFound`.
    @usableFromInline
    func primaryKey(in container: PersistenceContainer) -> [String: DatabaseValue] {
        Dictionary(uniqueKeysWithValues: primaryKey.map { ($0, container[$0]?.databaseValue ?? .null) })
    }

    /// A container with every column of the layout, in order, each NULL.
    static func prototype(columns: [String]) -> PersistenceContainer? {
        guard var container = try? GRDBValues.emptyContainer() else { return nil }
        for column in columns {
            container[column] = nil
        }
        return container
    }
}
