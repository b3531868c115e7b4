import XCTest

@testable import GRDBGenSyntax

/// The syntax module's two escapers of Swift source: identifiers (backticks) and string literals.
final class SwiftEscapingTests: XCTestCase {
    func testKeywordsGetBackticksWhereAnIdentifierIsExpected() {
        XCTAssertEqual(SwiftIdentifier.escaped("default"), "`default`")
        XCTAssertEqual(SwiftIdentifier.escaped("Self"), "`Self`")
        XCTAssertEqual(SwiftIdentifier.escaped("name"), "name")
        // At a call site only `inout`, `var` and `let` need them.
        XCTAssertEqual(SwiftIdentifier.argumentLabel("default"), "default")
        XCTAssertEqual(SwiftIdentifier.argumentLabel("let"), "`let`")
        // The printer reads the same decision.
        let printed = SwiftPrinter().print(
            SwiftFile(declarations: [
                Declaration(
                    .variable(isLet: true, name: "default", type: .named("Int"), value: .integer(1), getter: nil))
            ]))
        XCTAssertEqual(printed, "let `default`: Int = 1\n")
    }

    func testStringLiteralsCompileToTheirText() {
        XCTAssertEqual(SwiftLiteral.string("say \"hi\"\\\n\t\u{7}"), #""say \"hi\"\\\n\t\u{7}""#)
        XCTAssertEqual(SwiftLiteral.string("plain"), "\"plain\"")
        // In a multi-line literal quotes need no escape, backslashes do; the printer cuts the
        // lines itself, so a line break left in the text is escaped.
        XCTAssertEqual(SwiftLiteral.escaped("a \"b\"\nc\\d", inMultilineLiteral: true), #"a "b"\u{a}c\\d"#)
        // Format characters (a right-to-left mark) are escaped, so the source shows them.
        XCTAssertEqual(SwiftLiteral.string("a\u{200F}b"), #""a\u{200f}b""#)
    }
}
