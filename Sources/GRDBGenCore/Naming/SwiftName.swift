import Foundation
import GRDBGenSyntax

/// Swift names: the one place that turns SQL names into Swift identifiers and escapes keywords.
enum SwiftName {
    /// Swift keywords that need backticks where an identifier is expected: the syntax tree's
    /// (``SwiftIdentifier/keywords``), which its printer escapes.
    static var keywords: Set<String> { SwiftIdentifier.keywords }

    /// Type names that a record or store may not take, because generated code or GRDB uses
    /// them unqualified.
    static let reservedTypeNames: Set<String> = Set([
        "Any", "Self", "Type", "Protocol", "Column", "Columns", "Row", "Database",
        "DatabaseMigrator", "DatabaseWriter", "DatabaseReader", "DatabaseQueue", "DatabasePool",
        "Configuration", "PersistenceContainer", "InsertionSuccess", "FetchableRecord",
        "MutablePersistableRecord", "PersistableRecord", "TableRecord", "SQLSelectable",
        "DerivableRequest", "QueryInterfaceRequest", "ValueObservation", "Data", "Date", "UUID",
        "Int", "Int64", "String", "Double", "Bool", "Optional", "Array", "Error", "Sendable",
        "Hashable", "Identifiable", "Codable", "GRDB", "Foundation", "Swift", "FTS5Pattern",
        // The types nested in every record, which would hide a record of that name inside another
        // (`Draft` of `AutoIncrementedRecord`; found by the generated-code fuzzer).
        "Draft", "Ordering", "CodingKeys",
        // The record of a draft (`Draft.Record`), which a record of that name would make circular.
        "Record",
        // And GRDBGenRuntime's public types, which generated code names or an app names beside it.
    ]).union(RuntimeName.allCases.map(\.name))

    /// Type names of the modules an app imports beside its data layer, with the module that
    /// declares each: a record named `List` would shadow SwiftUI's `List` in every view that imports
    /// both. Default record names avoid them; an explicit `record:` gets a warning.
    static let importedTypeNames: [String: String] = {
        var names: [String: String] = [:]
        let modules: [(String, [String])] = [
            (
                "Swift",
                [
                    "Task", "Result", "Set", "Character", "Range", "Duration", "Mirror", "Never", "Void", "Actor",
                    "Sequence", "Collection", "Dictionary", "Float", "Substring", "Unicode", "Clock",
                ]
            ),
            (
                "Foundation",
                [
                    "URL", "Decimal", "Locale", "Calendar", "TimeZone", "Notification", "Measurement", "Unit",
                    "Bundle", "Process", "Thread", "Timer", "Operation", "Progress", "Host", "Port", "Stream",
                    "FileManager", "Predicate", "Expression", "AttributedString", "Scanner", "Formatter",
                    "DateInterval", "IndexSet", "CharacterSet", "Morphology", "PersonNameComponents",
                ]
            ),
            (
                "SwiftUI",
                [
                    "App", "Scene", "View", "Text", "Image", "Color", "Font", "Section", "Group", "Label", "Link",
                    "Form", "Table", "Toggle", "Menu", "List", "Button", "Picker", "Stepper", "Slider", "Gauge",
                    "Grid", "GridRow", "Path", "Shape", "Circle", "Rectangle", "Capsule", "Ellipse", "Canvas",
                    "Divider", "Spacer", "Window", "Tab", "TabView", "Layout", "Material", "Gradient", "Animation",
                    "Transaction", "Environment", "State", "Binding", "Namespace", "Alignment", "Edge", "Axis",
                    "Angle", "Anchor", "Visibility", "Alert", "ScrollView", "ProgressView", "Settings",
                ]
            ),
            (
                "Combine",
                [
                    "Record", "Publisher", "Subscriber", "Subscription", "Future", "Just", "Empty", "Fail", "Deferred",
                    "Published", "Cancellable", "AnyCancellable", "Publishers", "Subscribers",
                ]
            ),
            (
                "GRDB",
                [
                    "Statement", "Cursor", "SQL", "SQLRequest", "Association", "ForeignKey", "Inflections",
                    "DatabaseValue", "DatabaseRegion",
                ]
            ),
        ]
        for (module, types) in modules {
            for type in types where names[type] == nil { names[type] = module }
        }
        return names
    }()

    /// Whether a name is a plain identifier: ASCII letters, digits and underscores, not starting
    /// with a digit. Table and column names must be such names.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        guard first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
    }

    /// Splits an SQL name into words at underscores (and any other character that is not an
    /// ASCII letter or digit: `first name`, `unit-price`) and lower-to-upper case changes; accents
    /// are left out (`ítem` → `item`), so that Swift names are ASCII.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil) {
            if !(character.isASCII && (character.isLetter || character.isNumber)) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase, previousIsLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `is_completed` → `isCompleted`, `name` → `name`, `HTTPCode` → `httpCode`.
    static func lowerCamelCase(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return name }
        let head = first.allSatisfy({ $0.isUppercase || $0.isNumber }) ? first.lowercased() : lowercasedFirst(first)
        let result = head + parts.dropFirst().map(uppercasedFirst).joined()
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// `todo_list` → `TodoList`, `item` → `Item`.
    static func upperCamelCase(_ name: String) -> String {
        let result = words(name).map(uppercasedFirst).joined()
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// `name` → `Name`: the form used inside method names such as `fetchItems()`.
    static func uppercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    static func lowercasedFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}

extension SwiftName {
    /// `a` or `an` before a word, for doc comments: `an `Item``, `a `Tag``.
    static func withArticle(_ text: String, word: String) -> String {
        let vowel = word.first.map { "AEIOUaeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + text
    }
}

extension SwiftName {
    /// The Swift case of an enum value: `in progress` → `inProgress`, `high` → `high`.
    static func enumCase(_ value: String) -> String {
        guard value.contains(where: { $0.isLetter || $0.isNumber }) else { return "" }
        let separated = value.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        return lowerCamelCase(separated)
    }
}

extension SwiftName {
    /// The Swift property of a column: camelCase (`is_completed` → `isCompleted`), and
    /// `selfValue` for a column named `self`, which Swift cannot use as a property.
    static func propertyName(forColumn column: String) -> String {
        let name = lowerCamelCase(column)
        return name == "self" ? "selfValue" : name
    }
}

extension SwiftName {
    /// Whether generated code may not name a type `name`: a Swift keyword, or a type Swift, GRDB or
    /// GRDBGenRuntime already names (``reservedTypeNames``).
    static func isReservedType(_ name: String) -> Bool {
        reservedTypeNames.contains(name) || keywords.contains(name)
    }

    /// A type name GRDBGen makes itself: `name`, `suffix` appended for as long as `isTaken` says it
    /// is taken (`Table` → `TableRecordRecord`, as GRDB's `TableRecord` is taken; a column
    /// `type` → the enum `TypeValue`).
    static func typeName(_ name: String, appending suffix: String, while isTaken: (String) -> Bool) -> String {
        var result = name
        while isTaken(result) { result += suffix }
        return result
    }

    /// The name of a parameter or local of a generated function that none of `taken` (the
    /// properties it assigns, the parameters beside it) hides or is hidden by: `preferred`, else
    /// `preferred` followed by 2, 3… (`init(rowReader row2:)` for a record with a property `row`).
    static func unique(_ preferred: String, avoiding taken: Set<String>) -> String {
        guard taken.contains(preferred) else { return preferred }
        var number = 2
        while taken.contains(preferred + String(number)) { number += 1 }
        return preferred + String(number)
    }
}
