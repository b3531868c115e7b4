@testable import GRDBGenCore
import Foundation
import GRDB
import XCTest

/// `grdbgen import --sql` of what `sqlite3 .dump` writes (issue 46): `PRAGMA foreign_keys=OFF`,
/// `BEGIN TRANSACTION` … `COMMIT`, rows, `sqlite_sequence`; and no false warning of a BLOB column
/// whose rows hold blobs.
final class ImportDumpTests: XCTestCase {
    /// The output of `sqlite3 app.db .dump`, as the shell writes it.
    static let dump = """
        PRAGMA foreign_keys=OFF;
        BEGIN TRANSACTION;
        CREATE TABLE item(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, photo BLOB, note TEXT);
        INSERT INTO item VALUES(1,'a',X'0102','plain');
        INSERT INTO item VALUES(2,'b',X'03',X'0405');
        CREATE TABLE tag(id INTEGER PRIMARY KEY, itemID INTEGER REFERENCES item(id) ON DELETE CASCADE, label TEXT);
        INSERT INTO tag VALUES(1,1,'x');
        DELETE FROM sqlite_sequence;
        INSERT INTO sqlite_sequence VALUES('item',2);
        CREATE INDEX item_name ON item(name);
        SAVEPOINT tidy;
        UPDATE tag SET label = 'y' WHERE id = 1;
        RELEASE tidy;
        COMMIT;

        """

    func imported(_ script: String) throws -> SchemaImporter.Result {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).sql").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        return try SchemaImporter.importSchema(sqlScriptAt: path)
    }

    func testADumpImportsAsTheFileItMakes() throws {
        let result = try imported(Self.dump)
        for expected in [
            "id:    { type: integer, primaryKey: autoincrement }", "photo: { type: blob }",
            "references: { table: item, column: id, onDelete: cascade }", "- { name: item_name, columns: [name] }",
        ] {
            XCTAssertTrue(result.text.contains(expected), "missing \(expected) in\n\(result.text)")
        }
        XCTAssertFalse(result.text.contains("sqlite_sequence"), result.text)
    }

    func testABlobColumnOfBlobsHasNoWarningATextColumnOfBlobsKeepsIts() throws {
        let warnings = try imported(Self.dump).warnings
        XCTAssertFalse(warnings.contains { $0.contains("column `photo`") }, "\(warnings)")
        XCTAssertEqual(
            warnings.filter { $0.contains("column `note` of table `item` is declared TEXT but holds blobs in 1") }
                .count, 1, "\(warnings)")
    }

    func testAScriptThatLeavesItsTransactionOpenIsCommittedAndABrokenOneRefused() throws {
        let open = try imported("BEGIN;\nCREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT);\n")
        XCTAssertTrue(open.text.contains("  t:\n"), open.text)
        XCTAssertThrowsError(
            try imported("BEGIN;\nCREATE TABLE t(id INTEGER PRIMARY KEY);\nINSERT INTO missing VALUES(1);\n")
        ) {
            XCTAssertTrue("\($0)".contains("SQLite refuses the script: no such table: missing"), "\($0)")
        }
    }
}
