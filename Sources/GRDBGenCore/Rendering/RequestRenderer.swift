import GRDBGenSyntax

/// Renders the requests of a record that GRDB cannot write for it: the row of a composite key,
/// and with `children`, the rows of one parent (`Todo.filter(listId:)`) and parents with their
/// children (`TodoList.all().withTodos()`). Each is a GRDB request, which the store's generic
/// verbs fetch, observe and keep live; values are compared as the record stores them.
enum RequestRenderer {
    /// The labels of GRDB's own `filter` methods, which a generated one may not take.
    private static let grdbFilterLabels: Set<[String]> = [["id"], ["ids"], ["key"], ["keys"], ["literal"], ["sql"]]

    /// `extension Todo { static func filter(listId:) … }` and
    /// `extension QueryInterfaceRequest<TodoList> { func withTodos() … }`, those that apply.
    static func render(_ record: RecordModel, schema: DescribedSchema) -> [Declaration] {
        let modifiers = schema.accessModifiers
        var filters: [Declaration] = []
        var labels: Set<[String]> = grdbFilterLabels
        if record.singleKey == nil, !record.primaryKey.isEmpty {
            labels.insert(record.primaryKey.map(\.propertyName))
            filters.append(
                filter(
                    record, record.primaryKey, modifiers,
                    doc: "The row with this key, its values compared as the record stores them."))
        }
        if record.features.children {
            for association in record.belongsTo {
                let keys = association.columns.compactMap { column in
                    record.properties.first { $0.columnName.isSameSQLName(as: column) }
                }
                guard keys.count == association.columns.count, !keys.isEmpty,
                    labels.insert(keys.map(\.propertyName)).inserted
                else { continue }
                let list = keys.map { "`\($0.columnName)`" }.joined(separator: ", ")
                filters.append(
                    filter(
                        record, keys, modifiers,
                        doc: "The rows that belong to one `\(association.otherRecord)`: \(list) equal to the given "
                            + (keys.count == 1 ? "value." : "values.")))
            }
        }
        var declarations: [Declaration] = []
        if !filters.isEmpty {
            declarations.append(
                Declaration(.extensionOf(type: .named(record.recordName), members: filters)))
        }
        if record.features.children {
            let requests =
                record.hasMany.map { withChildren(record, $0, schema: schema, toOne: false, modifiers) }
                + record.hasOne.map { withChildren(record, $0, schema: schema, toOne: true, modifiers) }
            if !requests.isEmpty {
                declarations.append(
                    Declaration(
                        .extensionOf(
                            type: .generic("QueryInterfaceRequest", [.named(record.recordName)]),
                            members: requests)))
            }
        }
        return declarations
    }

    /// `static func filter(a: A, b: B) -> QueryInterfaceRequest<Record> { filter(Columns.a == a && …) }`:
    /// each value compared as its column stores it (a `StoredColumn` binds it so).
    private static func filter(
        _ record: RecordModel, _ keys: [PropertyModel], _ modifiers: [Modifier], doc: String
    ) -> Declaration {
        let comparisons = keys.map { key -> Expression in
            .binary(.member(.identifier("Columns"), key.propertyName), "==", .identifier(key.propertyName))
        }
        let predicate = comparisons.dropFirst().reduce(comparisons[0]) { .binary($0, "&&", $1) }
        return Declaration(
            doc: doc, modifiers: modifiers + [.static],
            .function(
                name: "filter",
                parameters: keys.map { Parameter(nil, $0.propertyName, $0.valueType(outside: record)) },
                result: .generic("QueryInterfaceRequest", [.named(record.recordName)]),
                body: [.expression(.call(.identifier("filter"), [Argument(nil, predicate)]))]))
    }

    /// `func withTodos() -> QueryInterfaceRequest<TodoListWithTodos>`: the parents of the request
    /// with their children, in the child's first ordering, else by primary key (`toOne`: with its
    /// one child, if any).
    private static func withChildren(
        _ record: RecordModel, _ association: AssociationModel, schema: DescribedSchema, toOne: Bool,
        _ modifiers: [Modifier]
    ) -> Declaration {
        let type = record.recordName
        let result = record.withChildrenTypeName(association)
        let child = toOne ? nil : schema.records.first { $0.recordName == association.otherRecord && !$0.kind.isView }
        // `RowDecoder`, not the record's name: inside an extension of GRDB's request, a record named
        // like one of the request's associated types (`Value`, of `ReadRequest`) would name that type.
        var childRequest = Expression.member(.identifier("RowDecoder"), association.name)
        var order = ""
        if let child, let ordering = child.orderings.first {
            childRequest = childRequest.invoking(
                "ordered",
                [
                    Argument("by", .implicitMember(ordering.caseName))
                ])
            order = " (ordered by `.\(ordering.caseName)`)"
        } else if child != nil {
            // GRDB's primary key order: the key's columns, or the rowid of a table without one.
            childRequest = childRequest.invoking("orderByPrimaryKey")
            order = " (in primary key order)"
        }
        let including = Expression.call(
            .identifier("including"), [Argument(toOne ? "optional" : "all", childRequest)])
        let name = record.withChildrenRequestName(association)
        return Declaration(
            doc: "Each `\(type)` of the request with its `\(association.name)`\(order), in one read.",
            modifiers: modifiers,
            .function(
                name: name, parameters: [],
                result: .generic("QueryInterfaceRequest", [.named(result)]),
                body: [
                    .expression(including.invoking("asRequest", [Argument("of", .metatype(.named(result)))]))
                ]))
    }
}
