/// A table or a column that `tables:` no longer has while a new one with a compatible shape
/// appears: a rename, or a drop and an add. `grdbgen migrate` never decides alone: a terminal
/// asks, and flags decide otherwise (`--rename item.title=name`, `--no-rename item.title`).
public struct RenameCandidate: Sendable, Hashable {
    /// What is renamed.
    public enum Kind: Sendable, Hashable {
        case table
        case column
    }

    public var kind: Kind
    /// The table of a column (its name in `tables:`); the old name of a table.
    public var table: String
    /// The old name (of the table, or of the column).
    public var from: String
    /// The new name.
    public var to: String

    /// `item.title=name` (a column), `items=item` (a table): the value of `--rename`.
    public var renameFlag: String { kind == .table ? "\(from)=\(to)" : "\(table).\(from)=\(to)" }

    /// `item.title` (a column), `items` (a table): the value of `--no-rename`.
    public var keepFlag: String { kind == .table ? from : "\(table).\(from)" }

    /// "column `item.title` to `name`", "table `items` to `item`".
    public var description: String {
        kind == .table ? "table `\(from)` to `\(to)`" : "column `\(table).\(from)` to `\(to)`"
    }
}

/// How the rename candidates of a plan are decided.
public struct RenameDecisions: Sendable {
    /// `--rename` values: `item.title=name`, `items=item`.
    public var renames: [String] = []
    /// `--no-rename` values: `item.title`, `items`.
    public var noRenames: [String] = []
    /// Asks about a candidate that no flag decides (a terminal); `nil` without one.
    public var ask: (@Sendable (RenameCandidate) -> Bool)?

    /// Decides nothing: every candidate must be decided by a flag.
    public init(renames: [String] = [], noRenames: [String] = [], ask: (@Sendable (RenameCandidate) -> Bool)? = nil) {
        self.renames = renames
        self.noRenames = noRenames
        self.ask = ask
    }
}
