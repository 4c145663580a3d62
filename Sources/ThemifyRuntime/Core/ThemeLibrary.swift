import Foundation
import ThemifyModel

/// Every theme of a themes folder, read and resolved once, when the app starts: a broken
/// theme fails then, with its diagnostics, not when the user picks it.
struct ThemeLibrary: Sendable {
    let themes: [String: ResolvedTheme]

    init(folder: URL) throws {
        let path = folder.path
        let names = ThemeLoader.themeNames(in: path)
        guard !names.isEmpty else { throw ThemeManagerError.noThemes(folder: path) }
        var loader = ThemeLoader()
        var themes: [String: ResolvedTheme] = [:]
        var problems: [Diagnostic] = []
        for name in names {
            guard let file = ThemeLoader.file(ofTheme: name, in: path) else { continue }
            do {
                themes[name] = try loader.resolve(path: file)
            } catch {
                problems += error.diagnostics
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        self.themes = themes
    }

    var names: [String] { themes.keys.sorted() }
}
