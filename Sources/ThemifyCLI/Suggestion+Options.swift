import ThemifyKit
import ThemifyModel

extension Suggestion {
    /// Like `closest(to:in:)`, but for option spellings, where `-theme` or `--Theme` are the
    /// usual slips.
    static func closestOption(to name: String, in options: [String]) -> String? {
        let normalized = "--" + name.drop { $0 == "-" }
        return closest(to: normalized, in: options)
    }
}
