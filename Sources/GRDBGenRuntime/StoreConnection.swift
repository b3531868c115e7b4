/// The connection a store opens on a file
/// (``DatabaseStore/openFile(atPath:configuration:connection:watchingOtherProcesses:)``).
///
/// ```swift
/// let store = try AppDatabase.openFile(atPath: path, connection: .queue)
/// ```
public enum StoreConnection: Sendable, Hashable {
    /// GRDB's `DatabasePool`, in WAL mode: reads in parallel with the writer. The default.
    case pool
    /// GRDB's `DatabaseQueue`: one connection, reads and writes in turn, the file's journal mode
    /// unchanged; as an app opens a file it shares with an extension that opens it so.
    case queue
}
