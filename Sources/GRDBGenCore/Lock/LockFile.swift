import Foundation

/// `schema.lock`: the migrations that have been generated, each with the checksum of its steps.
///
/// ```
/// # schema.lock — written by grdbgen generate; commit it with the schema.
/// sha256:3f1c…  createItem
/// sha256:9b0a…  addNotes
/// ```
///
/// A locked migration may not change, disappear, be renamed or move: released databases have
/// run it. `grdbgen lock --unlock ID` removes an entry, for a migration that was never released.
public struct LockFile: Sendable, Equatable {
    /// One locked migration.
    public struct Entry: Sendable, Equatable {
        /// The migration id.
        public var id: String
        /// `sha256:…` of its steps (``MigrationFingerprint``).
        public var checksum: String
        /// The line in the lock file, 0 for a new entry.
        public var line: Int
    }

    /// Where the lock file is.
    public var path: String
    /// The locked migrations, in order.
    public var entries: [Entry]
    /// The steps of a baseline that schema.yaml leaves to the lock (``Migration/stepsInLock``): the
    /// YAML of the migration (`- id: baseline`, `steps:`), and its first line in the file.
    public var baselineSteps: (text: String, line: Int)?

    public static func == (lhs: LockFile, rhs: LockFile) -> Bool {
        lhs.path == rhs.path && lhs.entries == rhs.entries && lhs.baselineSteps?.text == rhs.baselineSteps?.text
    }

    /// An empty lock file at `path`.
    public init(path: String, entries: [Entry] = []) {
        self.path = path
        self.entries = entries
    }

    /// The lock file of a schema file: `schema.lock` beside `schema.yaml` (`x.lock` for `x.yaml`).
    public static func path(forSchema schemaPath: String) -> String {
        let url = URL(fileURLWithPath: schemaPath)
        let base = url.deletingPathExtension().lastPathComponent
        let directory = (schemaPath as NSString).deletingLastPathComponent
        return directory.isEmpty ? "\(base).lock" : "\(directory)/\(base).lock"
    }

    /// Reads a lock file; `nil` when there is none.
    public static func read(path: String, diagnostics: DiagnosticCollector) -> LockFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else {
            diagnostics.error("cannot read the lock file", at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        return parse(text, path: path, diagnostics: diagnostics)
    }

    /// Parses the text of a lock file, reporting malformed lines.
    public static func parse(_ text: String, path: String, diagnostics: DiagnosticCollector) -> LockFile? {
        var lock = LockFile(path: path)
        var ok = true
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, raw) in lines.enumerated() {
            // The rest of the file: the YAML of a baseline's steps.
            if raw.hasPrefix("- ") {
                lock.baselineSteps = (lines[index...].joined(separator: "\n"), index + 1)
                break
            }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].hasPrefix("sha256:"), parts[0].count == 71 else {
                diagnostics.error(
                    "malformed lock line: expected `sha256:<64 hex digits> <migration id>`; regenerate it with "
                        + "`grdbgen lock --unlock` and `grdbgen generate`",
                    at: SourceLocation(file: path, line: index + 1, column: 1))
                ok = false
                continue
            }
            lock.entries.append(
                Entry(
                    id: parts[1].trimmingCharacters(in: .whitespaces), checksum: String(parts[0]), line: index + 1))
        }
        return ok ? lock : nil
    }

    /// The text of the lock file, its header naming the command that writes it (`grdbgen lock`).
    public func text(writtenBy command: String = "grdbgen generate") -> String {
        var lines = [
            "# \(URL(fileURLWithPath: path).lastPathComponent) — written by \(command); commit it with the schema.",
            "# Locked migrations may not change: add a new migration instead.",
            "# `grdbgen lock --unlock ID` unlocks a migration that was never released.",
        ]
        lines += entries.map { "\($0.checksum) \($0.id)" }
        if let steps = baselineSteps {
            lines += [
                "",
                "# The steps of the baseline, which schema.yaml leaves to this file: they make tables: and views: as",
                "# they were when it was locked, and never change.",
                steps.text.hasSuffix("\n") ? String(steps.text.dropLast()) : steps.text,
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lock with an entry for every migration of the schema that it does not lock yet.
    public func locking(_ migrations: [Migration]) -> LockFile {
        var lock = self
        for migration in migrations.dropFirst(entries.count) {
            lock.entries.append(
                Entry(id: migration.id.value, checksum: MigrationFingerprint.checksum(of: migration), line: 0))
            if migration.stepsInLock, let text = migration.lockedStepsText { lock.baselineSteps = (text, 0) }
        }
        return lock
    }

    /// Writes the lock file atomically.
    public func write(by command: String = "grdbgen generate") throws {
        try Data(text(writtenBy: command).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
