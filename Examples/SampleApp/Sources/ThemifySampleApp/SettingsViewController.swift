import ThemifyRuntime

/// The Settings tab: lets the user pick a theme. The choice is persisted by the manager; every
/// themed view, the appearance proxies and the root controller follow at once.
final class SettingsViewController: ThemeViewController {
    /// The themes to offer, in the order the picker lists them.
    var themeNames: [String] { ThemeEnvironment.manager?.themeNames ?? [] }

    /// Called by the picker (a segmented control with one segment per theme).
    func choose(themeAt index: Int) {
        guard let manager = ThemeEnvironment.manager, themeNames.indices.contains(index) else { return }
        do {
            try manager.setTheme(themeNames[index])
        } catch {
            // Every theme was read when the app started; a name from `themeNames` always exists.
            assertionFailure("\(error)")
        }
    }
}
