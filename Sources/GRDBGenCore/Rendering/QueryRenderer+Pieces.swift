import GRDBGenSQL
import GRDBGenSyntax

/// The pieces of queries as the generated code holds them: `QueryPiece` literals that interpolate
/// the record's `Columns` and the query's values, the terms of orderings, the variants of a
/// query's run-time choices and the enums of its orderings and choices.
extension QueryRenderer {
    /// A piece of a query, as the runtime's `QueryPiece` literal: `"\(Columns.name) LIKE \(value: 0)"`,
    /// each column of the table a member of `record`'s `Columns` (GRDB's `Column("name")` for one
    /// that is not), each value its position; plain text as a plain literal.
    static func pieceExpression(_ segments: [QueryPieceSegment], record: RecordModel?) -> Expression {
        var parts: [StringPart] = []
        for segment in segments {
            switch segment {
            case .text(let text): parts.append(.text(text))
            case .column(let name):
                let property = record?.properties.first { $0.columnName.lowercased() == name.lowercased() }
                let column: Expression =
                    property.map { .member(.identifier("Columns"), $0.propertyName) }
                    ?? .call(.identifier("Column"), [Argument(nil, .string(name))])
                parts.append(.interpolation([Argument(nil, column)]))
            case .value(let position): parts.append(.interpolation([Argument("value", .integer(position))]))
            }
        }
        guard parts.contains(where: { if case .interpolation = $0 { true } else { false } }) else {
            return .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
        }
        return .interpolatedString(parts)
    }

    /// The terms of an ordering: `["\(Columns.quantity) DESC", "\(Columns.id)"]`.
    static func termsExpression(_ terms: [[QueryPieceSegment]], record: RecordModel?) -> Expression {
        .array(terms.map { pieceExpression($0, record: record) })
    }

    /// The record whose columns a query's pieces name, if any: the one it returns.
    static func record(of query: QueryModel) -> RecordModel? {
        switch query.result {
        case .record(let record), .row(let record): record
        default: nil
        }
    }

    /// The enum of a query's orderings and the SQL of its variants, beside its function. A query
    /// of one table's records names its table (its statement is `SELECT * FROM` it), and its
    /// orderings are cases of the record's `Ordering`.
    static func variantMembers(_ query: QueryModel, modifiers: [Modifier]) -> [Declaration] {
        guard let variants = query.variants else { return [] }
        let record = record(of: query)
        let piece = { (piece: QueryVariantsModel.Piece) in pieceExpression(piece.segments, record: record) }
        var arguments: [Argument] = []
        if query.composed != nil {
            arguments.append(Argument("table", .identifier("databaseTableName")))
        } else {
            arguments.append(Argument("prefix", piece(variants.prefix)))
            if let table = query.pieceTable { arguments.append(Argument("table", .string(table))) }
        }
        if let condition = variants.condition { arguments.append(Argument("condition", piece(condition))) }
        if !variants.filters.isEmpty || query.composed == nil {
            arguments.append(Argument("filters", .array(variants.filters.map { piece($0.piece) })))
        }
        if !variants.choices.isEmpty {
            arguments.append(
                Argument(
                    "choices",
                    .array(
                        variants.choices.map { choice in
                            .array(choice.options.map { $0.piece.map(piece) ?? .nilLiteral })
                        })))
        }
        if query.composed == nil, !variants.middle.sql.isEmpty {
            arguments.append(Argument("middle", piece(variants.middle)))
        }
        if query.composed != nil, variants.orderings.isEmpty, let own = query.composed?.ordering {
            // The statement's own ORDER BY, the one ordering of its variants.
            arguments.append(Argument("orderings", .array([termsExpression(own, record: record)])))
        } else if query.composed != nil, !variants.orderings.isEmpty {
            arguments.append(
                Argument(
                    "orderings",
                    .array(
                        variants.orderings.map {
                            .member(.member(.identifier("Ordering"), $0.caseName), "orderingTerms")
                        })))
        } else if !variants.orderings.isEmpty {
            arguments.append(
                Argument("orderings", .array(variants.orderings.map { termsExpression($0.terms, record: record) })))
        }
        if query.composed == nil, !variants.suffix.sql.isEmpty {
            arguments.append(Argument("suffix", piece(variants.suffix)))
        }
        // Private, and named for what it is: the SQL of each variant (`listedVariants`).
        var members = [
            Declaration(
                modifiers: [.private, .static],
                .variable(
                    isLet: true, name: query.name + "Variants",
                    value: .call(RuntimeName.queryVariants.identifier, arguments)))
        ]
        members.insert(contentsOf: variants.choices.map { choiceEnum(query, $0, modifiers: modifiers) }, at: 0)
        // A query of one table's records orders by the cases of the record's `Ordering`.
        if !variants.orderings.isEmpty, query.composed == nil {
            members.insert(
                Declaration(
                    doc: "The orders of query `\(query.name)`.", modifiers: modifiers,
                    .enumeration(
                        name: variants.orderingType,
                        inherits: [.named("Int"), .named("CaseIterable"), RuntimeName.recordOrdering.type],
                        members: orderingMembers(
                            variants.orderings.map {
                                OrderingModel(
                                    caseName: $0.caseName, sql: $0.piece.sql, doc: "`\($0.piece.sql)`.", terms: $0.terms
                                )
                            }, record: record, modifiers: modifiers))),
                at: 0)
        }
        return members
    }

    /// The cases of an ordering enum, and `orderingTerms`, what each sorts by: the terms of what
    /// follows `ORDER BY`, written with `record`'s `Columns` (`["\(Columns.name) DESC", "\(Columns.id)"]`).
    static func orderingMembers(
        _ orderings: [OrderingModel], record: RecordModel?, modifiers: [Modifier]
    ) -> [Declaration] {
        var members = orderings.map { ordering in
            Declaration(doc: ordering.doc, .enumCase(name: ordering.caseName))
        }
        let cases = orderings.map { ordering in
            let terms = ordering.terms ?? QueryPieces.terms(ordering.sql, table: record?.tableName)
            return SwitchCase(
                pattern: .enumCase(ordering.caseName, binding: []),
                body: [.expression(termsExpression(terms, record: record))])
        }
        members.append(
            Declaration(
                doc: "What the ordering sorts by, term by term: what follows `ORDER BY`.", modifiers: modifiers,
                .variable(
                    name: "orderingTerms", type: .array(RuntimeName.queryPiece.type),
                    getter: [.expression(.switchExpression(.identifier("self"), cases))])))
        return members
    }

    /// The enum of a group of choices: a case per condition, its parameters as associated
    /// values, and `queryChoice`, the case's position and the values it binds.
    static func choiceEnum(
        _ query: QueryModel, _ choice: QueryVariantsModel.Choice, modifiers: [Modifier]
    ) -> Declaration {
        var members = choice.options.map { option -> Declaration in
            let values = (option.piece?.parameters ?? []).map { position in
                EnumCaseValue(label: query.parameters[position].propertyName, type: parameterType(query, position))
            }
            return Declaration(
                values.isEmpty
                    ? .enumCase(name: option.caseName)
                    : .labeledEnumCase(name: option.caseName, values: values))
        }
        let cases = choice.options.enumerated().map { index, option -> SwitchCase in
            let own = option.piece?.parameters ?? []
            let values = choice.parameters.map { position -> Expression in
                own.contains(position) ? argument(query, position, choices: nil) : .implicitMember("null")
            }
            return SwitchCase(
                pattern: .enumCase(option.caseName, binding: own.map { query.parameters[$0].propertyName }),
                body: [.expression(.tuple([.integer(index), .array(values)]))])
        }
        members.append(
            Declaration(
                doc: "The case's position in the group, and the values of the query's parameters it binds.",
                .variable(
                    name: "queryChoice",
                    type: .tuple(
                        labels: ["index", "values"], types: [.named("Int"), .array(.named("DatabaseValue"))]),
                    getter: [.expression(.switchExpression(.identifier("self"), cases))])))
        // Hashable (a picker's selection) when no case has associated values.
        let plain = choice.parameters.isEmpty
        return Declaration(
            doc: "The choices of `\(choice.name)` of query `\(query.name)`: the condition each case adds to the "
                + "`WHERE` clause.",
            modifiers: modifiers,
            .enumeration(
                name: choice.typeName,
                inherits: (plain ? [.named("CaseIterable"), .named("Hashable")] : []) + [.named("Sendable")],
                members: members))
    }
}
