import ThemifyModel

extension ThemedLayout {
    /// The contrast findings that hold in `appearance`: a finding on colors that differ by
    /// appearance names the appearances it fails in (`(dark appearance)`), and holds in those;
    /// one on colors that are the same in every appearance names none and holds in all.
    package func contrastWarnings(in appearance: Appearance) -> [Diagnostic] {
        contrastWarnings.filter { Self.appearances(of: $0)?.contains(appearance) ?? true }
    }

    /// The appearances a finding names, as `ContrastCheck` writes them; nil when it names none.
    static func appearances(of finding: Diagnostic) -> [Appearance]? {
        describedSets.first { finding.message.contains(" (\($0.text));") }?.appearances
    }

    /// Every non-empty set of appearances with the words a finding names it in.
    private static let describedSets: [(appearances: [Appearance], text: String)] = {
        let all = Appearance.allCases
        let sets = (1..<(1 << all.count)).map { mask in all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] } }
        return sets.map { ($0, AppearanceContrast.describe($0)) }
    }()
}
