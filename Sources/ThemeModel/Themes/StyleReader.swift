/// Reads a style dictionary from a theme file into a `ThemeStyle`, checking every property
/// against the property catalog — a known name, a value of the kind it takes — and parsing
/// each value once, into its type.
struct StyleReader {
    private(set) var problems: [Diagnostic] = []

    /// `owner` names the style in messages (`style 'primaryButton'`, `appearance rule 'UILabel'`).
    mutating func read(_ members: [ThemeFileMember], owner: String, at styleLocation: SourceLocation) -> ThemeStyle {
        var properties: [(path: String, value: StyleValue)] = []
        for member in members {
            if case .dictionary(let nested) = member.value.content, PropertyCatalog.property(named: member.key)?.kind.takesDictionary != true {
                guard PropertyCatalog.groups.contains(member.key) else {
                    problems.append(.error("'\(member.key)' in \(owner) is not a property group; only \(PropertyCatalog.groups.sorted().map { "'\($0)'" }.joined(separator: ", ")) take a dictionary", at: member.keyLocation))
                    continue
                }
                if member.key == "states" {
                    properties += readStates(nested, owner: owner)
                } else {
                    for property in nested {
                        if let value = readValue(property, property: "\(member.key).\(property.key)", owner: owner) {
                            properties.append(("\(member.key).\(property.key)", value))
                        }
                    }
                }
                continue
            }
            if let value = readValue(member, property: member.key, owner: owner) {
                properties.append((member.key, value))
            }
        }
        return ThemeStyle(properties: properties, at: styleLocation)
    }

    private mutating func readStates(_ states: [ThemeFileMember], owner: String) -> [(path: String, value: StyleValue)] {
        var properties: [(path: String, value: StyleValue)] = []
        for state in states {
            guard PropertyCatalog.controlStates.contains(state.key) else {
                let hint = Suggestion.closest(to: state.key, in: PropertyCatalog.controlStates).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.error("unknown button state '\(state.key)' in \(owner)\(hint)", at: state.keyLocation))
                continue
            }
            guard case .dictionary(let members) = state.value.content else {
                problems.append(.error("state '\(state.key)' in \(owner) takes a dictionary of state properties", at: state.keyLocation))
                continue
            }
            for member in members {
                guard PropertyCatalog.stateProperties.contains(member.key) else {
                    let hint = Suggestion.closest(to: member.key, in: Array(PropertyCatalog.stateProperties)).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append(.error("'\(member.key)' is not a per-state property (\(PropertyCatalog.stateProperties.sorted().joined(separator: ", ")))\(hint)", at: member.keyLocation))
                    continue
                }
                if let value = readValue(member, property: member.key, owner: owner) {
                    properties.append(("states.\(state.key).\(member.key)", value))
                }
            }
        }
        return properties
    }

    /// `name` is the property's name in the catalog (`titleTextAttributes.font`, or
    /// `titleColor` for a state's property).
    private mutating func readValue(_ member: ThemeFileMember, property name: String, owner: String) -> StyleValue? {
        guard let property = PropertyCatalog.property(named: name) else {
            let hint = Suggestion.closest(to: name, in: PropertyCatalog.names + Array(PropertyCatalog.groups)).map { "; did you mean '\($0)'?" } ?? ""
            problems.append(.error("unknown property '\(member.key)' in \(owner)\(hint)", at: member.keyLocation))
            return nil
        }
        let valueLocation = member.value.location
        guard property.takesList else {
            guard let setting = parse(member.value, as: property.kind, property: member.key, owner: owner) else { return nil }
            return .setting(setting)
        }
        guard case .array(let items) = member.value.content else {
            problems.append(.error("'\(member.key)' in \(owner) needs an array of \(property.kind.rawValue) names", at: valueLocation))
            return nil
        }
        var settings: [ThemeSetting] = []
        for item in items {
            if property.kind.takesString, case .string = item.content {} else if property.kind.takesString {
                problems.append(.error("'\(member.key)' in \(owner) lists \(property.kind.rawValue) names (strings)", at: item.location))
                return nil
            }
            guard let setting = parse(item, as: property.kind, property: member.key, owner: owner) else { return nil }
            settings.append(setting)
        }
        return .list(settings, at: valueLocation)
    }

    private mutating func parse(_ node: ThemeFileNode, as kind: ValueKind, property: String, owner: String) -> ThemeSetting? {
        switch kind.parse(node.content) {
        case .success(let value):
            return ThemeSetting(value, at: node.location)
        case .failure(let problem):
            if case .string = node.content, kind.takesString {
                problems.append(.error("\(problem.message) ('\(property)' in \(owner))", at: node.location, rule: LintRule.invalidValue))
            } else if kind.takesString {
                problems.append(.error("'\(property)' in \(owner) needs \(kind.expectation)", at: node.location))
            } else {
                problems.append(.error("'\(property)' in \(owner) needs \(kind.expectation): \(problem.message)", at: node.location, rule: LintRule.invalidValue))
            }
            return nil
        }
    }
}
