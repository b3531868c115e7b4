import FixtureRecords
import Foundation
import GRDB
import GRDBGenRuntime
import XCTest

/// The music-store fixture (Tests/Fixtures/Schemas/music-store.yaml), a slice of the Chinook
/// sample: named associations of a self-reference and NO ACTION foreign keys, against SQLite.
final class MusicStoreTests: XCTestCase {
    var store: MusicStore!

    override func setUpWithError() throws {
        store = try MusicStore(
            DatabaseQueue(
                configuration: {
                    var configuration = Configuration()
                    configuration.foreignKeysEnabled = true
                    return configuration
                }()))
        try store.insert(Employee(employeeId: 1, lastName: "Adams"))
        try store.insert(Employee(employeeId: 2, lastName: "Edwards", reportsTo: 1))
        try store.insert(Employee(employeeId: 3, lastName: "Peacock", reportsTo: 2))
        try store.insert(Employee(employeeId: 4, lastName: "Park", reportsTo: 2))
    }

    func testNamedAssociationsOfASelfReference() throws {
        let edwards = try XCTUnwrap(store.fetchOne(Employee.filter(id: 2).withReports()))
        XCTAssertEqual(edwards.employee.lastName, "Edwards")
        XCTAssertEqual(edwards.reports.map(\.lastName).sorted(), ["Park", "Peacock"])
        XCTAssertEqual(try store.fetchOne(Employee.filter(id: 3).withReports())?.reports, [])

        let managers = try store.writer.read { db in
            try Employee
                .filter(id: 3)
                .annotated(withRequired: Employee.manager.select(Column("LastName").forKey("managerName")))
                .asRequest(of: Row.self)
                .fetchOne(db)
        }
        XCTAssertEqual(managers?["managerName"], "Edwards")
        let withoutManager = try store.writer.read { db in
            let manager = TableAlias<Employee>()
            return try Employee.joining(optional: Employee.manager.aliased(manager)).filter(!manager.exists).fetchAll(
                db)
        }
        XCTAssertEqual(withoutManager.map(\.employeeId), [1])
    }

    func testNoActionKeepsReferencedRows() throws {
        // NO ACTION: SQLite refuses, at the end of the statement, to leave a reference dangling.
        XCTAssertThrowsError(try store.delete(Employee.self, ids: [2])) { error in
            XCTAssertEqual((error as? DatabaseError)?.resultCode, .SQLITE_CONSTRAINT)
        }
        let report = try store.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT on_delete, on_update FROM pragma_foreign_key_list('Employee')")
        }
        XCTAssertEqual(report.map { [$0["on_delete"], $0["on_update"]] as [String] }, [["NO ACTION", "NO ACTION"]])
        var customer = Customer(lastName: "Gonçalves", supportRepId: 3)
        try store.insert(&customer)
        XCTAssertEqual(
            try store.fetchOne(Employee.filter(id: 3).withCustomers())?.customers.map(\.lastName), ["Gonçalves"])
        XCTAssertThrowsError(try store.delete(Employee.self, ids: [3]))
    }
}
