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
        // A function of the migrations only is checked by the migration that calls it.
        let functions = schema.schema.functions.filter { !$0.migrationsOnly }
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
        let steps = MigrationAppCode.swiftSteps(schema.schema)
        guard !functions.isEmpty || !steps.isEmpty else { return [] }
        let modifiers = schema.accessModifiers
        let store = schema.storeName
        let migrates = MigrationAppCode.needsFunctions(schema.schema)
        return [functionsStruct(functions, steps: steps, modifiers)]
            + (migrates ? [initializer(check(schema), modifiers)] : [])
            + openers(of: store, migrates: migrates, modifiers)
    }

    /// `init(_ writer:functions:)`: the store's initializer whose migrator runs the app's Swift
    /// steps and checks its functions of the migrations only.
    private static func initializer(_ check: Statement?, _ modifiers: [Modifier]) -> Declaration {
        let migrator = Expression.identifier("Self").invoking(
            "migrator", [Argument("functions", .identifier("functions"))])
        return Declaration(
            doc: """
                Opens the store on a connection and applies the pending migrations, with the app's functions: \
                its Swift migration steps, and its SQL functions of the migrations only (registered on the \
                connection, with `Functions.register(in:)`).
                """,
            modifiers: modifiers,
            .initializer(
                parameters: [
                    Parameter("_", "writer", .existential(.named("DatabaseWriter"))),
                    Parameter(nil, "functions", .named("Functions")),
                ],
                throwing: true,
                body: [check].compactMap { $0 } + [
                    .expression(
                        .tryExpression(
                            .identifier("Self").invoking(
                                "migrate", [Argument(nil, .identifier("writer")), Argument("migrator", migrator)]))),
                    .assignment(.member(.identifier("self"), "writer"), .identifier("writer")),
                ]))
    }

    /// `struct Functions`: a closure per function, an initializer of them all, and
    /// `register(in:)`, which adds them to a configuration.
    private static func functionsStruct(
        _ functions: [FunctionDefinition], steps: [String], _ modifiers: [Modifier]
    ) -> Declaration {
        // A function of the migrations only, and a Swift step, are optional: needed while a
        // migration that calls it is pending.
        func closureType(_ function: FunctionDefinition) -> TypeReference {
            let type = TypeReference.sendableFunction(
                parameters: function.arguments.map { TypeReference.named($0.value.swiftType).optional },
                result: .named(function.result?.value.swiftType ?? "Void"))
            return function.migrationsOnly ? type.optional : type
        }
        let stepType = TypeReference.sendableFunction(parameters: [.named("Database")], result: .named("Void")).optional
        let properties =
            functions.map { function in
                Declaration(
                    doc: "`\(signature(function))`\(function.result == nil ? ", no result (SQL sees NULL)" : "")"
                        + "\(function.deterministic ? ", deterministic" : "")"
                        + "\(function.migrationsOnly ? "; for the migrations only (nil once every file with rows ran them)" : "").",
                    modifiers: modifiers,
                    .variable(
                        name: function.name.value, type: closureType(function)))
            }
            + steps.map { step in
                Declaration(
                    doc:
                        "The Swift migration step `\(step)`, run with the migration's database (nil once every file with "
                        + "rows ran it: a new file does not need it).",
                    modifiers: modifiers,
                    .variable(name: step, type: stepType))
            }
        let parameters =
            functions.map { function in
                var parameter = Parameter(
                    nil, function.name.value, closureType(function),
                    default: function.migrationsOnly ? .nilLiteral : nil)
                parameter.isEscaping = !function.migrationsOnly
                return parameter
            } + steps.map { Parameter(nil, $0, stepType, default: .nilLiteral) }
        let initializer = Declaration(
            doc: "The app's implementations.",
            modifiers: modifiers,
            .initializer(
                parameters: parameters,
                body: (functions.map(\.name.value) + steps).map {
                    .assignment(.member(.identifier("self"), $0), .identifier($0))
                }))
        let register = registration(of: functions, modifiers)
        let migrations =
            steps.isEmpty && !functions.contains(where: \.migrationsOnly)
            ? ""
            : " The Swift steps of the migrations and the functions of `migrations: only` are optional: needed "
                + "while a migration that calls them is pending on a file with rows."
        return Declaration(
            doc: """
                The app's SQL functions (`functions:`), registered on every connection before the migrations run.
                """ + migrations,
            modifiers: modifiers,
            .structure(
                name: "Functions", inherits: [.named("Sendable")], members: properties + [initializer, register]))
    }

    /// `Functions.register(in:)`: each SQL function added on every connection the configuration opens
    /// (one of the migrations only when the app gives it).
    private static func registration(of functions: [FunctionDefinition], _ modifiers: [Modifier]) -> Declaration {
        let registrations = functions.map { function in
            let arguments = function.arguments.enumerated().map { position, type in
                Argument(
                    nil,
                    .identifier(type.value.swiftType).invoking(
                        "fromDatabaseValue",
                        [Argument(nil, .subscriptOf(.identifier("values"), [Argument(nil, .integer(position))]))]))
            }
            let call = Expression.tryExpression(.call(.identifier(function.name.value), arguments))
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
            let add = Statement.expression(
                .identifier("db").invoking("add", [Argument("function", databaseFunction)]))
            // A function of the migrations only is registered when the app gives it.
            return function.migrationsOnly
                ? .ifStatement(condition: .optionalBinding(function.name.value), then: [add], otherwise: nil) : add
        }
        let locals = functions.map { function in
            Statement.declaration(
                Declaration(
                    .variable(
                        isLet: true, name: function.name.value,
                        value: .member(.identifier("self"), function.name.value))))
        }
        return Declaration(
            doc: "Registers the functions on every connection the configuration opens, before anything else runs.",
            modifiers: modifiers,
            .function(
                name: "register",
                parameters: [Parameter("in", "configuration", .named("Configuration"), isInout: true)],
                // Without SQL functions (Swift steps only), nothing to register.
                body: functions.isEmpty
                    ? []
                    : locals + [
                        .expression(
                            .identifier("configuration").invoking(
                                "prepareDatabase", [], trailing: Closure(parameters: ["db"], body: registrations)))
                    ]))
    }

    /// `openFile(atPath:configuration:functions:connection:watchingOtherProcesses:)` and
    /// `inMemory(configuration:functions:)`.
    private static func openers(of store: String, migrates: Bool, _ modifiers: [Modifier]) -> [Declaration] {
        func configured(_ open: Expression) -> [Statement] {
            [
                .declaration(
                    Declaration(
                        .variable(
                            name: "configuration",
                            value: .binary(.identifier("configuration"), "??", .identifier("defaultConfiguration"))))),
                .expression(
                    .identifier("functions").invoking(
                        "register", [Argument("in", .inOut(.identifier("configuration")))])),
                .returnStatement(open),
            ]
        }
        let functionsParameter = Parameter(nil, "functions", .named("Functions"))
        // The app's own configuration (a passphrase, a busy mode), `defaultConfiguration` without one.
        let configurationParameter = Parameter(
            nil, "configuration", TypeReference.named("Configuration").optional, default: .nilLiteral)
        let openFile = Declaration(
            doc:
                "Opens (and creates, if needed) a database file with the app's functions, registered in `configuration` "
                + "(`defaultConfiguration` by default; see `openFile(atPath:)`).",
            modifiers: modifiers + [.static],
            .function(
                name: "openFile",
                parameters: [
                    Parameter("atPath", "path", .named("String")), configurationParameter, functionsParameter,
                    Parameter(nil, "connection", RuntimeName.storeConnection.type, default: .implicitMember("pool")),
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
                            // The store of the initializer that runs the app's migration functions.
                            trailing: migrates
                                ? Closure(
                                    parameters: [],
                                    body: [
                                        .expression(
                                            .tryExpression(
                                                .call(
                                                    .identifier("Self"),
                                                    [
                                                        Argument(nil, .identifier("$0")),
                                                        Argument("functions", .identifier("functions")),
                                                    ])))
                                    ]) : nil)))))
        let inMemory = Declaration(
            doc: "An empty in-memory database with the app's functions (in `configuration`), migrated: for tests.",
            modifiers: modifiers + [.static],
            .function(
                name: "inMemory", parameters: [configurationParameter, functionsParameter], throwing: true,
                result: .named(store),
                body: configured(
                    .tryExpression(
                        .call(
                            .identifier("Self"),
                            [
                                Argument(
                                    nil,
                                    .call(
                                        .identifier("DatabaseQueue"),
                                        [Argument("configuration", .identifier("configuration"))]))
                            ] + (migrates ? [Argument("functions", .identifier("functions"))] : []))))))
        return [openFile, inMemory]
    }

    /// `uuid() -> text`, `slugify(text) -> text`.
    private static func signature(_ function: FunctionDefinition) -> String {
        "\(function.name.value)(" + function.arguments.map(\.value.rawValue).joined(separator: ", ") + ")"
            + (function.result.map { " -> " + $0.value.rawValue } ?? "")
    }
}
