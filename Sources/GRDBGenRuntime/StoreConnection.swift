/// The connection a store opens on a file
/// (``DatabaseStore/openFile(atPath:configuration:connection:watchingOtherProcesses:opening:)``).
///
/// ```swift
/// let store = try AppDatabase.openFile(atPath: path, connection: .queue)
/// let widget = try AppDatabase.openFile(atPath: path, connection: .readOnly, watchingOtherProcesses: true)
/// ```
public enum StoreConnection: Sendable, Hashable {
    /// GRDB's `DatabasePool`, in WAL mode: reads in parallel with the writer. The default.
    case pool
    /// GRDB's `DatabaseQueue`: one connection, reads and writes in turn, the file's journal mode
    /// unchanged; as an app opens a file it shares with an extension that opens it so.
    case queue
    /// A read-only `DatabaseQueue` on an existing file, for a widget or an app extension: it never
    /// migrates, writes or takes the write lock (a process killed while it holds it, iOS's
    /// `0xdead10cc`, cannot then be this one), and reads and observes the file as the app writes
    /// it (with `watchingOtherProcesses: true`). A file this version of the schema has not
    /// migrated yet is refused (``StoreError/olderSchema(pendingMigrations:)``), as is a newer one.
    case readOnly
}
