/// How per-appearance colors name their color sets and inherit through `$extends`: a child
/// theme's `{"dark": …}` replaces only the dark value of its parent's color, while a plain
/// color replaces every appearance.
extension ThemeStyle {
    /// This style with every per-appearance color named `base.<path>` in the generated catalog.
    func namingAppearanceColors(_ base: String) -> ThemeStyle {
        // Most styles hold no per-appearance color: those are kept as they are, not rebuilt.
        guard properties.contains(where: { $0.value.isPerAppearanceColor }) else { return self }
        return ThemeStyle(
            properties: properties.map { property in
                guard case .setting(var setting) = property.value, case .color(.perAppearance(var color)) = setting.value else {
                    return property
                }
                color.catalogName = "\(base).\(property.path)"
                setting.value = .color(.perAppearance(color))
                return (property.path, .setting(setting))
            }, at: location)
    }

    /// This style as inherited by a theme that sets `child` for the same key: `overlaid`, except
    /// that a per-appearance color merges with the color it overrides, appearance by appearance.
    func inherited(by child: ThemeStyle) -> ThemeStyle {
        // Only a child's per-appearance colors merge with what they override; without one the
        // child is laid over as it is.
        guard child.properties.contains(where: { $0.value.isPerAppearanceColor }) else { return overlaid(with: child) }
        let merged = ThemeStyle(
            properties: child.properties.map { property in
                guard case .setting(let setting) = property.value, case .setting(let parent)? = value(for: property.path),
                    let value = Self.inheritedColor(parent.value, by: setting.value)
                else { return property }
                return (property.path, .setting(ThemeSetting(value, at: setting.location)))
            }, at: child.location)
        return overlaid(with: merged)
    }

    /// A parent's color with a child's per-appearance color laid over it; nil when the child's
    /// value is not a per-appearance color or the parent's is no color.
    static func inheritedColor(_ parent: TypedValue, by child: TypedValue) -> TypedValue? {
        guard case .color(.perAppearance(let own)) = child, case .color(let inherited) = parent,
            let base = AppearanceColor.uniform(inherited)
        else { return nil }
        return .color(.perAppearance(base.inherited(by: own)))
    }
}

extension StyleValue {
    /// Whether it is a single per-appearance color, the one kind of value inheritance merges.
    var isPerAppearanceColor: Bool {
        if case .setting(let setting) = self, case .color(.perAppearance) = setting.value { return true }
        return false
    }
}

extension ThemeValue {
    /// `overlaid(with:)` for `$extends` and skins, merging per-appearance colors.
    func inherited(by child: ThemeValue) -> ThemeValue {
        switch (self, child) {
        case (.style(let mine), .style(let theirs)):
            return .style(mine.inherited(by: theirs))
        case (.plain(let mine), .plain(let theirs)):
            guard let own = theirs.appearanceColor, case .success(let parent) = mine.setting(as: .color),
                case .color(.perAppearance(let merged))? = ThemeStyle.inheritedColor(parent.value, by: .color(.perAppearance(own)))
            else { return child }
            return .plain(PlainValue(merged, at: theirs.location))
        default:
            return overlaid(with: child)
        }
    }
}

extension ResolvedTheme {
    /// Every per-appearance color the chain sets, with where it is set: each key's, each style
    /// property's and each `$appearance` rule's, in key order.
    public var appearanceColors: [(color: AppearanceColor, location: SourceLocation)] {
        var found: [(color: AppearanceColor, location: SourceLocation)] = []
        func collect(_ style: ThemeStyle) {
            for property in style.properties {
                for setting in property.value.settings {
                    if case .color(.perAppearance(let color)) = setting.value { found.append((color, setting.location)) }
                }
            }
        }
        for key in keys {
            switch value(forKey: key) {
            case .plain(let plain)?:
                if let color = plain.appearanceColor { found.append((color, plain.location)) }
            case .style(let style)?:
                collect(style)
            case nil:
                break
            }
        }
        for className in appearanceClasses {
            if let rule = appearanceRule(for: className) { collect(rule) }
        }
        return found
    }

    /// A per-appearance color with no light value anywhere in the chain (`{"dark": …}` in a
    /// theme whose parents do not set the property): an error at the value.
    var appearanceColorProblems: [Diagnostic] {
        // Looked for in the values as they are stored first: nearly always none lacks a light
        // value, and only when one does are the keys put in order to report them.
        guard containsAppearanceColor(where: { !$0.hasOwnValue(for: .light) }) else { return [] }
        return appearanceColors.filter { !$0.color.hasOwnValue(for: .light) }.map { found in
            .error(
                "a per-appearance color needs a 'light' value: this theme gives only \(found.color.values.keys.sorted().map { "'\($0.rawValue)'" }.joined(separator: ", ")), and no theme it extends sets the color",
                at: found.location, rule: LintRule.invalidValue)
        }
    }
}
