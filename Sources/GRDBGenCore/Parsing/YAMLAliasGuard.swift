internal import CYaml

/// Measures how large a YAML document becomes once its aliases are followed, before Yams builds
/// its nodes.
///
/// An alias (`*name`) shares the node of its anchor (`&name`), so a few lines can describe a
/// tree of billions of nodes ("billion laughs"). Yams builds such a document cheaply, but
/// anything that walks it (hashing a mapping key made of aliases, to find duplicate keys, or a
/// reader going through a list) takes exponential time. The parse stage refuses documents that
/// expand past ``limit`` nodes: a schema never needs that many.
enum YAMLAliasGuard {
    /// The largest number of nodes a document may expand to: far above any real schema (a
    /// 1,000-table schema has about 60,000 nodes).
    static let limit = 2_000_000

    /// The number of nodes of the document once aliases are expanded, stopping at the first
    /// count above ``limit``; `nil` when libyaml cannot parse the text (Yams then reports why).
    static func expandedNodeCount(of text: String) -> Int? {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        var utf8 = Array(text.utf8)
        return utf8.withUnsafeMutableBufferPointer { buffer -> Int? in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var anchors: [String: Int] = [:]
            // The open sequences and mappings: their anchor and the nodes counted inside so far.
            var open: [(anchor: String?, count: Int)] = []
            // Every node met so far, aliases expanded.
            var total = 0
            func saturatingSum(_ a: Int, _ b: Int) -> Int {
                let sum = a.addingReportingOverflow(b)
                return sum.overflow ? .max : sum.partialValue
            }
            func count(_ nodes: Int) {
                total = saturatingSum(total, nodes)
                if !open.isEmpty { open[open.count - 1].count = saturatingSum(open[open.count - 1].count, nodes) }
            }
            func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
                pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
            }
            while total <= limit {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return total
                case YAML_SCALAR_EVENT:
                    if let anchor = name(event.data.scalar.anchor) { anchors[anchor] = 1 }
                    count(1)
                case YAML_ALIAS_EVENT:
                    count(name(event.data.alias.anchor).flatMap { anchors[$0] } ?? 1)
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    let anchor =
                        event.type == YAML_SEQUENCE_START_EVENT
                        ? name(event.data.sequence_start.anchor) : name(event.data.mapping_start.anchor)
                    total = saturatingSum(total, 1)
                    open.append((anchor, 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let node = open.popLast() else { return nil }
                    if let anchor = node.anchor { anchors[anchor] = node.count }
                    if !open.isEmpty {
                        open[open.count - 1].count = saturatingSum(open[open.count - 1].count, node.count)
                    }
                default:
                    break
                }
            }
            return total
        }
    }
}
