@testable import GRDBGenCore
import GRDBGenSQL
import XCTest

/// The one SQL tokenizer, and the grouped view `grdbgen import` reads schema SQL with.
final class SQLTokenizerTests: XCTestCase {
    func testTokensFollowSQLitesRules() {
        let sql =
            "SELECT \"a \"\"b\"\"\", [c d], `e`, 'it''s', 1.5, :name, ?2 -- comment\n\u{0C}FROM café /* x */ WHERE x <= y"
        let tokens = SQLTokenizer.tokens(sql)
        XCTAssertEqual(
            tokens.map(\.text),
            [
                "SELECT", "\"a \"\"b\"\"\"", ",", "[c d]", ",", "`e`", ",", "'it''s'", ",", "1.5", ",", ":name", ",",
                "?2", "FROM", "café", "WHERE", "x", "<=", "y",
            ])
        XCTAssertEqual(tokens[1].name, "a \"b\"")
        XCTAssertEqual(tokens[3].name, "c d")
        XCTAssertEqual(tokens[9].kind, .number)
        XCTAssertEqual(tokens[11].kind, .parameter)
        XCTAssertEqual(tokens[15].kind, .word)
        // Offsets are UTF-8 offsets into the SQL.
        let where_ = tokens[16]
        XCTAssertEqual(String(decoding: Array(sql.utf8)[where_.offset...].prefix(5), as: UTF8.self), "WHERE")
    }

    func testDepthCountsParentheses() {
        let tokens = SQLTokenizer.tokens("f(a, (b)) c")
        XCTAssertEqual(tokens.map(\.depth), [0, 0, 1, 1, 1, 2, 1, 0, 0])
    }

    func testImportGroupsParenthesesAsOneToken() {
        let tokens = SQLTokens("CREATE TABLE t (\"a(\" TEXT, [b)] INT CHECK (b > 0)) STRICT").tokens
        XCTAssertEqual(tokens.map(\.kind), [.word, .word, .word, .group, .word])
        XCTAssertEqual(tokens[3].text, "(\"a(\" TEXT, [b)] INT CHECK (b > 0))")
        XCTAssertEqual(
            SQLTokens.items(ofGroup: tokens[3].text).map { $0.text(from: 0) },
            ["\"a(\" TEXT", "[b)] INT CHECK (b > 0)"])
        // An unclosed group runs to the end.
        XCTAssertEqual(SQLTokens("x (a, b").tokens.last?.text, "(a, b")
    }
}
