extension QuerySQL {
    /// The column references the SQL orders by (`ORDER BY price`) or compares for order (`price <
    /// 20`, `20 >= price`, `price BETWEEN …`): where a column's stored form decides the result,
    /// as a `decimal` column's text does.
    func orderedColumns() -> [(token: Token, qualifier: String?, column: String)] {
        let orderOperators: Set<String> = ["<", "<=", ">", ">="]
        var found: [(Token, String?, String)] = []
        var orderByDepth: Int?
        for (index, token) in tokens.enumerated() {
            if token.keyword == "BY", index > 0, tokens[index - 1].keyword == "ORDER" {
                orderByDepth = token.depth
                continue
            }
            if let depth = orderByDepth,
                token.depth < depth
                    || token.depth == depth
                        && ["LIMIT", "OFFSET", "RETURNING"].contains(token.keyword)
            {
                orderByDepth = nil
            }
            guard let reference = columnReference(endingAt: index),
                index + 1 >= tokens.count || tokens[index + 1].text != "." && tokens[index + 1].text != "("
            else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let start = reference.qualifier == nil ? index : index - 2
            let previous = start > 0 ? tokens[start - 1] : nil
            if orderByDepth == token.depth || orderOperators.contains(next?.text ?? "") || next?.keyword == "BETWEEN"
                || orderOperators.contains(previous?.text ?? "")
            {
                found.append((token, reference.qualifier, reference.column))
            }
        }
        return found
    }
}
