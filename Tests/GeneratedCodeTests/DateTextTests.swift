import Foundation
import GRDB
@_spi(Generated) @testable import GRDBGenRuntime
import XCTest

/// The fast paths format dates themselves: byte for byte what GRDB writes.
final class DateTextTests: XCTestCase {
    func grdb(_ date: Date) -> String {
        guard case .string(let text) = date.databaseValue.storage else { return "" }
        return text
    }

    func testSameTextAsGRDB() {
        var generator = SystemRandomNumberGenerator()
        var dates: [Date] = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.001), Date(timeIntervalSince1970: -1),
            Date(timeIntervalSince1970: 1_700_000_000.123), Date(timeIntervalSince1970: 1_700_000_000.9995),
            // 2000-02-29, 2100-03-01
            Date(timeIntervalSince1970: 951_782_400), Date(timeIntervalSince1970: 4_107_542_400),
            Date(timeIntervalSinceReferenceDate: 0), Date.distantPast, Date.distantFuture,
        ]
        for _ in 0..<200_000 {
            // Years 1500 to 9999 (before 1583 the fast path steps aside), with fractions of every size.
            let seconds = Double.random(in: -14_831_769_600...253_402_300_799, using: &generator)
            dates.append(Date(timeIntervalSince1970: seconds))
            dates.append(
                Date(
                    timeIntervalSince1970: seconds.rounded(.down) + Double(Int.random(in: 0...999, using: &generator))
                        / 1000))
        }
        var checked = 0
        for date in dates {
            guard let text = StoredText.dateString(from: date) else { continue }
            XCTAssertEqual(text, grdb(date), "\(date.timeIntervalSince1970)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 380_000)
        XCTAssertNil(StoredText.dateString(from: Date(timeIntervalSince1970: -12_212_553_601)), "1582 is left to GRDB")
        XCTAssertNil(
            StoredText.dateString(from: Date(timeIntervalSince1970: 253_402_300_800)), "year 10000 is left to GRDB")
    }
}
