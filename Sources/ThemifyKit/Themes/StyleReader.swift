/// Reads a style dictionary from a theme file into a `ThemeStyle`, checking every property
/// against the property table: known name, right kind of value, valid color or font.
struct StyleReader {
    let path: String
    private(set) var problems: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    private func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(path: path, line: line, column: column)
    }

    /// `owner` names the style in messages (`style 'primaryButton'`, `appearance rule 'UILabel'`).
    mutating func read(_ members: [ThemeFileMember], owner: String, at styleLocation: SourceLocation) -> ThemeStyle {
        var properties: [(path: String, value: StyleValue)] = []
        for member in members {
            let keyLocation = location(member.keyLine, member.keyColumn)
            if case .dictionary(let nested) = member.value.content {
                guard PropertyTable.groups.contains(member.key) else {
                    problems.append(.error("'\(member.key)' in \(owner) is not a property group; only \(PropertyTable.groups.sorted().map { "'\($0)'" }.joined(separator: ", ")) take a dictionary", at: keyLocation))
                    continue
                }
                if member.key == "states" {
                    properties += readStates(nested, owner: owner)
                } else {
                    for property in nested {
                        if let value = readValue(property, path: "\(member.key).\(property.key)", owner: owner) {
                            properties.append(("\(member.key).\(property.key)", value))
                        }
                    }
                }
                continue
            }
            if let value = readValue(member, path: member.key, owner: owner) {
                properties.append((member.key, value))
            }
        }
        return ThemeStyle(properties: properties, at: styleLocation)
    }

    private mutating func readStates(_ states: [ThemeFileMember], owner: String) -> [(path: String, value: StyleValue)] {
        var properties: [(path: String, value: StyleValue)] = []
        for state in states {
            let stateLocation = location(state.keyLine, state.keyColumn)
            guard PropertyTable.buttonStates.contains(state.key) else {
                let hint = Suggestion.closest(to: state.key, in: PropertyTable.buttonStates).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.error("unknown button state '\(state.key)' in \(owner)\(hint)", at: stateLocation))
                continue
            }
            guard case .dictionary(let members) = state.value.content else {
                problems.append(.error("state '\(state.key)' in \(owner) takes a dictionary of state properties", at: stateLocation))
                continue
            }
            for member in members {
                guard PropertyTable.stateProperties.contains(member.key) else {
                    let hint = Suggestion.closest(to: member.key, in: Array(PropertyTable.stateProperties)).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append(.error("'\(member.key)' is not a per-state property (\(PropertyTable.stateProperties.sorted().joined(separator: ", ")))\(hint)", at: location(member.keyLine, member.keyColumn)))
                    continue
                }
                let path = "states.\(state.key).\(member.key)"
                if let value = readValue(member, path: member.key, owner: owner) { properties.append((path, value)) }
            }
        }
        return properties
    }

    /// `lookup` is the property name in the table (`titleTextAttributes.font`, or `titleColor`
    /// for a state's property).
    private mutating func readValue(_ member: ThemeFileMember, path lookup: String, owner: String) -> StyleValue? {
        let keyLocation = location(member.keyLine, member.keyColumn)
        let valueLocation = location(member.value.line, member.value.column)
        guard let storage = PropertyTable.knownProperties[lookup] else {
            let hint = Suggestion.closest(to: lookup, in: Array(PropertyTable.knownProperties.keys) + Array(PropertyTable.groups)).map { "; did you mean '\($0)'?" } ?? ""
            problems.append(.error("unknown property '\(member.key)' in \(owner)\(hint)", at: keyLocation))
            return nil
        }
        switch member.value.content {
        case .string(let text) where !storage.takesList:
            guard check(text, storage.kind, property: member.key, owner: owner, at: valueLocation) else { return nil }
            return .setting(ThemeSetting(text, at: valueLocation))
        case .array(let items) where storage.takesList:
            var settings: [ThemeSetting] = []
            for item in items {
                let itemLocation = location(item.line, item.column)
                guard case .string(let text) = item.content else {
                    problems.append(.error("'\(member.key)' in \(owner) lists \(storage.kind.rawValue) names (strings)", at: itemLocation))
                    return nil
                }
                guard check(text, storage.kind, property: member.key, owner: owner, at: itemLocation) else { return nil }
                settings.append(ThemeSetting(text, at: itemLocation))
            }
            return .list(settings, at: valueLocation)
        default:
            let expected = storage.takesList ? "an array of \(storage.kind.rawValue) names" : "a \(storage.kind.rawValue) string"
            problems.append(.error("'\(member.key)' in \(owner) needs \(expected)", at: valueLocation))
            return nil
        }
    }

    private mutating func check(_ text: String, _ kind: ValueKind, property: String, owner: String, at location: SourceLocation) -> Bool {
        guard let problem = kind.problem(with: text) else { return true }
        problems.append(.error("\(problem.message) ('\(property)' in \(owner))", at: location, rule: LintRule.invalidValue))
        return false
    }
}
