/// The version of GRDBGen.
public enum GRDBGenVersion {
    /// The version printed by `grdbgen --version`.
    public static let current = "0.3.0"
}
