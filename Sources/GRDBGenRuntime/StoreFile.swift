import Foundation
import GRDB

/// Opening database files safely.
package enum StoreFile {
    /// The 16 bytes every SQLite database file starts with.
    static let header = Data("SQLite format 3\0".utf8)

    /// Opens a connection of the given kind on a file, creating the file and its directory if
    /// needed, as ``openPool(atPath:configuration:)`` does.
    package static func open(
        atPath path: String, configuration: Configuration, connection: StoreConnection
    ) throws -> any DatabaseWriter {
        switch connection {
        case .pool: return try openPool(atPath: path, configuration: configuration)
        case .queue:
            try prepareDirectory(forPath: path)
            return try mapErrors(path: path) { try DatabaseQueue(path: path, configuration: configuration) }
        case .readOnly:
            guard let queue = try openExistingReadOnly(atPath: path, configuration: configuration, writable: false)
            else {
                throw StoreError.cannotOpen(path: path, reason: "there is no database to read: the app makes it")
            }
            return queue
        }
    }

    /// Opens a `DatabasePool` (WAL mode) on a file, creating the file and its directory if
    /// needed. A file that exists but is not an SQLite database is refused before SQLite
    /// touches it.
    ///
    /// Opening a pool writes to the file (GRDB makes sure the WAL file exists): inspect an
    /// existing file with ``openExistingReadOnly(atPath:configuration:writable:)`` first when it must
    /// stay unchanged.
    package static func openPool(atPath path: String, configuration: Configuration) throws -> DatabasePool {
        try prepareDirectory(forPath: path)
        return try mapErrors(path: path) { try DatabasePool(path: path, configuration: configuration) }
    }

    /// Refuses a file that is not a database; creates the directory of a file that does not exist.
    static func prepareDirectory(forPath path: String) throws {
        if try checkExistingFile(atPath: path) == false {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            if isReadOnly(directory.path) {
                throw StoreError.cannotOpen(path: path, reason: "the directory \(directory.path) is read-only")
            }
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create the directory \(directory.path)")
            }
        }
    }

    /// Opens an existing, non-empty database file read-only, without changing it; `nil` when
    /// there is no such file yet. `writable`: a file whose mode bits refuse writes is refused (a
    /// store that writes it would fail later), but by a read-only store.
    package static func openExistingReadOnly(
        atPath path: String, configuration: Configuration, writable: Bool = true
    ) throws -> DatabaseQueue? {
        guard try checkExistingFile(atPath: path, writable: writable) else { return nil }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size > 0 else { return nil }
        var configuration = configuration
        configuration.readonly = true
        return try mapErrors(path: path) {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // Reading the schema finds a file that only looks like a database.
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM sqlite_master") }
            return queue
        }
    }

    /// Whether a file exists at `path`; throws when it is a directory, unreadable, or not an
    /// SQLite database. An empty file counts as a new database.
    private static func checkExistingFile(atPath path: String, writable: Bool = true) throws -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        if isDirectory.boolValue {
            throw StoreError.cannotOpen(path: path, reason: "it is a directory")
        }
        // Write permission is checked from the mode bits, so that a read-only file stays
        // untouched even for a user (root) whom the system would let write.
        if writable, isReadOnly(path) {
            throw StoreError.cannotOpen(path: path, reason: "the file is read-only")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw StoreError.cannotOpen(path: path, reason: "the file cannot be read")
        }
        defer { try? handle.close() }
        let prefix = (try? handle.read(upToCount: header.count)) ?? nil
        if let prefix, !prefix.isEmpty, prefix != header {
            throw StoreError.notADatabase(path: path)
        }
        return true
    }

    /// Whether no one may write the file or directory at `path` (its mode has no write bit).
    private static func isReadOnly(_ path: String) -> Bool {
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber
        return permissions.map { $0.intValue & 0o222 == 0 } ?? false
    }

    private static func mapErrors<T>(path: String, _ body: () throws -> T) throws -> T {
        do {
            return try retryingWhileBusy(body)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StoreError.notADatabase(path: path)
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// Runs `body` again while SQLite says the file is busy, for up to ten seconds (the store's busy
    /// timeout). Opening a file that another process is creating — switching it to WAL, or
    /// migrating it — can fail at once with `SQLITE_BUSY`, before any busy handler is called
    /// (a read-only connection cannot wait for the WAL index that process is making).
    static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(10)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }
}
