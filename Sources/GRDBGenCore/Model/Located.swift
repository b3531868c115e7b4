/// A value of the schema file together with where it was written.
public struct Located<Value> {
    /// The value.
    public var value: Value
    /// Where the value was written in schema.yaml.
    public var location: SourceLocation

    /// Creates a located value.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Sendable where Value: Sendable {}
extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
