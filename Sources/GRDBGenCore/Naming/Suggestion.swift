/// "Did you mean …?" suggestions for misspelled names.
enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a likely typo.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
            }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, (max(name.count, best.candidate.count) + 1) / 3))
        return best.distance <= limit ? best.candidate : nil
    }

    /// `; did you mean `x`?` or an empty string.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { "; did you mean `\($0)`?" } ?? ""
    }

    /// The edit distance between two strings, counting an insertion, a deletion, a substitution
    /// or a swap of two neighbours as one edit (optimal string alignment).
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
