import FixtureRecords
import Foundation
import GRDB
import XCTest

/// Conflict resolution of generated records (GRDB's
/// `MutablePersistableRecordPersistenceConflictPolicyTests`): `onConflict:` and the record's
/// `persistenceConflictPolicy` give the statements and outcomes of GRDB's own methods.
final class ConflictPolicyConformanceTests: XCTestCase {
    /// The write statements a block runs, as SQLite reports them.
    func statements(_ db: Database, _ body: () throws -> Void) rethrows -> [String] {
        var sql: [String] = []
        db.trace { event in
            if case .statement(let statement) = event { sql.append(statement.sql) }
        }
        defer { db.trace(options: [], nil) }
        try body()
        return sql.filter { $0.hasPrefix("INSERT") || $0.hasPrefix("UPDATE") }
    }

    func rows(_ db: Database, _ table: String) throws -> [[DatabaseValue]] {
        try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map { Array($0.databaseValues) }
    }

    /// Each resolution on a duplicate: the same error or outcome as GRDB's method.
    func testOnConflictOfInsert() throws {
        let resolutions: [Database.ConflictResolution?] = [nil, .abort, .fail, .ignore, .replace, .rollback]
        for resolution in resolutions {
            var outcomes: [String] = []
            for path in ["generated", "GRDB"] {
                try withConformanceDatabase { db in
                    var first = Player(name: "Arthur", score: 1)
                    try first.insert(db)
                    var duplicate = Player(name: "Arthur", score: 2)
                    var outcome: String
                    do {
                        let sql = try statements(db) {
                            if path == "generated" {
                                try duplicate.insert(db, onConflict: resolution)
                            } else {
                                try GRDBPath.insert(&duplicate, db, onConflict: resolution)
                            }
                        }
                        XCTAssertEqual(sql.count, 1)
                        let verb = resolution.map { $0 == .abort ? "INSERT INTO" : "INSERT OR \($0.rawValue) INTO" }
                        XCTAssertTrue(sql[0].hasPrefix(verb ?? "INSERT INTO"), sql[0])
                        outcome = "inserted id \(duplicate.id.map(String.init) ?? "nil")"
                    } catch let error as DatabaseError {
                        outcome = error.resultCode == .SQLITE_CONSTRAINT ? "constraint" : "\(error.resultCode)"
                    }
                    outcome += ", rows \(try rows(db, "player"))"
                    outcomes.append(outcome)
                }
            }
            XCTAssertEqual(outcomes[0], outcomes[1], "\(String(describing: resolution))")
            switch resolution {
            case nil, .abort?, .fail?, .rollback?: XCTAssertTrue(outcomes[0].hasPrefix("constraint"), outcomes[0])
            case .ignore?: XCTAssertTrue(outcomes[0].hasSuffix("rows [[1, \"Arthur\", 1]]"), outcomes[0])
            case .replace?: XCTAssertEqual(outcomes[0], "inserted id 2, rows [[2, \"Arthur\", 2]]")
            }
        }
    }

    /// `Country.persistenceConflictPolicy` is `(insert: .replace, update: .ignore)`, declared
    /// by the app in an extension: the generated methods use it, and an explicit `onConflict:`
    /// wins over it.
    func testRecordConflictPolicy() throws {
        for path in ["generated", "GRDB"] {
            try withConformanceDatabase { db in
                func insert(_ country: Country, _ resolution: Database.ConflictResolution? = nil) throws -> [String] {
                    var country = country
                    return try statements(db) {
                        if path == "generated" {
                            try country.insert(db, onConflict: resolution)
                        } else {
                            try GRDBPath.insert(&country, db, onConflict: resolution)
                        }
                    }
                }
                func update(_ country: Country) throws -> [String] {
                    try statements(db) {
                        if path == "generated" { try country.update(db) } else { try GRDBPath.update(country, db) }
                    }
                }
                XCTAssertEqual(
                    try insert(Country(code: 33, name: "France")).first?.hasPrefix("INSERT OR REPLACE"), true)
                XCTAssertEqual(try insert(Country(code: 34, name: "Spain")).first?.hasPrefix("INSERT OR REPLACE"), true)
                // Insert: the policy replaces the row with the same code (the code is the row id).
                _ = try insert(Country(code: 33, name: "République française"))
                XCTAssertEqual(
                    try rows(db, "country").map { $0[1] },
                    ["République française".databaseValue, "Spain".databaseValue])
                // … and the row with the same name.
                _ = try insert(Country(code: 35, name: "Spain"))
                XCTAssertEqual(try rows(db, "country").map { $0[0] }, [33.databaseValue, 35.databaseValue])
                _ = try insert(Country(code: 34, name: "Spain"))
                // An explicit resolution wins over the policy.
                XCTAssertThrowsError(try insert(Country(code: 34, name: "España"), .abort)) { error in
                    XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT, path)
                }
                // Update: the policy ignores the duplicate name, so no row changes: GRDB reports
                // that as recordNotFound.
                XCTAssertThrowsError(try update(Country(code: 34, name: "République française"))) { error in
                    guard case RecordError.recordNotFound(databaseTableName: "country", key: let key) = error
                    else { return XCTFail("\(path): \(error)") }
                    XCTAssertEqual(key, ["code": 34.databaseValue], path)
                }
                XCTAssertEqual(try String.fetchOne(db, sql: "SELECT name FROM country WHERE code = 34"), "Spain")
                let sql = try update(Country(code: 34, name: "Espagne"))
                XCTAssertEqual(sql.count, 1)
                XCTAssertTrue(sql[0].hasPrefix(#"UPDATE OR IGNORE "country" SET "name"="#), sql[0])
            }
        }
    }

    /// `save` passes its resolution to the update and to the insert.
    func testSaveWithConflictResolution() throws {
        try withConformanceDatabase { db in
            var first = Player(name: "Arthur", score: 1)
            try first.save(db)
            var second = Player(name: "Barbara", score: 2)
            try second.save(db)
            second.name = "Arthur"
            XCTAssertThrowsError(try second.save(db))
            try second.save(db, onConflict: .replace)
            XCTAssertEqual(try Player.fetchAll(db), [second])
        }
    }
}
