import ThemifyModel

/// The images a resolved theme names, each with the key (or appearance rule) that names it: what
/// a published skin must carry. Symbols (`symbol:star.fill`) ship with the system and are left out.
package enum SkinImageReferences {
    package struct Reference: Sendable, Equatable {
        package var name: String
        /// The key or `$appearance` rule that names it first, for messages.
        package var owner: String
        /// A style property of image kind always means an image; a plain string means one only
        /// when it lands on an image property, which the theme alone cannot say — so a plain
        /// string that no catalog has is missing only if it cannot be a color or a font either.
        package var isCertain: Bool
    }

    /// Sorted by name, one reference per name (a certain one preferred).
    package static func references(in theme: ResolvedTheme) -> [Reference] {
        var found: [String: Reference] = [:]
        func add(_ name: String, owner: String, certain: Bool) {
            if let existing = found[name], existing.isCertain || !certain { return }
            found[name] = Reference(name: name, owner: owner, isCertain: certain)
        }
        func addImages(of style: ThemeStyle, owner: String) {
            for property in style.properties {
                for setting in property.value.settings {
                    if case .image(let image) = setting.value, !image.isSymbol { add(image.name, owner: owner, certain: true) }
                }
            }
        }
        for key in theme.keys {
            switch theme.value(forKey: key) {
            case .plain(let plain)?:
                guard case .success(let setting) = plain.setting(as: .image), case .image(let image) = setting.value, !image.isSymbol else {
                    continue
                }
                let isColor = (try? plain.setting(as: .color).get()) != nil
                let isFont = (try? plain.setting(as: .font).get()) != nil
                add(image.name, owner: "key '\(key)'", certain: !isColor && !isFont)
            case .style(let style)?:
                addImages(of: style, owner: "key '\(key)'")
            case nil:
                continue
            }
        }
        for className in Set(theme.chain.flatMap { $0.appearance.map(\.className) }).sorted() {
            if let rule = theme.appearanceRule(for: className) { addImages(of: rule, owner: "appearance rule '\(className)'") }
        }
        return found.values.sorted { $0.name < $1.name }
    }
}
