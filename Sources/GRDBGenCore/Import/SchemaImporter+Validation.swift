import Foundation

extension SchemaImporter {
    /// An import that writes only what generates: what `make` imports (leaving out the tables it is
    /// given) is validated as `grdbgen generate` validates it; a table that an error is found in is
    /// left out, said in a warning with the generator's message, and the import made again, until
    /// what it writes validates. The diagnostics are those of an error found in no table: a schema
    /// the import cannot write whole is never written in part without a word.
    ///
    /// ```swift
    /// let (result, errors) = await SchemaImporter.validated { leavingOut in
    ///     try SchemaImporter.importSchema(databaseAt: path, leavingOut: leavingOut)
    /// }
    /// ```
    public static func validated(
        schemaPath: String = "schema.yaml", _ make: (Set<String>) throws -> Result
    ) async throws -> (result: Result, errors: [Diagnostic]) {
        var leftOut: [String: String] = [:]
        while true {
            var result = try make(Set(leftOut.keys))
            let diagnostics = DiagnosticCollector()
            do {
                var lock = result.lock ?? LockFile(path: "")
                lock.path = LockFile.path(forSchema: schemaPath)
                let described = try await GeneratorPipeline().validate(
                    SchemaSource(path: schemaPath, text: result.text), lock: lock, diagnostics: diagnostics)
                result.lock = lock.locking(described.schema.migrations)
                result.warnings += leftOut.sorted { $0.key < $1.key }.map { table, reason in
                    "table `\(table)` is not imported: grdbgen generate would refuse it: \(reason)"
                }
                return (result, [])
            } catch {
                let errors = error.diagnostics.filter { $0.severity == .error }
                var found = false
                for error in errors {
                    guard let line = error.location?.line, let table = table(at: line, in: result.text),
                        leftOut[table] == nil
                    else { continue }
                    leftOut[table] = error.message
                    found = true
                }
                guard found else { return (result, errors) }
            }
        }
    }

    /// The table that line `line` (from 1) of an imported schema.yaml defines: the name of its block
    /// under `tables:`, or the `table:` of the migration step it is in.
    static func table(at line: Int, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard line >= 1, line <= lines.count else { return nil }
        for index in stride(from: line - 1, through: 0, by: -1) {
            // A reference names another table (`references: { table: notebook, … }`): not this one.
            let text = lines[index].replacing(/references: *\{[^}]*\}/, with: "")
            if let match = text.firstMatch(of: /table: *"?([^",}\s]+)"?/) { return String(match.1) }
            if let match = text.firstMatch(of: /^  "?([^"\s#:][^":]*)"?: *$/) {
                // A block of `tables:` when the section above it is `tables:`.
                let section = lines[..<index].last { $0.firstMatch(of: /^[A-Za-z]+:/) != nil }
                return section?.hasPrefix("tables:") == true ? String(match.1) : nil
            }
            if text.firstMatch(of: /^[A-Za-z]+:/) != nil { return nil }
        }
        return nil
    }
}
