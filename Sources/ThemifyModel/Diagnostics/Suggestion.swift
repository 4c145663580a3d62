/// "Did you mean …?" for names a user mistyped: options, property names, theme keys.
public enum Suggestion {
    /// The candidate closest to `name` by edit distance, when it is close enough to be a typo.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let lowered = name.lowercased()
        let limit = max(2, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance over characters.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
