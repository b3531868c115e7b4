import Foundation

/// The variants of a query with `filters:`, `orderings:` and `choices:`: each one's SQL, checked
/// by SQLite, and the Swift enums of its choice groups.
extension QueryResolver.Resolver {
    /// The pieces of a query with `filters:` or `orderings:`, each naming its parameters by
    /// position; a filter's parameters become optional (it is on when they are given), a
    /// filter without parameters gets a flag.
    func resolveVariants(
        _ composition: QueryComposition, parameters: inout [PropertyModel], bindings: [Int], hexed: Set<String>
    ) -> QueryVariantsModel? {
        var positions: [String: Int] = [:]
        for (index, name) in report.parameters.enumerated() {
            guard let name, !name.hasPrefix("?") else {
                diagnostics.error(
                    "\(what): a query with `filters:` or `orderings:` names its parameters (`:name`): its "
                        + "variants bind them by name",
                    at: query.sql.location)
                return nil
            }
            positions[name] = bindings[index]
        }
        let table = composition.oneTable
        func piece(_ text: String) -> QueryVariantsModel.Piece {
            Self.piece(text, table: table, positions: positions, hexed: hexed)
        }
        let prefix = piece(composition.prefix), middle = piece(composition.middle)
        let condition = composition.condition.map(piece)
        let suffix = piece(composition.suffix)
        // The statement's own pieces, which every variant has.
        let statement = [prefix, middle, suffix] + (condition.map { [$0] } ?? [])
        let orderingPieces = composition.orderings.map(piece)
        var taken = Set(parameters.map(\.propertyName) + ["ordering"])
        var filters: [QueryVariantsModel.Filter] = []
        for (index, part) in query.filters.enumerated() {
            let filter = piece(composition.filters[index])
            let elsewhere = Set(
                statement.flatMap(\.parameters) + orderingPieces.flatMap(\.parameters)
                    + query.filters.indices.filter { $0 != index }.flatMap {
                        piece(composition.filters[$0]).parameters
                    })
            if let shared = filter.parameters.first(where: elsewhere.contains) {
                diagnostics.error(
                    "\(what): filter `\(part.name.value)` is on when its parameters are given, and "
                        + "`\(parameters[shared].propertyName)` is used outside it too; give the filter its own "
                        + "parameter",
                    at: part.sql.location)
                return nil
            }
            var flag: String?
            if filter.parameters.isEmpty {
                let name = part.name.value
                guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name),
                    taken.insert(name).inserted
                else {
                    diagnostics.error(
                        "\(what): filter `\(name)` has no parameter, so its name is its Swift flag "
                            + "(`\(name): Bool = false`): a plain identifier that no parameter has",
                        at: part.name.location)
                    return nil
                }
                flag = name
            } else {
                for position in filter.parameters { parameters[position].isOptional = true }
            }
            filters.append(QueryVariantsModel.Filter(piece: filter, flag: flag))
        }
        var choices: [QueryVariantsModel.Choice] = []
        let orderingType = SwiftName.uppercasedFirst(query.name.value) + "Order"
        let choicePieces: [[QueryVariantsModel.Piece?]] = composition.choices.map { group in
            group.map { $0.map(piece) }
        }
        // The parameters of everything but the choices, then each group's own.
        var outside: [Int] = statement.flatMap(\.parameters)
        outside += orderingPieces.flatMap(\.parameters) + filters.flatMap(\.piece.parameters)
        let groupParameters: [[Int]] = choicePieces.map { group in group.compactMap { $0 }.flatMap(\.parameters) }
        for (index, group) in query.choices.enumerated() {
            let others: [Int] = groupParameters.indices.filter { $0 != index }.flatMap { groupParameters[$0] }
            guard
                let choice = resolveChoice(
                    group, choicePieces[index], elsewhere: Set(outside + others),
                    parameters: parameters, taken: &taken, reserved: [orderingType])
            else { return nil }
            choices.append(choice)
        }
        var orderings: [QueryVariantsModel.Ordering] = []
        var cases = Set<String>()
        for (part, ordering) in zip(query.orderings, orderingPieces) {
            let name = part.name.value
            guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name),
                cases.insert(name).inserted
            else {
                diagnostics.error(
                    "\(what): ordering `\(name)` is a case of a Swift enum: a plain identifier, once",
                    at: part.name.location)
                return nil
            }
            let terms = QueryPieces.terms(
                composition.orderings[orderings.count], table: table, positions: positions)
            orderings.append(QueryVariantsModel.Ordering(caseName: name, piece: ordering, terms: terms))
        }
        return QueryVariantsModel(
            prefix: prefix, condition: condition, filters: filters, choices: choices, middle: middle,
            orderings: orderings, suffix: suffix, orderingType: orderingType)
    }

    /// A piece of a query's SQL (array parameters expanded, bytes compared as hex), the
    /// positions of the Swift parameters it names, in the order they first appear in it, from the
    /// position of each parameter by its name as written (`:pattern`), and its segments, its
    /// columns those qualified by `table` (``QueryPieces``).
    static func piece(
        _ text: String, table: String?, positions: [String: Int], hexed: Set<String>
    ) -> QueryVariantsModel.Piece {
        let sql = QuerySQL(text)
        var used: [Int] = []
        for token in sql.tokens where token.kind == .parameter {
            if let position = positions[token.text], !used.contains(position) { used.append(position) }
        }
        let expanded = sql.expandingArrays { hexed.contains($0.text) }.sql
        return QueryVariantsModel.Piece(
            sql: expanded, parameters: used,
            segments: QueryPieces.segments(expanded, table: table, positions: positions))
    }

    /// A group of `choices:`: its name is its Swift parameter, its cases a Swift enum's, and the
    /// parameters of its conditions, used nowhere else, the cases' associated values.
    func resolveChoice(
        _ group: QueryChoiceGroup, _ pieces: [QueryVariantsModel.Piece?], elsewhere: Set<Int>,
        parameters: [PropertyModel], taken: inout Set<String>, reserved: Set<String>
    ) -> QueryVariantsModel.Choice? {
        let name = group.name.value
        let typeName = SwiftName.uppercasedFirst(query.name.value) + SwiftName.uppercasedFirst(name)
        guard SwiftName.isPlainIdentifier(name), !SwiftName.keywords.contains(name), taken.insert(name).inserted,
            !reserved.contains(typeName)
        else {
            diagnostics.error(
                "\(what): choice group `\(name)` is the name of its Swift parameter (`\(name): \(typeName)`): a "
                    + "plain identifier that no parameter, flag or other group has",
                at: group.name.location)
            return nil
        }
        var options: [QueryVariantsModel.ChoiceOption] = []
        var cases = Set<String>()
        var bound: [Int] = []
        for (option, piece) in zip(group.options, pieces) {
            let caseName = option.name.value
            guard SwiftName.isPlainIdentifier(caseName), !SwiftName.keywords.contains(caseName),
                caseName != "queryChoice", cases.insert(caseName).inserted
            else {
                diagnostics.error(
                    "\(what): choice `\(name).\(caseName)` is a case of the Swift enum `\(typeName)`: a plain "
                        + "identifier, once in its group",
                    at: option.name.location)
                return nil
            }
            for position in piece?.parameters ?? [] {
                if elsewhere.contains(position) {
                    diagnostics.error(
                        "\(what): choice `\(name).\(caseName)` binds `\(parameters[position].propertyName)` as its "
                            + "associated value (`.\(caseName)(\(parameters[position].propertyName): …)`), and the "
                            + "query uses it outside the group `\(name)` too; give the choice its own parameter",
                        at: option.sql?.location ?? option.name.location)
                    return nil
                }
                if !bound.contains(position) { bound.append(position) }
            }
            options.append(QueryVariantsModel.ChoiceOption(caseName: caseName, piece: piece))
        }
        return QueryVariantsModel.Choice(name: name, typeName: typeName, options: options, parameters: bound)
    }
}
