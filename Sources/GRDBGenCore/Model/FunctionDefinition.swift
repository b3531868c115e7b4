/// One entry of `functions:`: an SQL function that the app implements in Swift, and that the
/// schema's defaults, triggers, views, generated columns and queries may call.
///
/// ```yaml
/// functions:
///   uuid: { result: text }                                   # uuid()
///   slugify: { arguments: [text], result: text, deterministic: true }
///   createDefaultList: {}                                    # no result: it writes
/// ```
///
/// The generated store registers the app's implementations on every connection before the
/// migrations run; while generating, SQLite knows the function through a stub of its types.
public struct FunctionDefinition: Sendable {
    /// The SQL name.
    public var name: Located<String>
    /// The type of each argument; the app's implementation receives optionals (SQL's NULL).
    public var arguments: [Located<FunctionValueType>] = []
    /// The type of the result; nil for a function that gives none (`result` left out: it acts, as
    /// a trigger's `SELECT createDefaultList()`, and SQL sees NULL).
    public var result: Located<FunctionValueType>?
    /// Whether the same arguments always give the same result (GRDB's `pure`): SQLite may then
    /// use it in indexes and generated columns, and call it once for constant arguments.
    public var deterministic = false
    /// Where the function is written.
    public var location: SourceLocation
    /// `migrations: only`: only migrations call the function (an old rewrite of the app's data):
    /// the app gives it while a migration that calls it is pending, and the current schema
    /// (defaults, triggers, views, queries) may not call it.
    public var migrationsOnly = false
    /// Whether GRDBGenRuntime gives the function (``builtIns``): the store's default
    /// configuration registers it, and the app implements nothing.
    public var isBuiltIn = false

    /// The functions GRDBGenRuntime registers on every connection of `openFile(atPath:)` and
    /// `inMemory()` (`DatabaseFunction.uuid`): `uuid()`, a new lowercase UUID text, as SQLiteData
    /// writes it. A schema's own function of the same name wins.
    static let builtIns: [FunctionDefinition] = {
        var uuid = FunctionDefinition(
            name: Located("uuid", at: SourceLocation.planned),
            result: Located(.text, at: SourceLocation.planned),
            location: SourceLocation.planned)
        uuid.isBuiltIn = true
        return [uuid]
    }()

}

/// The type of a value an app function takes or gives, as SQLite stores it.
public enum FunctionValueType: String, Sendable, CaseIterable, Hashable {
    case integer, real, text, blob

    /// The Swift type of such a value.
    var swiftType: String {
        switch self {
        case .integer: "Int64"
        case .real: "Double"
        case .text: "String"
        case .blob: "Data"
        }
    }
}
