import Foundation
import GRDB

/// Opening database files safely.
public enum StoreFile {
    /// The 16 bytes every SQLite database file starts with.
    static let header = Data("SQLite format 3\0".utf8)

    /// Opens a `DatabasePool` (WAL mode) on a file, creating the file and its directory if
    /// needed. A file that exists but is not an SQLite database is refused before SQLite
    /// touches it.
    public static func openPool(atPath path: String, configuration: Configuration) throws -> DatabasePool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                throw StoreError.cannotOpen(path: path, reason: "it is a directory")
            }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw StoreError.cannotOpen(path: path, reason: "the file cannot be read")
            }
            let prefix = (try? handle.read(upToCount: header.count)) ?? nil
            try? handle.close()
            // An empty file is a new database for SQLite; anything else must be one already.
            if let prefix, !prefix.isEmpty, prefix != header {
                throw StoreError.notADatabase(path: path)
            }
        } else {
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create the directory \(directory.path)")
            }
        }
        do {
            return try DatabasePool(path: path, configuration: configuration)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw StoreError.notADatabase(path: path)
        } catch let error as DatabaseError {
            throw StoreError.cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
        }
    }

    /// The default location of an app's database file: `$XDG_DATA_HOME/APP/FILE` (or
    /// `~/.local/share/APP/FILE`) on Linux, Application Support on Apple platforms.
    ///
    /// ```swift
    /// StoreFile.defaultPath(app: "items") // ~/.local/share/items/db.sqlite
    /// ```
    public static func defaultPath(app: String, file: String = "db.sqlite", environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if canImport(Darwin)
        let base = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
        #else
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        #endif
        return base.appendingPathComponent(app).appendingPathComponent(file).path
    }
}
