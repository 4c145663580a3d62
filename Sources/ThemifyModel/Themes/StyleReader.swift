/// Reads a style dictionary from a theme file into a `ThemeStyle`, checking every property
/// against the property catalog — a known name, a value of the kind it takes — and parsing
/// each value once, into its type.
struct StyleReader {
    var problems: [Diagnostic] = []

    /// Where in a style a dictionary of properties sits, which decides what it may set.
    private enum Scope {
        case style
        /// Inside `barMetrics.<metrics>`: properties set per bar metrics, and their `states`.
        case barMetrics
        /// Inside `states.<state>`: properties set per state.
        case state
    }

    /// The style being read, as messages name it (`style 'primaryButton'`, `appearance rule
    /// 'UILabel'`): kept as its parts, and spelled out only when there is a message.
    enum Owner: CustomStringConvertible {
        case style(key: String)
        case appearanceRule(className: String)

        var description: String {
            switch self {
            case .style(let key): return "style '\(key)'"
            case .appearanceRule(let className): return "appearance rule '\(className)'"
            }
        }
    }

    /// Each distinct text is parsed once per kind, however many properties give it.
    var values = ParsedValues()

    /// `owner` names the style in messages.
    mutating func read(_ members: [ThemeFileMember], owner: Owner, at styleLocation: SourceLocation) -> ThemeStyle {
        ThemeStyle(properties: readMembers(members, at: Place(), scope: .style, owner: owner), at: styleLocation)
    }

    /// Where in a style a dictionary of properties sits: the state and bar metrics the
    /// dictionaries around it name, which the path of each property inside it takes.
    private struct Place {
        var states: [String] = []
        var barMetrics: String?

        func path(_ property: String) -> StylePath { StylePath(property: property, states: states, barMetrics: barMetrics) }
    }

    /// `place` is where the dictionary sits (`barMetrics.compact`, `states.selected`).
    private mutating func readMembers(_ members: [ThemeFileMember], at place: Place, scope: Scope, owner: Owner) -> [(
        path: StylePath, value: StyleValue
    )] {
        var properties: [(path: StylePath, value: StyleValue)] = []
        for member in members {
            if case .dictionary(let nested) = member.value.content, !Self.takesDictionaryValue(named: member.key) {
                switch (member.key, scope) {
                case ("states", .style), ("states", .barMetrics):
                    properties += readStates(nested, at: place, scope: scope, owner: owner)
                case ("barMetrics", .style):
                    properties += readBarMetrics(nested, owner: owner)
                case ("dividerImages", .style), ("dividerImages", .barMetrics):
                    properties += readDividerImages(nested, at: place, owner: owner)
                case (let group, _)
                where PropertyCatalog.groups.contains(group) && !["states", "barMetrics", "dividerImages"].contains(group):
                    for property in nested {
                        let name = "\(group).\(property.key)"
                        let entry = PropertyCatalog.property(named: name)
                        guard allows(property, name: name, entry: entry, in: scope) else { continue }
                        if let value = readValue(property, property: name, entry: entry, owner: owner) {
                            properties.append((place.path(name), value))
                        }
                    }
                case ("states", _), ("barMetrics", _), ("dividerImages", _):
                    problems.append(
                        .error(
                            "'\(member.key)' cannot be nested here in \(owner); write it directly in the style\(scope == .state ? "" : " or under 'barMetrics'")",
                            at: member.keyLocation))
                default:
                    problems.append(
                        .error(
                            "'\(member.key)' in \(owner) is not a property group; only \(PropertyCatalog.groups.sorted().map { "'\($0)'" }.joined(separator: ", ")) take a dictionary",
                            at: member.keyLocation))
                }
                continue
            }
            // Looked up once for both checks: every property of every style comes here.
            let entry = PropertyCatalog.property(named: member.key)
            guard allows(member, name: member.key, entry: entry, in: scope) else { continue }
            if let value = readValue(member, property: member.key, entry: entry, owner: owner) {
                properties.append((place.path(member.key), value))
            }
        }
        return properties
    }

    /// Whether a property may be set where it is written; reports it when not.
    /// `entry` is the catalog's entry of `name`, if any.
    private mutating func allows(_ member: ThemeFileMember, name: String, entry: ThemeProperty?, in scope: Scope) -> Bool {
        guard entry != nil else { return true }  // readValue reports unknown names
        switch scope {
        case .style:
            return true
        case .state:
            guard PropertyCatalog.stateProperties.contains(name) else {
                let hint = Suggestion.closest(to: name, in: Array(PropertyCatalog.stateProperties)).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(
                    .error(
                        "'\(name)' is not a per-state property (\(PropertyCatalog.stateProperties.sorted().joined(separator: ", ")))\(hint)",
                        at: member.keyLocation))
                return false
            }
            return true
        case .barMetrics:
            guard PropertyCatalog.barMetricsProperties.contains(name) else {
                problems.append(
                    .error(
                        "'\(name)' is not set per bar metrics (\(PropertyCatalog.barMetricsProperties.sorted().joined(separator: ", ")))",
                        at: member.keyLocation))
                return false
            }
            return true
        }
    }

    private mutating func readStates(_ states: [ThemeFileMember], at place: Place, scope: Scope, owner: Owner) -> [(
        path: StylePath, value: StyleValue
    )] {
        var properties: [(path: StylePath, value: StyleValue)] = []
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
            // A state inside bar metrics sets only what is per metrics too.
            var statePlace = place
            statePlace.states = [state.key]
            let inMetrics = readMembers(members, at: statePlace, scope: .state, owner: owner)
            for property in inMetrics {
                if scope == .barMetrics, !PropertyCatalog.barMetricsProperties.contains(property.path.property) {
                    problems.append(
                        .error(
                            "'\(property.path.property)' is not set per bar metrics (\(PropertyCatalog.barMetricsProperties.sorted().joined(separator: ", ")))",
                            at: property.value.location))
                    continue
                }
                properties.append(property)
            }
        }
        return properties
    }

    /// `"barMetrics": {"compact": {…}}`: properties per `UIBarMetrics`, with their own `states`.
    private mutating func readBarMetrics(_ metrics: [ThemeFileMember], owner: Owner) -> [(path: StylePath, value: StyleValue)] {
        var properties: [(path: StylePath, value: StyleValue)] = []
        for entry in metrics {
            guard PropertyCatalog.barMetrics.contains(entry.key) else {
                let hint = Suggestion.closest(to: entry.key, in: PropertyCatalog.barMetrics).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(
                    .error(
                        "unknown bar metrics '\(entry.key)' in \(owner) (\(PropertyCatalog.barMetrics.joined(separator: ", ")))\(hint)",
                        at: entry.keyLocation))
                continue
            }
            guard case .dictionary(let members) = entry.value.content else {
                problems.append(.error("bar metrics '\(entry.key)' in \(owner) takes a dictionary of properties", at: entry.keyLocation))
                continue
            }
            properties += readMembers(members, at: Place(barMetrics: entry.key), scope: .barMetrics, owner: owner)
        }
        return properties
    }

    /// `"dividerImages": {"selected|normal": "divider_su"}`: an image per pair of segment
    /// states, left then right, flattened to `states.selected|normal.dividerImage`.
    private mutating func readDividerImages(_ pairs: [ThemeFileMember], at place: Place, owner: Owner) -> [(
        path: StylePath, value: StyleValue
    )] {
        var properties: [(path: StylePath, value: StyleValue)] = []
        for pair in pairs {
            let states = pair.key.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard states.count == 2, states.allSatisfy(PropertyCatalog.controlStates.contains) else {
                problems.append(
                    .error(
                        "'\(pair.key)' in \(owner) is not a pair of states; write the left and right segment's states as 'selected|normal' (\(PropertyCatalog.controlStates.joined(separator: ", ")))",
                        at: pair.keyLocation))
                continue
            }
            let name = PropertyName.dividerImage.rawValue
            let divider = ThemeFileMember(key: name, at: pair.keyLocation, value: pair.value)
            if let value = readValue(divider, property: name, entry: PropertyCatalog.property(named: name), owner: owner) {
                properties.append((StylePath(property: name, states: states, barMetrics: place.barMetrics), value))
            }
        }
        return properties
    }

    /// `name` is the property's name in the catalog (`titleTextAttributes.font`, or
    /// `titleColor` for a state's property), `entry` the catalog's entry of it, if any.
    private mutating func readValue(_ member: ThemeFileMember, property name: String, entry: ThemeProperty?, owner: Owner) -> StyleValue? {
        guard let property = entry else {
            let hint =
                Suggestion.closest(to: name, in: PropertyCatalog.names + Array(PropertyCatalog.groups)).map { "; did you mean '\($0)'?" }
                ?? ""
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
            if property.kind.takesString, case .string = item.content {
            } else if property.kind.takesString {
                problems.append(.error("'\(member.key)' in \(owner) lists \(property.kind.rawValue) names (strings)", at: item.location))
                return nil
            }
            guard let setting = parse(item, as: property.kind, property: member.key, owner: owner) else { return nil }
            settings.append(setting)
        }
        return .list(settings, at: valueLocation)
    }

    private mutating func parse(_ node: ThemeFileNode, as kind: ValueKind, property: String, owner: Owner) -> ThemeSetting? {
        if kind == .color, case .dictionary(let members) = node.content {
            return parseAppearanceColor(members, at: node.location, property: property, owner: owner)
        }
        switch values.parse(node.content, as: kind) {
        case .success(let value):
            return ThemeSetting(value, at: node.location)
        case .failure(let problem):
            if case .string = node.content, kind.takesString {
                problems.append(.error("\(problem.message) ('\(property)' in \(owner))", at: node.location, rule: LintRule.invalidValue))
            } else if kind.takesString, !(kind.takesDictionary && node.content.isDictionary) {
                problems.append(.error("'\(property)' in \(owner) needs \(kind.expectation)", at: node.location))
            } else {
                problems.append(
                    .error(
                        "'\(property)' in \(owner) needs \(kind.expectation): \(problem.message)", at: node.location,
                        rule: LintRule.invalidValue))
            }
            return nil
        }
    }
}
