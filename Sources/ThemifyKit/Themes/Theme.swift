/// One theme file: a name (the file's stem), its entries, and the theme it extends.
public struct Theme: Sendable {
    public let name: String
    public let path: String
    /// Keys in file order, each with its value and the location of the key.
    public let entries: [(key: String, value: ThemeValue, location: SourceLocation)]
    /// The theme named by `$extends`, if the file names one.
    public let extends: ThemeSetting?

    /// Keys themify reserves for itself; every other key is a theme key.
    public static let reservedKeys = ["$extends"]

    /// Reads and validates a theme file: every style property must be one some element takes,
    /// and every value of the kind that property needs.
    public init(path: String) throws(DiagnosticError) {
        try self.init(node: ThemeFileReader.read(path: path), path: path)
    }

    public init(node: ThemeFileNode, path: String) throws(DiagnosticError) {
        self.path = path
        self.name = Theme.name(ofFile: path)
        func location(_ line: Int, _ column: Int) -> SourceLocation { SourceLocation(path: path, line: line, column: column) }
        guard case .dictionary(let members) = node.content else {
            throw DiagnosticError(.error("a theme file holds a dictionary of theme keys", at: location(node.line, node.column)))
        }
        var problems: [Diagnostic] = []
        var entries: [(key: String, value: ThemeValue, location: SourceLocation)] = []
        var extends: ThemeSetting?
        for member in members {
            let keyLocation = location(member.keyLine, member.keyColumn)
            let valueLocation = location(member.value.line, member.value.column)
            if member.key.hasPrefix("$") {
                guard member.key == "$extends" else {
                    let hint = Suggestion.closest(to: member.key, in: Theme.reservedKeys).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append(.error("unknown reserved key '\(member.key)' (keys that begin with '$' are themify's)\(hint)", at: keyLocation))
                    continue
                }
                guard case .string(let parent) = member.value.content, !parent.isEmpty else {
                    problems.append(.error("'$extends' names a parent theme: a string such as \"default\"", at: valueLocation))
                    continue
                }
                extends = ThemeSetting(parent, at: valueLocation)
                continue
            }
            switch member.value.content {
            case .string(let text):
                entries.append((member.key, .plain(ThemeSetting(text, at: valueLocation)), keyLocation))
            case .dictionary(let properties):
                var style: [(name: String, setting: ThemeSetting)] = []
                for property in properties {
                    let propertyLocation = location(property.keyLine, property.keyColumn)
                    let propertyValueLocation = location(property.value.line, property.value.column)
                    guard let kind = PropertyTable.knownProperties[property.key] else {
                        let hint = Suggestion.closest(to: property.key, in: Array(PropertyTable.knownProperties.keys)).map { "; did you mean '\($0)'?" } ?? ""
                        problems.append(.error("unknown property '\(property.key)' in style '\(member.key)'\(hint)", at: propertyLocation))
                        continue
                    }
                    guard case .string(let text) = property.value.content else {
                        problems.append(.error("'\(property.key)' in style '\(member.key)' needs a \(kind.rawValue) string", at: propertyValueLocation))
                        continue
                    }
                    if let problem = kind.problem(with: text) {
                        problems.append(.error("\(problem.message) ('\(property.key)' in style '\(member.key)')", at: propertyValueLocation))
                        continue
                    }
                    style.append((property.key, ThemeSetting(text, at: propertyValueLocation)))
                }
                entries.append((member.key, .style(ThemeStyle(properties: style, at: keyLocation)), keyLocation))
            default:
                problems.append(.error("the value of '\(member.key)' must be a string (color, font or image name) or a dictionary (a style)", at: valueLocation))
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        self.entries = entries
        self.extends = extends
    }

    /// A theme's name is its file's stem: `Themes/metal.plist` is `metal`.
    public static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
