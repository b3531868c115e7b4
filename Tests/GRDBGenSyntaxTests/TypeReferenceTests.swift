@testable import GRDBGenSyntax
import XCTest

/// The Swift types the syntax tree names, and the ones schema.yaml may write (`swift.type`).
final class TypeReferenceTests: XCTestCase {
    func testTypesAreReadFromSchemaText() {
        XCTAssertEqual(TypeReference(parsing: "Tag"), .named("Tag"))
        XCTAssertEqual(TypeReference(parsing: "Item.Kind"), .member(.named("Item"), "Kind"))
        XCTAssertEqual(TypeReference(parsing: "[Tag]?"), .optional(.array(.named("Tag"))))
        XCTAssertEqual(TypeReference(parsing: "[String:Int]"), .dictionary(.named("String"), .named("Int")))
        XCTAssertEqual(
            TypeReference(parsing: "Set< Tag >"), .generic(.named("Set"), [.named("Tag")]))
        XCTAssertEqual(
            TypeReference(parsing: "Dictionary<String, [Tag?]>"),
            .generic(.named("Dictionary"), [.named("String"), .array(.optional(.named("Tag")))]))
        XCTAssertEqual(TypeReference(parsing: "Café"), .named("Café"))
    }

    func testTextThatIsNoTypeIsRefused() {
        for text in ["", "[Tag", "Tag]", "Set<Tag", "Tag..Kind", "1Tag", "Tag Kind", "[A: B: C]", "Tag<>", "?"] {
            XCTAssertNil(TypeReference(parsing: text), text)
        }
    }

    func testTypesPrintAsSwiftWritesThem() {
        for text in ["Tag", "Item.Kind", "[Tag]?", "[String: Int]", "Set<Tag>", "Dictionary<String, [Tag?]>"] {
            XCTAssertEqual(TypeReference(parsing: text)?.description, text)
        }
        XCTAssertEqual(
            TypeReference.existential(.named("DatabaseWriter")).optional.description, "(any DatabaseWriter)?")
        XCTAssertEqual(
            TypeReference.generic("AsyncValueObservation", [.array(.named("Item"))]).description,
            "AsyncValueObservation<[Item]>")
        // A type name is never escaped: `Any` is a type.
        XCTAssertEqual(TypeReference.array(.named("Any")).description, "[Any]")
    }
}
