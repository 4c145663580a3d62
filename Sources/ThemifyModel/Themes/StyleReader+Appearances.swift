/// Per-appearance colors in styles: `"textColor": {"light": "#1B1F24", "dark": "#ECEFF1"}`.
extension StyleReader {
    /// Whether a property's value may be a dictionary rather than a property group: values of
    /// kinds written as dictionaries (an image with cap insets), and colors given per appearance.
    static func takesDictionaryValue(named name: String) -> Bool {
        guard let kind = PropertyCatalog.property(named: name)?.kind else { return false }
        return kind.takesDictionary || kind == .color
    }

    /// A per-appearance color, each problem located at the member it is about.
    mutating func parseAppearanceColor(_ members: [ThemeFileMember], at location: SourceLocation, property: String, owner: Owner)
        -> ThemeSetting?
    {
        switch AppearanceColor.parse(members, at: location) {
        case .success(let color):
            return ThemeSetting(.color(.perAppearance(color)), at: location)
        case .failure(let problem):
            problems.append(.error("\(problem.message) ('\(property)' in \(owner))", at: problem.location, rule: LintRule.invalidValue))
            return nil
        }
    }
}
