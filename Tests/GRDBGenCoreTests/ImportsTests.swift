@testable import GRDBGenCore
import GRDBGenSyntax
import XCTest

/// A generated file imports Foundation when its finished syntax tree names a Foundation type.
final class ImportsTests: XCTestCase {
    func testFoundationIsImportedWhenTheTreeNamesOneOfItsTypes() {
        func function(_ body: GRDBGenSyntax.Expression, parameter: TypeReference = .named("Int64")) -> Declaration {
            Declaration(
                .function(
                    name: "f", parameters: [Parameter(nil, "id", parameter)], throwing: false, result: nil,
                    body: [.expression(body)]))
        }
        let plain = function(.identifier("row").invoking("decode", [Argument(nil, .metatype(.named("Int64")))]))
        XCTAssertEqual(Imports.modules(Imports.records, for: [plain]), ["GRDB", "GRDBGenRuntime"])
        // A metatype deep in a closure, a parameter's generic argument, a call of an initializer.
        let metatype = function(
            .call(
                .identifier("read"), [],
                trailing: Closure(
                    parameters: ["db"],
                    body: [
                        .expression(.identifier("row").invoking("decode", [Argument(nil, .metatype(.named("Date")))]))
                    ]
                )))
        let parameter = function(.nilLiteral, parameter: .array(TypeReference.named("UUID").optional))
        let initializer = function(.call(.identifier("Decimal"), [], trailing: nil))
        for declaration in [metatype, parameter, initializer] {
            XCTAssertEqual(
                Imports.modules(Imports.records, for: [plain, declaration]), ["Foundation", "GRDB", "GRDBGenRuntime"])
        }
        XCTAssertEqual(Imports.modules(["GRDB"], for: [plain]), ["GRDB"])
    }
}
