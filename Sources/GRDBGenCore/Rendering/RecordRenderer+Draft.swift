import GRDBGenSyntax

/// The `Draft` of a record: the record without the columns SQLite fills (its autoincremented key,
/// its timestamps), inserted with `store.insert(draft)`.
extension RecordRenderer {
    static func draft(
        _ record: RecordModel, _ modifiers: [Modifier], records: [RecordModel]
    ) -> [Declaration] {
        let name = record.recordName, type = TypeReference.named(name)
        if record.isOwnDraft {
            // The record, its key nil until SQLite chooses it, is its own draft.
            let key = record.singleKey!.propertyName
            let doc = "A new `\(name)`: the record itself, its `\(key)` nil until SQLite chooses it on insert."
            return [
                Declaration(
                    .extensionOf(
                        type: type, inherits: [RuntimeName.recordDraft.type],
                        members: [Declaration(doc: doc, modifiers: modifiers, .typeAlias(name: "Draft", type: type))]))
            ]
        }
        let key = record.singleKey!.propertyName
        // A NOT NULL column whose default is an SQL expression is optional in the draft: left
        // nil, it is not inserted, and SQLite fills it in.
        let properties = record.draftProperties.map { property -> PropertyModel in
            var property = property
            if case .sql = property.defaultValue, !property.isOptional {
                property.isOptional = true
                property.isFilledByDatabase = true
            }
            return property
        }
        var members = properties.map { property in
            Self.property(
                property.propertyName, property.swiftType, modifiers,
                doc: property.isFilledByDatabase ? "Nil for the default of the database." : nil)
        }
        members.append(initializer(properties, modifiers, doc: "Creates a draft."))
        let structure = Declaration(
            .extensionOf(
                type: type,
                members: [
                    Declaration(
                        doc: "`\(name)` without its `\(key)`, which SQLite chooses: "
                            + "`store.insert(\(name).Draft(…))` gives the record.",
                        modifiers: modifiers,
                        .structure(
                            name: "Draft",
                            inherits: (RecordHashability.draftConformance(of: record).map { [$0] }
                                ?? []) + [.named("Sendable")],
                            members: members))
                ]))
        let columns = Expression.member(.identifier(name), "Columns")
        let encode = encodeFunction(
            properties, modifiers: modifiers,
            doc: "Encodes the draft into the columns of its table; nil values with a database default are left out."
        ) { property, container in
            let value = Expression.identifier(property.propertyName)
            guard property.isFilledByDatabase else {
                return encodeStatement(property, columns: columns, value: value, container: container)
            }
            var unwrapped = property
            unwrapped.isOptional = false
            return .ifStatement(
                condition: .optionalBinding(property.propertyName),
                then: [encodeStatement(unwrapped, columns: columns, value: value, container: container)],
                otherwise: nil)
        }
        let persistence = Declaration(
            .extensionOf(
                type: type.member("Draft"), inherits: [RuntimeName.recordDraft.type],
                members: [
                    Declaration(
                        doc: "The record the draft inserts.", modifiers: modifiers,
                        .typeAlias(name: "Record", type: type)),
                    encode,
                ]))
        guard let timestamps = record.timestamps else { return [structure, persistence] }
        return [
            structure, persistence,
            self.timestamps(timestamps, of: type.member("Draft"), in: record, modifiers),
        ]
    }
}
