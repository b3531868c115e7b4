import GRDBGenCore
import XCTest

/// The name of a `belongsTo` association: the foreign key column without its identifier suffix
/// (issue 37: `vaultUID` gave `vaultU`).
final class AssociationNameTests: XCTestCase {
    func schema(column: String) -> String {
        """
        tables:
          vaults:
            record: Vault
            columns:
              uid:   { type: uuid, primaryKey: true }
          entries:
            record: Entry
            columns:
              id:       { type: integer, primaryKey: autoincrement }
              \(column): { type: uuid, notNull: true, references: { table: vaults } }
        migrations:
          - id: v1
            steps:
              - createTable:
                  table: vaults
                  columns:
                    uid:   { type: uuid, primaryKey: true }
              - createTable:
                  table: entries
                  columns:
                    id:       { type: integer, primaryKey: autoincrement }
                    \(column): { type: uuid, notNull: true, references: { table: vaults } }
              - createIndex: { name: index_entries_on_\(column), table: entries, columns: [\(column)] }

        """
    }

    func association(for column: String) async throws -> String {
        let output = try await GeneratorPipeline().run(SchemaSource(path: "schema.yaml", text: schema(column: column)))
        XCTAssertEqual(output.diagnostics.map(\.description), [])
        let entry = try XCTUnwrap(output.files["Entry.swift"])
        let line = try XCTUnwrap(
            entry.split(separator: "\n").first { $0.contains("BelongsToAssociation<Entry, Vault>") }, entry)
        return line.trimmingCharacters(in: .whitespaces)
    }

    func testIdentifierSuffixesAreLeftOut() async throws {
        for column in ["vaultUID", "vaultUuid", "vaultUUID", "vaultGUID", "vaultID", "vaultId", "vault_id"] {
            let line = try await association(for: column)
            XCTAssertEqual(line, "static var vault: BelongsToAssociation<Entry, Vault> {", column)
        }
    }

    func testAColumnWithoutSuffixIsNamedAfterTheParent() async throws {
        let line = try await association(for: "home")
        XCTAssertEqual(line, "static var vault: BelongsToAssociation<Entry, Vault> {")
    }
}
