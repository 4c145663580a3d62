/// One theme file: a name (the file's stem), its entries, its appearance rules, and the theme it
/// extends.
public struct Theme: Sendable {
    /// The theme's name: its file's stem, which `--theme` and `$extends` name it by.
    public let name: String
    /// The file's path, as found; diagnostics about the theme name it.
    public let path: String
    /// Keys in file order, each with its value and the location of the key.
    public let entries: [(key: String, value: ThemeValue, location: SourceLocation)]
    /// `$appearance` rules: a UIKit or custom class name and the style every element of that
    /// class gets, like `UIAppearance`.
    public let appearance: [(className: String, style: ThemeStyle)]
    /// The theme named by `$extends`, if the file names one, and where it is named.
    public let extends: (name: String, location: SourceLocation)?
    /// `$tolerance`: a layout color closer than this CIEDE2000 difference to the theme's value
    /// is left as the layout has it. `extract` writes it into the default theme it derives, so
    /// that theme reproduces layouts whose near-identical colors it grouped under one key.
    public let colorTolerance: Double?
    /// `$statusBarStyle`: the status bar the app shows with this theme.
    public let statusBarStyle: StatusBarStyle?
    /// `"$skin": true`: a holiday skin, published with `themify pack` from `Skins/`, never a
    /// theme built into the app; where it is, and where `$skin` is said.
    public let skinMarker: SourceLocation?
    /// Whether the file is a holiday skin (`"$skin": true`).
    public var isSkin: Bool { skinMarker != nil }

    /// Keys themify reserves for itself; every other key is a theme key.
    public static let reservedKeys = ["$extends", "$appearance", "$tolerance", "$statusBarStyle", "$skin"]

    /// Reads and validates a theme file: every style property must be one some element takes,
    /// and every value of the kind that property needs.
    public init(path: String) throws(DiagnosticError) {
        try self.init(node: ThemeFileReader.read(path: path), path: path)
    }

    /// A theme from a theme file already read into `node` (`ThemeFileReader.read`), named by
    /// `path`'s stem; throws every problem the file has, sorted by line, at once.
    public init(node: ThemeFileNode, path: String) throws(DiagnosticError) {
        var problems: [Diagnostic] = []
        try self.init(node: node, path: path, problems: &problems)
        if !problems.isEmpty { throw DiagnosticError(problems) }
    }

    /// The theme with every entry that is sound, and in `problems` every one that is not,
    /// sorted by line: a run checks the rest of a broken theme against the layouts too, so
    /// that every error of it is reported at once. Throws only when the file holds no
    /// dictionary at all.
    package init(node: ThemeFileNode, path: String, problems collected: inout [Diagnostic]) throws(DiagnosticError) {
        self.path = path
        self.name = Theme.name(ofFile: path)
        guard case .dictionary(let members) = node.content else {
            throw DiagnosticError(.error("a theme file holds a dictionary of theme keys", at: node.location))
        }
        var reader = StyleReader()
        // Keys are text a theme holds like any other: checked by the values' rule at every
        // level (theme keys, style properties, appearance rules), whichever reader read them,
        // so no key can carry a control or bidirectional character into a message, a layout
        // or generated Swift.
        let keyProblems = Self.keyProblems(in: node)
        if !keyProblems.isEmpty { throw DiagnosticError(keyProblems) }
        var problems: [Diagnostic] = []
        var entries: [(key: String, value: ThemeValue, location: SourceLocation)] = []
        var appearance: [(className: String, style: ThemeStyle)] = []
        var extends: (name: String, location: SourceLocation)?
        var colorTolerance: Double?
        var statusBarStyle: StatusBarStyle?
        var skinMarker: SourceLocation?
        for member in members {
            let keyLocation = member.keyLocation
            let valueLocation = member.value.location
            switch (member.key, member.value.content) {
            case ("$extends", .string(let parent)) where ThemeLoader.isThemeName(parent):
                extends = (parent, valueLocation)
            case ("$extends", .string(let parent)) where !parent.isEmpty && ThemeText.problem(with: parent) == nil:
                problems.append(
                    .error(
                        "'$extends' names a theme in the same folder, not a path: '\(ThemeText.shown(parent))' is not a theme name",
                        at: valueLocation))
            case ("$extends", _):
                problems.append(.error("'$extends' names a parent theme: a string such as \"default\"", at: valueLocation))
            case ("$appearance", .dictionary(let rules)):
                for rule in rules {
                    let ruleLocation = rule.keyLocation
                    if rule.key.hasPrefix("UI"), !UIKitClasses.all.contains(rule.key) {
                        let hint = Suggestion.closest(to: rule.key, in: Array(UIKitClasses.all)).map { "; did you mean '\($0)'?" } ?? ""
                        problems.append(.error("'\(rule.key)' is not a UIKit class themify knows\(hint)", at: ruleLocation))
                        continue
                    }
                    guard case .dictionary(let properties) = rule.value.content else {
                        problems.append(
                            .error("appearance rule '\(rule.key)' takes a style (a dictionary of properties)", at: ruleLocation))
                        continue
                    }
                    appearance.append(
                        (
                            rule.key,
                            reader.read(properties, owner: .appearanceRule(className: rule.key), at: ruleLocation).namingAppearanceColors(
                                "appearance.\(rule.key)")
                        ))
                }
            case ("$tolerance", .integer(let value)) where value >= 0:
                colorTolerance = Double(value)
            case ("$tolerance", .real(let value)) where value >= 0 && value <= 100:
                colorTolerance = value
            case ("$tolerance", _):
                problems.append(.error("'$tolerance' is a color difference (CIEDE2000) of 0 or more, such as 2", at: valueLocation))
            case ("$statusBarStyle", .string(let name)) where StatusBarStyle(rawValue: name) != nil:
                statusBarStyle = StatusBarStyle(rawValue: name)
            case ("$statusBarStyle", _):
                problems.append(
                    .error(
                        "'$statusBarStyle' is one of \(StatusBarStyle.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))",
                        at: valueLocation))
            case ("$skin", .bool(true)):
                skinMarker = keyLocation
            case ("$skin", _):
                problems.append(.error("'$skin' marks a holiday skin: write \"$skin\": true, or leave it out", at: valueLocation))
            case ("$appearance", _):
                problems.append(.error("'$appearance' maps class names to styles: a dictionary", at: valueLocation))
            case (let key, _) where key.hasPrefix("$"):
                let hint = Suggestion.closest(to: key, in: Theme.reservedKeys).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.error("unknown reserved key '\(key)' (keys that begin with '$' are themify's)\(hint)", at: keyLocation))
            case (let key, .string(let text)):
                do {
                    entries.append(
                        (key, .plain(try PlainValue(text, at: valueLocation) { reader.values.parse(.string(text), as: $0) }), keyLocation))
                } catch {
                    problems.append(.error("\(error.message) (theme key '\(key)')", at: valueLocation, rule: LintRule.invalidValue))
                }
            case (let key, .dictionary(let members)) where AppearanceColor.isAppearanceDictionary(members):
                switch AppearanceColor.parse(members, at: valueLocation) {
                case .success(var color):
                    color.catalogName = key
                    entries.append((key, .plain(PlainValue(color, at: valueLocation)), keyLocation))
                case .failure(let problem):
                    problems.append(.error("\(problem.message) (theme key '\(key)')", at: problem.location, rule: LintRule.invalidValue))
                }
            case (let key, .dictionary(let properties)):
                entries.append(
                    (
                        key, .style(reader.read(properties, owner: .style(key: key), at: keyLocation).namingAppearanceColors(key)),
                        keyLocation
                    ))
            case (let key, _):
                problems.append(
                    .error(
                        "the value of '\(key)' must be a string (color, font or image name) or a dictionary (a style)", at: valueLocation))
            }
        }
        problems += reader.problems
        collected += problems.sorted { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) }
        self.entries = entries
        self.appearance = appearance
        self.extends = extends
        self.colorTolerance = colorTolerance
        self.statusBarStyle = statusBarStyle
        self.skinMarker = skinMarker
    }

    /// One error per dictionary key, at any depth, that `ThemeText` refuses.
    private static func keyProblems(in node: ThemeFileNode) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var pending = [node]
        while let next = pending.popLast() {
            switch next.content {
            case .dictionary(let members):
                for member in members {
                    if let problem = ThemeText.problem(with: member.key) {
                        // The values' rule speaks of a value; a key's message says it is a key.
                        let message =
                            member.key.utf8.count > ThemeText.maximumLength
                            ? "a key of \(member.key.utf8.count) bytes; theme keys are at most \(ThemeText.maximumLength)"
                            : "key \(problem.message)"
                        problems.append(.error(message, at: member.keyLocation, rule: LintRule.invalidValue))
                    }
                    pending.append(member.value)
                }
            case .array(let elements):
                pending += elements
            default:
                break
            }
        }
        return problems
    }

    /// A theme's name is its file's stem: `Themes/metal.plist` is `metal`.
    public static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
