import Foundation

/// A value encoded as JSON with every unordered collection in one order, so that equal values
/// give the same text in every run: keys sorted (Foundation's `.sortedKeys`), a `Set`'s elements
/// sorted by their JSON text, and a dictionary that JSON stores as key-value pairs (its keys
/// neither `String` nor `Int`) sorted by its keys' text. Everything else is encoded as
/// `JSONEncoder` encodes it (dates, data, URLs and decimals by its strategies).
///
/// ```swift
/// try StoredText.json(Set(["light.b", "light.a"]))   // ["light.a","light.b"], in every run
/// ```
///
/// A `json` column's record is `Equatable` by the text it stores (``DatabaseHashable``): without
/// a stable order, a record read back would differ from the one written at random (issue 61).
struct StableJSON<Value: Encodable>: Encodable {
    let value: Value

    init(_ value: Value) { self.value = value }

    func encode(to encoder: any Encoder) throws {
        if let unordered = value as? any UnorderedEncodable {
            try unordered.encodeSorted(to: encoder)
        } else if StableJSONEncoder.isLeaf(Value.self) {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        } else {
            try value.encode(to: StableJSONEncoder(base: encoder))
        }
    }
}

/// JSON text with keys sorted, its sets and pair lists in one order.
enum StableJSONText {
    /// The text of `value`.
    static func of(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(StableJSON(value)), as: UTF8.self)
    }
}

/// A collection whose order JSON keeps but Swift does not promise: encoded sorted.
protocol UnorderedEncodable {
    func encodeSorted(to encoder: any Encoder) throws
}

extension Set: UnorderedEncodable where Element: Encodable {
    /// The elements as a JSON array, sorted by their JSON text.
    func encodeSorted(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for (_, element) in try map({ (try StableJSONText.of($0), $0) }).sorted(by: { $0.0 < $1.0 }) {
            try container.encode(StableJSON(element))
        }
    }
}

extension Dictionary: UnorderedEncodable where Key: Encodable, Value: Encodable {
    /// As Swift encodes a dictionary: an object when its keys are `String`s, `Int`s or coding
    /// keys (sorted by the encoder), else an array of keys and values, here sorted by key.
    func encodeSorted(to encoder: any Encoder) throws {
        if Key.self == String.self || Key.self == Int.self || Key.self is any CodingKeyRepresentable.Type {
            return try encode(to: StableJSONEncoder(base: encoder))
        }
        var container = encoder.unkeyedContainer()
        let pairs = try map { (key: try StableJSONText.of($0.key), pair: $0) }
        for (key, value) in pairs.sorted(by: { $0.key < $1.key }).map(\.pair) {
            try container.encode(StableJSON(key))
            try container.encode(StableJSON(value))
        }
    }
}

/// The encoder a value encodes itself into: JSONEncoder's, each nested value wrapped in
/// ``StableJSON`` so that sets at any depth are sorted.
struct StableJSONEncoder: Encoder {
    let base: any Encoder
    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    /// Whether JSONEncoder encodes the type itself (a number, a text, a date, data, a URL): passed
    /// to it as is, so that its strategies apply.
    static func isLeaf(_ type: Any.Type) -> Bool {
        let leaves: [Any.Type] = [
            String.self, Bool.self, Int.self, Int8.self, Int16.self, Int32.self, Int64.self, UInt.self, UInt8.self,
            UInt16.self, UInt32.self, UInt64.self, Double.self, Float.self, Date.self, Data.self, URL.self,
            Decimal.self,
        ]
        return leaves.contains { $0 == type }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(Keyed(base: base.container(keyedBy: type)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { Unkeyed(base: base.unkeyedContainer()) }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(base: base.singleValueContainer()) }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        var base: KeyedEncodingContainer<Key>
        var codingPath: [any CodingKey] { base.codingPath }
        mutating func encodeNil(forKey key: Key) throws { try base.encodeNil(forKey: key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            if StableJSONEncoder.isLeaf(T.self) {
                try base.encode(value, forKey: key)
            } else {
                try base.encode(StableJSON(value), forKey: key)
            }
        }
        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type, forKey key: Key
        ) -> KeyedEncodingContainer<Nested> {
            KeyedEncodingContainer(Keyed<Nested>(base: base.nestedContainer(keyedBy: type, forKey: key)))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Unkeyed(base: base.nestedUnkeyedContainer(forKey: key))
        }
        mutating func superEncoder() -> any Encoder { StableJSONEncoder(base: base.superEncoder()) }
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            StableJSONEncoder(base: base.superEncoder(forKey: key))
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        var base: any UnkeyedEncodingContainer
        var codingPath: [any CodingKey] { base.codingPath }
        var count: Int { base.count }
        mutating func encodeNil() throws { try base.encodeNil() }
        mutating func encode<T: Encodable>(_ value: T) throws {
            if StableJSONEncoder.isLeaf(T.self) { try base.encode(value) } else { try base.encode(StableJSON(value)) }
        }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
            KeyedEncodingContainer(Keyed<Nested>(base: base.nestedContainer(keyedBy: type)))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Unkeyed(base: base.nestedUnkeyedContainer())
        }
        mutating func superEncoder() -> any Encoder { StableJSONEncoder(base: base.superEncoder()) }
    }

    struct Single: SingleValueEncodingContainer {
        var base: any SingleValueEncodingContainer
        var codingPath: [any CodingKey] { base.codingPath }
        mutating func encodeNil() throws { try base.encodeNil() }
        mutating func encode<T: Encodable>(_ value: T) throws { try base.encode(StableJSON(value)) }
    }
}
