/// One entry of `migrations:`: a named, append-only group of steps.
public struct Migration: Sendable {
    /// The migration identifier, registered in GRDB's `DatabaseMigrator`.
    public var id: Located<String>
    /// The steps, applied in order in one transaction.
    public var steps: [MigrationStep]
    /// Where the migration starts.
    public var location: SourceLocation
    /// `baseline:`: the migration creates the schema of databases made before GRDBGen, and
    /// replaces these migrations of the app's earlier migrator (`true`: none).
    public var baseline: Located<[Located<String>]>?
    /// `baseline: { olderFiles: … }`: the shapes older files of the app have, which adoption
    /// brings to the baseline's.
    public var olderFiles: OlderFiles?
    /// A baseline without `steps:` (as `grdbgen import` writes it): its steps make `tables:` and
    /// `views:` as they were when it was locked, and the lock keeps them (``LockFile/baselineSteps``):
    /// schema.yaml states each column once. ``BaselineSteps`` fills ``steps``.
    public var stepsInLock = false
    /// The YAML of a baseline's steps that the lock keeps (``stepsInLock``), once filled.
    public var lockedStepsText: String?

}

/// `olderFiles:` of a baseline: what the app's own code left in files made before GRDBGen, beside the
/// baseline's shape. Each entry is `table.column` (columns) or a name (dropped objects).
public struct OlderFiles: Sendable {
    /// Columns declared without a type, or with another type, NOT NULL or default.
    public var untyped: [Located<String>] = []
    /// Columns older files lack.
    public var addedLater: [Located<String>] = []
    /// Tables, indexes, views and triggers older files have and the app drops.
    public var dropped: [Located<String>] = []
    /// Where `olderFiles:` is written.
    public var location: SourceLocation
}

/// One step of a migration: the GRDB call it makes, and where schema.yaml writes it. Each step
/// carries its own full definitions, so that a migration never changes when `tables:` changes
/// later. The translator reads it, the fold checks it, the migration renderer writes it as Swift,
/// the SQLite verifier runs it, the lock fingerprints it and ``SchemaYAML`` writes it back: one
/// description of a step (``MigrationCall``), with its kind (``StepKind``).
public struct MigrationStep: Sendable {
    /// The GRDB call the step makes.
    var call: MigrationCall
    /// Where the step is written.
    public var location: SourceLocation

    /// A step that makes `call`, written at `location`.
    init(_ call: MigrationCall, at location: SourceLocation) {
        self.call = call
        self.location = location
    }
}

/// A value of a seed row (`insert:` step): bound as an argument, never spliced into SQL.
public enum InsertValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case boolean(Bool)
}
