import GRDBGenSyntax

/// Renders the store's `Functions`: the SQL functions of `functions:`, which the app implements
/// and the store registers on every connection (GRDB's `DatabaseFunction`), and the store's ways
/// to open a database with them.
///
/// ```swift
/// let functions = AppDatabase.Functions(uuid: { UUID().uuidString.lowercased() })
/// let store = try AppDatabase.openFile(atPath: path, functions: functions)
/// ```
enum FunctionsRenderer {
    /// `try Self.checkFunctions(["uuid": 0], in: writer)`: the first statement of the store's
    /// initializer, before the migrations call a function; `nil` without functions.
    static func check(_ schema: DescribedSchema) -> Statement? {
        let functions = schema.schema.functions
        guard !functions.isEmpty else { return nil }
        let counts = Expression.dictionary(
            functions.map { DictionaryEntry(key: .string($0.name.value), value: .integer($0.arguments.count)) })
        return .expression(
            .tryExpression(
                .identifier("Self").invoking(
                    "checkFunctions", [Argument(nil, counts), Argument("in", .identifier("writer"))])))
    }

    /// The members of the store: the `Functions` struct, `openFile(atPath:functions:)` and
    /// `inMemory(functions:)`; none without functions.
    static func members(_ schema: DescribedSchema) -> [Declaration] {
        // GRDBGenRuntime registers its own functions: the app implements none of them.
        let functions = schema.schema.functions.filter { !$0.isBuiltIn }
        guard !functions.isEmpty else { return [] }
        let modifiers = schema.accessModifiers
        let store = schema.storeName
        return [functionsStruct(functions, modifiers)] + openers(of: store, modifiers)
    }

    /// `struct Functions`: a closure per function, an initializer of them all, and
    /// `register(in:)`, which adds them to a configuration.
    private static func functionsStruct(_ functions: [FunctionDefinition], _ modifiers: [Modifier]) -> Declaration {
        func closureType(_ function: FunctionDefinition) -> TypeReference {
            .sendableFunction(
                parameters: function.arguments.map { TypeReference.named($0.value.swiftType).optional },
                result: .named(function.result?.value.swiftType ?? "Void"))
        }
        let properties = functions.map { function in
            Declaration(
                doc: "`\(signature(function))`\(function.result == nil ? ", no result (SQL sees NULL)" : "")"
                    + "\(function.deterministic ? ", deterministic" : "").",
                modifiers: modifiers,
                .variable(isLet: false, name: function.name.value, type: closureType(function), value: nil, getter: nil)
            )
        }
        let initializer = Declaration(
            doc: "The app's implementations.",
            modifiers: modifiers,
            .initializer(
                parameters: functions.map { function in
                    var parameter = Parameter(nil, function.name.value, closureType(function))
                    parameter.isEscaping = true
                    return parameter
                },
                throwing: false,
                body: functions.map {
                    .assignment(.member(.identifier("self"), $0.name.value), .identifier($0.name.value))
                }))
        let registrations = functions.map { function in
            let arguments = function.arguments.enumerated().map { position, type in
                Argument(
                    nil,
                    .identifier(type.value.swiftType).invoking(
                        "fromDatabaseValue",
                        [Argument(nil, .subscriptOf(.identifier("values"), [Argument(nil, .integer(position))]))]))
            }
            let call = Expression.tryExpression(.call(.identifier(function.name.value), arguments, trailing: nil))
            // A function without a result gives SQL's NULL.
            let body: [Statement] =
                function.result == nil ? [.expression(call), .returnStatement(.nilLiteral)] : [.expression(call)]
            let databaseFunction = Expression.call(
                .identifier("DatabaseFunction"),
                [
                    Argument(nil, .string(function.name.value)),
                    Argument("argumentCount", .integer(function.arguments.count)),
                    Argument("pure", .boolean(function.deterministic)),
                ],
                trailing: Closure(parameters: [function.arguments.isEmpty ? "_" : "values"], body: body))
            return Statement.expression(
                .identifier("db").invoking("add", [Argument("function", databaseFunction)]))
        }
        let locals = functions.map { function in
            Statement.declaration(
                Declaration(
                    .variable(
                        isLet: true, name: function.name.value, type: nil,
                        value: .member(.identifier("self"), function.name.value), getter: nil)))
        }
        let register = Declaration(
            doc: "Registers the functions on every connection the configuration opens, before anything else runs.",
            modifiers: modifiers,
            .function(
                name: "register",
                parameters: [Parameter("in", "configuration", .named("Configuration"), isInout: true)],
                throwing: false, result: nil,
                body: locals + [
                    .expression(
                        .identifier("configuration").invoking(
                            "prepareDatabase", [], trailing: Closure(parameters: ["db"], body: registrations)))
                ]))
        return Declaration(
            doc: """
                The SQL functions of `functions:`, which the app implements in Swift: the store registers them \
                on every connection before the migrations run.
                """,
            modifiers: modifiers,
            .structure(
                name: "Functions", inherits: [.named("Sendable")], members: properties + [initializer, register]))
    }

    /// `openFile(atPath:functions:connection:watchingOtherProcesses:)` and `inMemory(functions:)`.
    private static func openers(of store: String, _ modifiers: [Modifier]) -> [Declaration] {
        func configured(_ open: Expression) -> [Statement] {
            [
                .declaration(
                    Declaration(
                        .variable(
                            isLet: false, name: "configuration", type: nil, value: .identifier("defaultConfiguration"),
                            getter: nil))),
                .expression(
                    .identifier("functions").invoking(
                        "register", [Argument("in", .inOut(.identifier("configuration")))])),
                .returnStatement(open),
            ]
        }
        let functionsParameter = Parameter(nil, "functions", .named("Functions"))
        let openFile = Declaration(
            doc:
                "Opens (and creates, if needed) a database file with the app's functions (see "
                + "`openFile(atPath:configuration:connection:watchingOtherProcesses:)`).",
            modifiers: modifiers + [.static],
            .function(
                name: "openFile",
                parameters: [
                    Parameter("atPath", "path", .named("String")), functionsParameter,
                    Parameter(nil, "connection", .named("StoreConnection"), default: .implicitMember("pool")),
                    Parameter(nil, "watchingOtherProcesses", .named("Bool"), default: .boolean(false)),
                ],
                throwing: true, result: .named(store),
                body: configured(
                    .tryExpression(
                        .call(
                            .identifier("openFile"),
                            [
                                Argument("atPath", .identifier("path")),
                                Argument("configuration", .identifier("configuration")),
                                Argument("connection", .identifier("connection")),
                                Argument("watchingOtherProcesses", .identifier("watchingOtherProcesses")),
                            ],
                            trailing: nil)))))
        let inMemory = Declaration(
            doc: "An empty in-memory database with the app's functions, migrated: for previews and tests.",
            modifiers: modifiers + [.static],
            .function(
                name: "inMemory", parameters: [functionsParameter], throwing: true, result: .named(store),
                body: configured(
                    .tryExpression(
                        .call(
                            .identifier("Self"),
                            [
                                Argument(
                                    nil,
                                    .call(
                                        .identifier("DatabaseQueue"),
                                        [Argument("configuration", .identifier("configuration"))], trailing: nil))
                            ], trailing: nil)))))
        return [openFile, inMemory]
    }

    /// `uuid() -> text`, `slugify(text) -> text`.
    private static func signature(_ function: FunctionDefinition) -> String {
        "\(function.name.value)(" + function.arguments.map(\.value.rawValue).joined(separator: ", ") + ")"
            + (function.result.map { " -> " + $0.value.rawValue } ?? "")
    }
}
