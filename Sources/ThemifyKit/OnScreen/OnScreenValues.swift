import ThemifyModel
import ThemifyXML

/// A themed element's values by what they are for on screen, read back through the property
/// table and the codecs the writer uses: the on-screen model never spells a layout key, so it
/// reads what `themify` writes wherever the table says it lives (plain or attributed text, a
/// state, a configuration, a bar's title attributes).
struct OnScreenValues {
    let element: MarkupElement

    /// Every color the role has on the element (one per attributed-text fragment), as written.
    func colors(_ role: PropertyRole) -> [ThemeColor] {
        values(role).compactMap(\.color)
    }

    func color(_ role: PropertyRole) -> ThemeColor? {
        colors(role).first
    }

    /// A per-state property's color in one control state (`highlighted`), as the style path
    /// names it (`states.highlighted.titleColor`).
    func color(_ role: PropertyRole, inState state: String) -> ThemeColor? {
        values(path: StylePath(property: role.propertyName, states: [state]).text).lazy.compactMap(\.color).first
    }

    func font(_ role: PropertyRole) -> ThemeFont? {
        values(role).lazy.compactMap(\.font).first
    }

    /// Whether the role has a value at all (an image view's image).
    func has(_ role: PropertyRole) -> Bool {
        !values(role).isEmpty
    }

    private func values(_ role: PropertyRole) -> [TypedValue] {
        values(path: role.propertyName)
    }

    private func values(path: String) -> [TypedValue] {
        guard let form = PropertyTable.form(of: path, on: element),
            let values = PropertyWriter.currentValue(of: form, on: element)
        else { return [] }
        return values
    }
}
