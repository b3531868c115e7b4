import Foundation
import GRDBGenSQL

/// The Swift type of a result column SQLite computes: from the column it reads, or from the
/// form of its expression (`count(*)`, arithmetic, `CASE`, `coalesce`…).
extension QueryResolver.Resolver {
    /// The record and property a result column reads.
    func resolveOrigin(_ origin: (table: String, column: String)) -> (RecordModel, PropertyModel, Bool)? {
        guard let record = schema.record(forTable: origin.table),
            let property = record.properties.first(where: { $0.columnName.isSameSQLName(as: origin.column) })
        else { return nil }
        let nullable = sources.contains { $0.table.isSameSQLName(as: origin.table) && $0.nullable }
        return (record, property, nullable)
    }

    /// The type of a select-list expression SQLite computes, when its form tells it.
    func expressionType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
        guard var first = tokens.first else { return nil }
        var tokens = tokens
        // A window function: `rank() OVER (…)`, an aggregate's `FILTER (WHERE …)`.
        if let over = tokens.firstIndex(where: {
            $0.depth == first.depth && ["OVER", "FILTER"].contains($0.keyword)
        }), over > 0 {
            tokens = Array(tokens[..<over])
            first = tokens[0]
        }
        // FTS5's hidden `rank` column, read from a search index: the relevance.
        if tokens.count == 1 || (tokens.count == 3 && tokens[1].text == "."),
            tokens.last?.keyword == "RANK", !schema.schema.tables.compactMap(\.search).isEmpty
        {
            return simple(.real, "Double", optional: false)
        }
        // `rowid`, `t.rowid` (`oid`, `_rowid_`) of a table without a column of that name: its key.
        if tokens.count == 1 || (tokens.count == 3 && tokens[1].text == "."),
            let last = tokens.last, ["ROWID", "OID", "_ROWID_"].contains(last.keyword)
        {
            let qualifier = tokens.count == 3 ? tokens[0].name : nil
            let candidates = sources.filter { source in
                qualifier.map { (source.alias ?? source.table).isSameSQLName(as: $0) } ?? true
            }
            if candidates.count == 1 {
                return simple(.integer, "Int64", optional: candidates[0].nullable)
            }
        }
        if tokens.count == 1 {
            switch first.kind {
            case .number:
                return first.text.contains(".")
                    ? simple(.real, "Double", optional: false) : simple(.integer, "Int", optional: false)
            case .string: return simple(.text, "String", optional: false)
            default: return nil
            }
        }
        // `f( … )` as the whole expression.
        let isCall =
            first.kind == .word && tokens.count >= 3 && tokens[1].text == "(" && tokens.last?.text == ")"
            && tokens.dropFirst(2).dropLast().allSatisfy({ $0.depth > first.depth })
        if isCall {
            return callType(first, Array(tokens.dropFirst(2).dropLast()))
        }
        if first.keyword == "EXISTS"
            || (first.keyword == "NOT" && tokens.count > 1 && tokens[1].keyword == "EXISTS")
        {
            return simple(.boolean, "Bool", optional: false)
        }
        if tokens.contains(where: { $0.text == "||" && $0.depth == first.depth }) {
            // NULL when one operand is: literals are not, columns as they are.
            var operands: [[QuerySQL.Token]] = [[]]
            for token in tokens {
                if token.text == "||", token.depth == first.depth {
                    operands.append([])
                } else {
                    operands[operands.count - 1].append(token)
                }
            }
            let optional = operands.contains { operand in
                if operand.count == 1, [.string, .number].contains(operand[0].kind) { return false }
                return argument(operand).map { $0.isOptional } ?? true
            }
            return simple(.text, "String", optional: optional)
        }
        if first.keyword == "CASE", tokens.last?.keyword == "END" { return caseType(tokens) }
        return arithmeticType(tokens)
    }

    /// The type of `f(arguments)`: of a function of `functions:`, or of SQLite's built-in ones
    /// (aggregates, window, text, JSON, date and FTS5 functions, `CAST`, `coalesce`).
    func callType(_ first: QuerySQL.Token, _ arguments: [QuerySQL.Token]) -> PropertyModel? {
        // A function of `functions:` (which SQLite lets override a built-in one).
        if let function = schema.schema.functions.first(where: { $0.name.value.uppercased() == first.keyword }),
            let result = function.result?.value
        {
            // integer, real, text, blob: a column type of the same name.
            return simple(ColumnType(rawValue: result.rawValue)!, result.swiftType, optional: false)
        }
        let argument = self.argument(arguments)
        switch first.keyword {
        case "COUNT": return simple(.integer, "Int", optional: false)
        case "ROW_NUMBER", "RANK", "DENSE_RANK", "NTILE": return simple(.integer, "Int", optional: false)
        case "TOTAL": return simple(.real, "Double", optional: false)
        case "AVG": return simple(.real, "Double", optional: true)
        case "LENGTH", "INSTR", "UNICODE", "OCTET_LENGTH": return simple(.integer, "Int", optional: true)
        case "LOWER", "UPPER", "TRIM", "LTRIM", "RTRIM", "SUBSTR", "SUBSTRING", "REPLACE", "GROUP_CONCAT",
            "STRING_AGG":
            return simple(.text, "String", optional: true)
        case "PRINTF", "FORMAT", "QUOTE", "HEX", "TYPEOF": return simple(.text, "String", optional: false)
        // FTS5's auxiliary functions: the text with its matches marked (NULL for a NULL
        // column), and the relevance (lower is better, as `rank`).
        case "HIGHLIGHT", "SNIPPET": return simple(.text, "String", optional: true)
        // SQLite's JSON functions that build or edit JSON text (NULL for a NULL argument).
        case "JSON", "JSON_ARRAY", "JSON_OBJECT", "JSON_GROUP_ARRAY", "JSON_GROUP_OBJECT", "JSON_QUOTE":
            return simple(.text, "String", optional: first.keyword.hasPrefix("JSON_GROUP") == false)
        case "JSON_SET", "JSON_INSERT", "JSON_REPLACE", "JSON_REMOVE", "JSON_PATCH", "JSON_TYPE":
            return simple(.text, "String", optional: true)
        case "JSON_ARRAY_LENGTH": return simple(.integer, "Int", optional: true)
        case "JSON_VALID": return simple(.boolean, "Bool", optional: false)
        case "BM25": return simple(.real, "Double", optional: false)
        case "STRFTIME", "DATE", "TIME", "DATETIME":
            return simple(.text, "String", optional: true)
        case "UNIXEPOCH": return simple(.integer, "Int", optional: true)
        case "JULIANDAY", "ROUND": return simple(.real, "Double", optional: true)
        case "ABS":
            guard let argument = argument ?? arithmeticType(arguments),
                [.integer, .real].contains(argument.type)
            else { return nil }
            return argument
        case "SUM", "MIN", "MAX":
            guard let argument = argument ?? arithmeticType(arguments) else { return nil }
            if first.keyword == "SUM", ![.integer, .real].contains(argument.type) { return nil }
            var property = argument
            property.isOptional = true
            return property
        case "COALESCE", "IFNULL":
            let parts = split(arguments)
            guard let head = parts.first.flatMap({ self.argument($0) ?? expressionType($0) }) else {
                return nil
            }
            var property = head
            property.isOptional =
                parts.last.map { last in last.count == 1 && [.number, .string].contains(last[0].kind) } != true
            return property
        case "CAST":
            guard
                let asIndex = arguments.lastIndex(where: { $0.keyword == "AS" && $0.depth == first.depth + 1 })
            else { return nil }
            let declared = arguments[(asIndex + 1)...].map(\.text).joined(separator: " ")
            switch SQLAffinity.of(declared: declared) {
            case "INTEGER": return simple(.integer, "Int", optional: true)
            case "TEXT": return simple(.text, "String", optional: true)
            case "BLOB": return simple(.blob, "Data", optional: true)
            default: return simple(.real, "Double", optional: true)
            }
        default: return nil
        }
    }

    /// `a * b + 2`: arithmetic of numeric columns and numbers is a real when one of them is,
    /// else an integer; optional when a column is.
    func arithmeticType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
        guard let depth = tokens.first?.depth else { return nil }
        var isReal = false, optional = false, sawOperator = false
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            if token.kind == .number {
                isReal = isReal || token.text.contains(".")
                i += 1
            } else if token.kind == .punctuation, ["+", "-", "*", "/", "%"].contains(token.text),
                token.depth == depth
            {
                sawOperator = true
                i += 1
            } else if token.kind == .punctuation, token.text == "(" || token.text == ")" {
                i += 1
            } else {
                // A column reference: `column` or `qualifier.column`.
                let length = i + 2 < tokens.count && tokens[i + 1].text == "." ? 3 : 1
                guard let property = argument(Array(tokens[i..<(i + length)])),
                    [.integer, .real].contains(property.type),
                    property.enumeration == nil
                else { return nil }
                isReal = isReal || property.type == .real
                optional = optional || property.isOptional
                i += length
            }
        }
        guard sawOperator else { return nil }
        return isReal
            ? PropertyModel(
                columnName: "", propertyName: "", type: .real, valueType: .named("Double"), primaryKey: nil,
                isOptional: optional)
            : PropertyModel(
                columnName: "", propertyName: "", type: .integer, valueType: .named("Int"), primaryKey: nil,
                isOptional: optional)
    }

    /// `CASE … THEN 'a' ELSE 'b' END`: text when every result is a text literal, a number when
    /// every one is a number; optional without `ELSE`.
    func caseType(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
        let depth = tokens[0].depth
        var results: [QuerySQL.Token] = []
        for (index, token) in tokens.enumerated()
        where token.depth == depth && ["THEN", "ELSE"].contains(token.keyword) {
            guard index + 2 < tokens.count, ["WHEN", "ELSE", "END"].contains(tokens[index + 2].keyword) else {
                return nil
            }
            results.append(tokens[index + 1])
        }
        let hasElse = tokens.contains { $0.depth == depth && $0.keyword == "ELSE" }
        if !results.isEmpty, results.allSatisfy({ $0.kind == .string }) {
            return PropertyModel(
                columnName: "", propertyName: "", type: .text, valueType: .named("String"), primaryKey: nil,
                isOptional: !hasElse)
        }
        if !results.isEmpty, results.allSatisfy({ $0.kind == .number }) {
            let real = results.contains { $0.text.contains(".") }
            return PropertyModel(
                columnName: "", propertyName: "", type: real ? .real : .integer,
                valueType: .named(real ? "Double" : "Int"),
                primaryKey: nil,
                isOptional: !hasElse)
        }
        return nil
    }

    /// The property of an argument that is one column reference.
    func argument(_ tokens: [QuerySQL.Token]) -> PropertyModel? {
        let qualifier: String?, column: String
        if tokens.count == 1, let name = tokens[0].name {
            qualifier = nil
            column = name
        } else if tokens.count == 3, tokens[1].text == ".", let table = tokens[0].name, let name = tokens[2].name {
            qualifier = table
            column = name
        } else {
            return nil
        }
        guard let (record, property, nullable) = resolveColumn(qualifier: qualifier, column: column) else {
            return nil
        }
        let notNull = tableColumn(record, property)?.isNotNullInDatabase ?? !property.isOptional
        return parameter(from: property, of: record, optional: !notNull || nullable)
    }

    /// The arguments of a call, split at its top-level commas.
    func split(_ tokens: [QuerySQL.Token]) -> [[QuerySQL.Token]] {
        guard let depth = tokens.first?.depth else { return [] }
        var parts: [[QuerySQL.Token]] = [[]]
        for token in tokens {
            if token.depth == depth, token.text == "," {
                parts.append([])
            } else {
                parts[parts.count - 1].append(token)
            }
        }
        return parts
    }
}

/// A property of a computed column's type: `simple(.integer, "Int", optional: false)`.
private func simple(_ type: ColumnType, _ valueType: String, optional: Bool) -> PropertyModel {
    PropertyModel(
        columnName: "", propertyName: "", type: type, valueType: .named(valueType), primaryKey: nil,
        isOptional: optional)
}
