import Foundation

/// The directory grdbgen writes into, such as `Generated/`.
///
/// Writes are all or nothing: the new content is prepared in a temporary directory beside the
/// output, then swapped into place. Files whose content did not change keep their inode and
/// modification date (they are hard-linked into the new directory), so build systems do not
/// recompile them. The directory belongs to grdbgen: a file in it that grdbgen did not write
/// stops generation, so that nothing of the user's is ever removed.
public struct OutputDirectory: Sendable {
    /// One difference between the directory and what generation would write.
    public enum Difference: Hashable, Sendable, CustomStringConvertible {
        /// The file would be written with other content.
        case changed(String)
        /// The file does not exist yet.
        case missing(String)
        /// The file exists but would not be generated any more.
        case stale(String)

        /// The file name.
        public var name: String {
            switch self {
            case .changed(let name), .missing(let name), .stale(let name): name
            }
        }

        /// `Item.swift: differs`, and so on.
        public var description: String {
            switch self {
            case .changed(let name): "\(name): differs from what grdbgen generates"
            case .missing(let name): "\(name): missing"
            case .stale(let name): "\(name): no longer generated"
            }
        }
    }

    /// An error writing the output.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        public var description: String
    }

    /// The path of the directory.
    public var path: String

    /// Creates a handle on a directory, which need not exist.
    public init(path: String) {
        self.path = path
    }

    private var url: URL { URL(fileURLWithPath: path) }

    /// The differences between the directory and `files`; empty when it is up to date.
    public func differences(from files: GeneratedFiles) throws(WriteError) -> [Difference] {
        let existing = try existingFiles()
        var result: [Difference] = []
        for file in files.files {
            guard let data = existing[file.name] else {
                result.append(.missing(file.name))
                continue
            }
            if data != Data(file.contents.utf8) {
                result.append(.changed(file.name))
            }
        }
        let names = Set(files.names)
        for name in existing.keys.sorted() where !names.contains(name) {
            result.append(.stale(name))
        }
        return result
    }

    /// Writes `files`, replacing what the directory had, all or nothing.
    ///
    /// - returns: the differences that were written; empty when nothing changed.
    @discardableResult
    public func write(_ files: GeneratedFiles) throws(WriteError) -> [Difference] {
        recoverInterruptedWrites()
        let differences = try differences(from: files)
        guard !differences.isEmpty else { return [] }
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let base = url.lastPathComponent
        let token = UUID().uuidString.prefix(8)
        let staging = parent.appendingPathComponent(".\(base).grdbgen-new-\(token)")
        let backup = parent.appendingPathComponent(".\(base).grdbgen-old-\(token)")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw WriteError(description: "cannot create a directory beside \(path): \(error.localizedDescription)")
        }
        do {
            let changed = Set(differences.map(\.name))
            for file in files.files {
                let target = staging.appendingPathComponent(file.name)
                if changed.contains(file.name) {
                    try Data(file.contents.utf8).write(to: target)
                } else {
                    try Self.linkOrCopy(url.appendingPathComponent(file.name), to: target)
                }
            }
            // Hidden files (such as .DS_Store or .gitkeep) stay.
            if manager.fileExists(atPath: path) {
                for name in try manager.contentsOfDirectory(atPath: path) where name.hasPrefix(".") {
                    try Self.linkOrCopy(url.appendingPathComponent(name), to: staging.appendingPathComponent(name))
                }
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw WriteError(description: "cannot write the generated files: \(error.localizedDescription)")
        }
        try swap(staging: staging, backup: backup)
        return differences
    }

    /// A write killed between its two renames leaves the old directory as a backup and no
    /// output: put the backup back. Staging directories of killed writes are removed.
    func recoverInterruptedWrites() {
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let base = url.lastPathComponent
        guard let names = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        for name in names.sorted() {
            let leftover = parent.appendingPathComponent(name)
            if name.hasPrefix(".\(base).grdbgen-old-") {
                if manager.fileExists(atPath: path) {
                    try? manager.removeItem(at: leftover)
                } else {
                    _ = rename(leftover.path, path)
                }
            } else if name.hasPrefix(".\(base).grdbgen-new-") {
                try? manager.removeItem(at: leftover)
            }
        }
    }

    /// Moves the staging directory into place. The old directory is kept as `backup` until the
    /// new one is in place, and put back if the move fails.
    private func swap(staging: URL, backup: URL) throws(WriteError) {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else {
            guard rename(staging.path, path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? manager.removeItem(at: staging)
                throw WriteError(description: "cannot move the generated files into \(path): \(reason)")
            }
            return
        }
        guard rename(path, backup.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: staging)
            throw WriteError(description: "cannot replace \(path): \(reason)")
        }
        guard rename(staging.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = rename(backup.path, path)
            try? manager.removeItem(at: staging)
            throw WriteError(description: "cannot move the generated files into \(path): \(reason)")
        }
        try? manager.removeItem(at: backup)
    }

    /// The generated files in the directory, by name, with their contents (read once: to tell
    /// them generated, and to compare them). Refuses a directory with files that grdbgen did
    /// not write.
    private func existingFiles() throws(WriteError) -> [String: Data] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { return [:] }
        guard isDirectory.boolValue else {
            throw WriteError(description: "\(path) is a file, not a directory")
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: path)
        } catch {
            throw WriteError(description: "cannot list \(path): \(error.localizedDescription)")
        }
        var generated: [String: Data] = [:]
        var foreign: [String] = []
        for name in names where !name.hasPrefix(".") {
            if let data = read(name), data.starts(with: Data(FileHeader.marker.utf8)) {
                generated[name] = data
            } else {
                foreign.append(name)
            }
        }
        if !foreign.isEmpty {
            throw WriteError(
                description:
                    "\(path) contains files grdbgen did not generate "
                    + "(\(foreign.sorted().joined(separator: ", "))); grdbgen replaces its output directory "
                    + "as a whole, so give it a directory of its own"
            )
        }
        return generated
    }

    /// A hard link keeps the file's inode and date; a copy is the fallback where links fail.
    private static func linkOrCopy(_ source: URL, to target: URL) throws {
        do {
            try FileManager.default.linkItem(at: source, to: target)
        } catch {
            try FileManager.default.copyItem(at: source, to: target)
        }
    }

    private func read(_ name: String) -> Data? {
        try? Data(contentsOf: url.appendingPathComponent(name))
    }
}
