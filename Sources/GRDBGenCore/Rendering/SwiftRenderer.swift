/// The render stage: ``ValidatedSchema`` → ``GeneratedFiles``.
///
/// Rendering is pure and deterministic: the same schema gives the same bytes, in the same file
/// order, whatever the machine or the path of the schema.
public enum SwiftRenderer {
    /// Renders every file: the store, its migrator, and one file per record.
    ///
    /// - parameter schemaFileName: the name of the schema file, written in file headers.
    public static func render(_ schema: ValidatedSchema, schemaFileName: String) -> GeneratedFiles {
        let store = schema.storeName
        var files = [
            GeneratedFiles.File(name: "\(store).swift", contents: StoreRenderer.render(schema, schemaFileName: schemaFileName)),
            GeneratedFiles.File(
                name: "\(store)+Migrations.swift", contents: MigrationRenderer.render(schema, schemaFileName: schemaFileName)),
        ]
        for record in schema.records {
            files.append(GeneratedFiles.File(
                name: "\(record.recordName).swift",
                contents: RecordRenderer.render(record, schema: schema, schemaFileName: schemaFileName)))
        }
        return GeneratedFiles(files: files)
    }
}
