/// One message about the schema, with the place it is about.
///
/// Its ``description`` uses the format of the Swift compiler, so that SwiftPM, Xcode and
/// editors show it at the right line:
///
/// ```
/// schema.yaml:12:7: error: column `notes` of table `item` is in tables: but no migration adds it
/// ```
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable {
        /// The schema cannot be used; nothing is generated.
        case error
        /// The schema can be used, but something deserves attention.
        case warning
        /// Additional information attached to a previous diagnostic.
        case note
    }

    /// How serious the diagnostic is.
    public var severity: Severity
    /// What is wrong, in one line.
    public var message: String
    /// Where it is wrong. `nil` when the diagnostic is about no particular place.
    public var location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// `path:line:column: error: message`, or `error: message` without a location.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}
