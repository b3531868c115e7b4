import GRDBGenSyntax

/// Renders one record file: the struct, its GRDB conformances, `Columns`, enums, `Draft`,
/// associations and orderings. It builds syntax trees (``Declaration``); ``SwiftPrinter`` prints
/// them.
enum RecordRenderer {
    ///
    /// - parameters:
    ///   - layoutMembers: the members of its `GeneratedRecord` conformance, in its GRDB conformance.
    ///   - queries: the functions of the queries declared on the record, if any.
    static func render(
        _ record: RecordModel, schema: DescribedSchema, layoutMembers: [Declaration], queries: Declaration?
    ) -> RenderedFile {
        let modifiers = schema.accessModifiers
        var declarations = [structure(record, modifiers, records: schema.records)]
        let enums = record.properties.compactMap(\.enumeration)
        if !enums.isEmpty {
            declarations.append(enumerations(enums, of: record, modifiers))
        }
        declarations.append(conformance(record, modifiers, layoutMembers: layoutMembers, records: schema.records))
        if let timestamps = record.timestamps {
            declarations.append(
                self.timestamps(timestamps, of: .named(record.recordName), in: record, modifiers))
        }
        if record.hasDraft, record.features.drafts {
            declarations += draft(record, modifiers, records: schema.records)
        }
        let orderings = RecordOrderings.cases(of: record, queries: schema.queries)
        if !orderings.isEmpty {
            declarations.append(orderingEnum(record, orderings, modifiers))
        }
        if record.features.children {
            for association in record.hasMany {
                declarations.append(withChildren(record, association, toOne: false, modifiers, records: schema.records))
            }
            for association in record.hasOne {
                declarations.append(withChildren(record, association, toOne: true, modifiers, records: schema.records))
            }
        }
        if case .table(let traits) = record.kind, let search = traits.search {
            declarations.append(self.search(record, table: search.table, columns: search.columns, modifiers))
        }
        declarations += RequestRenderer.render(record, schema: schema)
        if let queries {
            declarations.append(queries)
        }
        return RenderedFile(name: "\(record.recordName).swift", imports: Imports.records, declarations: declarations)
    }

    /// A stored property: `public var name: Type`.
    static func property(
        _ name: String, _ type: TypeReference, _ modifiers: [Modifier], doc: String? = nil
    ) -> Declaration {
        Declaration(
            doc: doc, modifiers: modifiers, .variable(name: name, type: type))
    }

    /// A memberwise initializer: `name: Type = default` parameters, `self.name = name` lines.
    static func initializer(_ properties: [PropertyModel], _ modifiers: [Modifier], doc: String) -> Declaration {
        let parameters = properties.map { property in
            Parameter(nil, property.propertyName, property.swiftType, default: property.initializerDefault)
        }
        let body = properties.map { property in
            Statement.assignment(
                .member(.identifier("self"), property.propertyName), .identifier(property.propertyName))
        }
        return Declaration(
            doc: doc, modifiers: modifiers, .initializer(parameters: parameters, body: body))
    }

    private static func structure(
        _ record: RecordModel, _ modifiers: [Modifier], records: [RecordModel]
    ) -> Declaration {
        // `DatabaseHashable` refines GRDB's `EncodableRecord`: declared with GRDB's protocols
        // (`conformance`), where the record's encoding strategies are.
        let hashable = RecordHashability.conformance(of: record, among: records)
        var protocols: [TypeReference] =
            (hashable == .named("Hashable") ? [.named("Hashable")] : []) + [.named("Sendable")]
        if record.identifier != nil { protocols.insert(.named("Identifiable"), at: 0) }
        // A `uuid` key is declared with its `RecordID`, which `Identifiable` takes as the record's
        // `ID`: the rest of the code names it `Reminder.ID`.
        func declaredType(_ property: PropertyModel) -> TypeReference {
            guard let keyType = record.keyType, property.columnName == record.singleKey?.columnName else {
                return property.swiftType
            }
            return property.isOptional ? keyType.optional : keyType
        }
        var members = record.properties.map { property in
            property.isGenerated
                ? self.property(
                    property.propertyName, property.swiftType, modifiers + [.privateSet],
                    doc: "Computed by SQLite (a generated column): read from the database, never written.")
                : self.property(property.propertyName, declaredType(property), modifiers)
        }
        if let identifier = record.identifier, identifier.propertyName != "id" {
            members.append(
                Declaration(
                    doc: "The identity of the record: its primary key `\(identifier.columnName)`.",
                    modifiers: modifiers,
                    .variable(
                        name: "id", type: declaredType(identifier),
                        getter: [.expression(.identifier(identifier.propertyName))])))
        }
        let doc =
            record.kind.isView
            ? "Creates a value, as the view would return it (for previews and tests: a view is never written)."
            : record.hasAutoincrementKey
                ? "Creates a record. Leave `\(record.singleKey!.propertyName)` nil for a new row: "
                    + "SQLite chooses it on insert."
                : "Creates a record."
        members.append(initializer(record.writtenProperties, modifiers, doc: doc))
        return Declaration(
            doc: "A row of the `\(record.tableName)` \(record.kind.isView ? "view: read-only" : "table").",
            modifiers: modifiers,
            .structure(name: record.recordName, inherits: protocols, members: members))
    }

    private static func enumerations(
        _ enums: [EnumModel], of record: RecordModel, _ modifiers: [Modifier]
    ) -> Declaration {
        let members = enums.map { enumeration in
            let codes = enumeration.codes
            return Declaration(
                doc: codes == nil
                    ? "The values of an `enum` column, stored as text (a CHECK constraint keeps other text out)."
                    : "The values of an `enum` column, stored as integers (a CHECK constraint keeps other ones out).",
                modifiers: modifiers,
                .enumeration(
                    name: enumeration.typeName,
                    inherits: [codes == nil ? "String" : "Int", "CaseIterable", "Codable", "Hashable", "Sendable"]
                        .map(TypeReference.named) + [.named("DatabaseValueConvertible")],
                    members: enumeration.cases.enumerated().map { position, value in
                        let rawValue: Expression? =
                            if let codes { .integer(Int(codes[position])) } else {
                                value.name == value.value ? nil : .string(value.value)
                            }
                        return Declaration(.enumCase(name: value.name, rawValue: rawValue))
                    }))
        }
        return Declaration(.extensionOf(type: .named(record.recordName), members: members))
    }

    /// `container[Columns.x] = x`, into the container named `container`.
    static func encodeStatement(
        _ property: PropertyModel, columns: Expression, value: Expression, container: String
    ) -> Statement {
        .assignment(
            .subscriptOf(.identifier(container), [Argument(nil, .member(columns, property.propertyName))]),
            StoredValue.encoded(property, value))
    }

    /// `encode(to container: inout PersistenceContainer)`, its parameter named so that no property
    /// it encodes hides it.
    static func encodeFunction(
        _ properties: [PropertyModel], modifiers: [Modifier], doc: String,
        _ statement: (PropertyModel, _ container: String) -> Statement
    ) -> Declaration {
        let container = SwiftName.unique("container", avoiding: Set(properties.map(\.propertyName)))
        return Declaration(
            doc: doc, modifiers: modifiers,
            .function(
                name: "encode",
                parameters: [Parameter("to", container, .named("PersistenceContainer"), isInout: true)],
                throwing: true, body: properties.map { statement($0, container) }))
    }

    private static func conformance(
        _ record: RecordModel, _ modifiers: [Modifier], layoutMembers: [Declaration], records: [RecordModel]
    ) -> Declaration {
        let type = TypeReference.named(record.recordName)
        // Without a key chosen by SQLite nor timestamps, nothing changes on insert:
        // `PersistableRecord` gives non-mutating `insert` and `save`. Timestamps are set on the
        // record (`Timestamping`, a `MutablePersistableRecord`, as in GRDB's documentation).
        let persistence =
            record.hasAutoincrementKey
            ? [TypeReference.named("MutablePersistableRecord"), RuntimeName.autoIncrementedRecord.type]
            : [.named(record.timestamps == nil ? "PersistableRecord" : "MutablePersistableRecord")]
        var members = [
            Declaration(
                doc: "The name of the \(noun(record.kind)).",
                modifiers: modifiers + [.static],
                .variable(
                    isLet: true, name: "databaseTableName", value: .string(record.tableName))),
            Declaration(
                doc: "The columns of the `\(record.tableName)` \(noun(record.kind)).",
                modifiers: modifiers,
                .enumeration(
                    name: "Columns",
                    members: record.properties.map { property in
                        let column = Expression.identifier("Column")
                        return Declaration(
                            modifiers: modifiers + [.static],
                            .variable(
                                isLet: true, name: property.propertyName,
                                value: .call(column, [Argument(nil, .string(property.columnName))])))
                    })),
        ]
        if record.hasAutoincrementKey, let key = record.singleKey {
            members.append(
                Declaration(
                    doc: "The primary key, which SQLite chooses on insert: `didInsert(_:)` sets it.",
                    modifiers: modifiers + [.static],
                    .variable(
                        name: "autoIncrementedKey",
                        type: .generic("WritableKeyPath", [type, TypeReference.named("Int64").optional]),
                        getter: [.expression(.keyPath(key.propertyName))])))
        }
        members += layoutMembers
        let kindProtocols: [TypeReference]
        switch record.kind {
        case .view, .queryRow:
            // Read, never written: GRDB's read-only protocols.
            return Declaration(
                .extensionOf(
                    type: type,
                    inherits: [.named("FetchableRecord"), .named("TableRecord"), RuntimeName.generatedRecord.type],
                    members: members))
        case .searchTable: kindProtocols = [RuntimeName.rowIDRecord.type, RuntimeName.searchableRecord.type]
        case .table(let traits): kindProtocols = traits.hasHiddenRowID ? [RuntimeName.rowIDRecord.type] : []
        }
        members.append(
            encodeFunction(
                record.writtenProperties, modifiers: modifiers, doc: "Encodes the record into the columns of its table."
            ) { property, container in
                encodeStatement(
                    property, columns: .identifier("Columns"), value: .identifier(property.propertyName),
                    container: container)
            })
        members += associations(record, modifiers)
        return Declaration(
            .extensionOf(
                type: type,
                inherits: [.named("FetchableRecord")] + persistence + [RuntimeName.generatedRecord.type] + kindProtocols
                    + (RecordHashability.conformance(of: record, among: records)
                        == RuntimeName.databaseHashable.type
                        ? [RuntimeName.databaseHashable.type] : []),
                members: members)
        )
    }

    /// What a record is a row of, in its doc comments: a view, or a table (a search table too).
    private static func noun(_ kind: RecordKind) -> String {
        kind.isView ? "view" : "table"
    }

    private static func associations(_ record: RecordModel, _ modifiers: [Modifier]) -> [Declaration] {
        // (association, GRDB type, factory method, what the other side is, in words)
        let kinds =
            record.belongsTo.map { ($0, "BelongsToAssociation", "belongsTo", "this row belongs to", "through") }
            + record.hasMany.map {
                ($0, "HasManyAssociation", "hasMany", "rows that belong to this one", "through their")
            }
            + record.hasOne.map { ($0, "HasOneAssociation", "hasOne", "row that belongs to this one", "through its") }
        let direct = kinds.flatMap { association, grdbType, factory, relation, through -> [Declaration] in
            let other = association.otherRecord
            let foreignKey = Expression.call(
                .identifier("ForeignKey"),
                [
                    Argument(nil, .array(association.columns.map { .string($0) })),
                    Argument("to", .array(association.targetColumns.map { .string($0) })),
                ])
            let definition = Expression.call(
                .identifier(factory),
                [
                    Argument(nil, .metatype(.named(other))), Argument("key", .string(association.name)),
                    Argument("using", foreignKey),
                ])
            let request = Expression.call(
                .identifier("request"),
                [
                    Argument("for", .member(.identifier("Self"), association.name))
                ])
            return [
                Declaration(
                    doc: "The `\(other)` \(relation), \(through) `\(association.columns.joined(separator: ", "))`.",
                    modifiers: modifiers + [.static],
                    .variable(
                        name: association.name,
                        type: .generic(grdbType, [.named(record.recordName), .named(other)]),
                        getter: [.expression(definition)])),
                Declaration(
                    doc: "A request of the `\(other)` \(relation).", modifiers: modifiers,
                    .variable(
                        name: association.name, type: .generic("QueryInterfaceRequest", [.named(other)]),
                        getter: [.expression(request)])),
            ]
        }
        return direct
            + record.hasManyThrough.flatMap { association -> [Declaration] in
                let other = association.otherRecord
                let definition = Expression.call(
                    .identifier("hasMany"),
                    [
                        Argument(nil, .metatype(.named(other))), Argument("through", .identifier(association.pivot)),
                        Argument("using", .member(.identifier(association.joinRecord), association.target)),
                        Argument("key", .string(association.name)),
                    ])
                let request = Expression.call(
                    .identifier("request"), [Argument("for", .member(.identifier("Self"), association.name))])
                return [
                    Declaration(
                        doc: "The `\(other)` rows of this one, through the `\(association.joinRecord)` rows.",
                        modifiers: modifiers + [.static],
                        .variable(
                            name: association.name,
                            type: .generic("HasManyThroughAssociation", [.named(record.recordName), .named(other)]),
                            getter: [.expression(definition)])),
                    Declaration(
                        doc: "A request of the `\(other)` rows of this one.", modifiers: modifiers,
                        .variable(
                            name: association.name,
                            type: .generic("QueryInterfaceRequest", [.named(other)]), getter: [.expression(request)])),
                ]
            }
    }

    /// `extension Login: Timestamping { static var createdTimestamp … }`: the properties of
    /// `timestamps:`, which GRDBGenRuntime's `Timestamping` sets from the transaction date, on the
    /// record (a `MutablePersistableRecord`) and on its `Draft`.
    static func timestamps(
        _ timestamps: (created: String?, updated: String?), of type: TypeReference, in model: RecordModel,
        _ modifiers: [Modifier]
    ) -> Declaration {
        func keyPath(_ name: String, _ property: String?, _ doc: String) -> Declaration {
            // A `Date`, or the type of a date stored as Unix time (`UnixSeconds`).
            let value = model.properties.first { $0.propertyName == property }?.valueType ?? .named("Date")
            return Declaration(
                doc: property.map { "\(doc): `\($0)`." } ?? "\(doc): none.",
                modifiers: modifiers + [.static],
                .variable(
                    name: name,
                    type: TypeReference.generic("WritableKeyPath", [type, value.optional]).optional,
                    getter: [.expression(property.map { .keyPath($0) } ?? .nilLiteral)]))
        }
        return Declaration(
            .extensionOf(
                type: type,
                inherits: [RuntimeName.timestamping.type],
                members: [
                    keyPath(
                        "createdTimestamp", timestamps.created,
                        "The creation date, set to the transaction date on insert"),
                    keyPath(
                        "updatedTimestamp", timestamps.updated,
                        "The modification date, set on insert and by `updateWithTimestamp(_:)`"),
                ]))
    }

    /// `extension Item: OrderedRecord { enum Ordering: RecordOrdering { case name, nameDescending … } }`:
    /// the orderings of `ordered(by:)` (GRDBGenRuntime) and of the record's queries.
    private static func orderingEnum(
        _ record: RecordModel, _ orderings: [OrderingModel], _ modifiers: [Modifier]
    ) -> Declaration {
        Declaration(
            .extensionOf(
                type: .named(record.recordName), inherits: [RuntimeName.orderedRecord.type],
                members: [
                    Declaration(
                        doc: "The orders of `\(record.recordName)` rows, for `ordered(by:)` and the record's queries.",
                        modifiers: modifiers,
                        .enumeration(
                            name: "Ordering", inherits: [.named("CaseIterable"), RuntimeName.recordOrdering.type],
                            members: QueryRenderer.orderingMembers(orderings, record: record, modifiers: modifiers)))
                ]))
    }

    /// The record's search index: `extension Item: SearchableRecord { static let searchTable = "item_ft" }`.
    /// GRDBGenRuntime gives `searchIndex` (the association) and `searching(_:)` (the request).
    private static func search(
        _ record: RecordModel, table: String, columns: [String], _ modifiers: [Modifier]
    ) -> Declaration {
        let list = columns.map { "`\($0)`" }.joined(separator: ", ")
        return Declaration(
            .extensionOf(
                type: .named(record.recordName), inherits: [RuntimeName.searchableRecord.type],
                members: [
                    Declaration(
                        doc: "The FTS5 table that indexes \(list), for `searching(_:)`: one row per row, by rowid.",
                        modifiers: modifiers + [.static],
                        .variable(isLet: true, name: "searchTable", value: .string(table)))
                ]))
    }

    /// `ListWithTodos` (`toOne`: `ListWithAsset`, its child optional): a record with its children.
    private static func withChildren(
        _ record: RecordModel, _ association: AssociationModel, toOne: Bool, _ modifiers: [Modifier],
        records: [RecordModel]
    ) -> Declaration {
        let other = records.first { $0.recordName == association.otherRecord }
        let hashable = RecordHashability.holderConformance(
            of: [record] + (other.map { [$0] } ?? []), features: record.features, among: records)
        let name = record.withChildrenTypeName(association)
        let parent = SwiftName.lowercasedFirst(record.recordName)
        let child = TypeReference.named(association.otherRecord)
        let row = SwiftName.unique("row", avoiding: [parent, association.name])
        return Declaration(
            doc: "A `\(record.recordName)` with its `\(association.name)`, fetched together: "
                + "`\(record.recordName).all().\(record.withChildrenRequestName(association))()`.",
            modifiers: modifiers,
            .structure(
                name: name,
                inherits: [.named("FetchableRecord")] + (hashable.map { [$0] } ?? []) + [.named("Sendable")],
                members: [
                    property(parent, .named(record.recordName), modifiers),
                    property(association.name, toOne ? child.optional : .array(child), modifiers),
                    Declaration(
                        doc: toOne
                            ? "Decodes the row of the `\(record.recordName)` and its `\(association.name)`, if any."
                            : "Decodes the row of the `\(record.recordName)` and its prefetched `\(association.name)`.",
                        modifiers: modifiers,
                        .initializer(
                            parameters: [Parameter(nil, row, .named("Row"))], throwing: true,
                            body: [
                                .assignment(
                                    .identifier(parent),
                                    .tryExpression(
                                        .call(
                                            .identifier(record.recordName),
                                            [
                                                Argument("row", .identifier(row))
                                            ]))),
                                .assignment(
                                    .identifier(association.name),
                                    .tryExpression(
                                        .identifier(row).invoking(
                                            toOne ? "decodeIfPresent" : "decode",
                                            [
                                                Argument("forKey", .string(association.name))
                                            ]))),
                            ])),
                ]))
    }
}
