import ThemifyRuntime

/// The themes as the picker and the list offer them, and what choosing one does: everything
/// the Settings screen and the Themes list decide, kept apart from their views.
@MainActor struct ThemeChoices {
    let manager: ThemeManager

    /// One entry per theme in the bundle, sorted by name (`default`, `metal`, `pink`).
    var names: [String] { manager.themeNames }

    /// What a segment or a row shows: `Metal`.
    func title(at index: Int) -> String { names[index].capitalized }

    /// The chosen theme's position.
    var selectedIndex: Int? { names.firstIndex(of: manager.currentTheme) }

    /// Switches to the theme at `index` (persisted by the manager); every themed view, the
    /// appearance proxies and the window's root controller follow.
    func choose(at index: Int) {
        guard names.indices.contains(index) else { return }
        do {
            try manager.setTheme(names[index])
        } catch {
            // Every theme was read when the app started; a name from `names` always exists.
            assertionFailure("\(error)")
        }
    }

    /// What the Settings screen says about the look: `Metal · holiday skin: newyear`.
    var status: String {
        let theme = manager.currentTheme.capitalized
        guard let skin = manager.skinName else { return theme }
        return "\(theme) · holiday skin: \(skin)"
    }
}
