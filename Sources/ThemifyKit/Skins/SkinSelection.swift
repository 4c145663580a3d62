import ThemifyModel

/// The theme `themify pack` publishes as a skin, found and resolved with its chain.
package enum SkinSelection {
    /// The skin with its chain: a name is looked for in the skins folder, then in the themes
    /// folder (a build theme published as a skin); its parents beside it, then in the themes
    /// folder. A skin kept among the build's themes without `"$skin": true` is built into the
    /// app too: said.
    package static func load(_ theme: String, skinsDirectory: String, themesDirectory: String) -> (ResolvedTheme?, [Diagnostic]) {
        let path: String
        if let found = ThemeLoader.isPath(theme)
            ? ThemeLoader.locate(theme, in: ".")
            : ThemeLoader.file(ofTheme: theme, in: skinsDirectory) ?? ThemeLoader.file(ofTheme: theme, in: themesDirectory)
        {
            path = found
        } else {
            let (_, problems) = ThemeSelection.load([theme], in: themesDirectory)
            return (nil, problems)
        }
        var loader = ThemeLoader()
        let (resolved, problems) = loader.resolveCollecting(path: path, parentsAlsoIn: themesDirectory)
        guard problems.isEmpty, let resolved else { return (nil, problems) }
        var notes: [Diagnostic] = []
        if let real = FileReading.realPath(PathNames.parent(of: path).isEmpty ? "." : PathNames.parent(of: path)),
            real == FileReading.realPath(themesDirectory), !resolved.chain[0].isSkin
        {
            notes.append(
                .warning(
                    "'\(resolved.name)' is in the themes folder '\(themesDirectory)', so the build also builds it into the app as a theme; keep skins in '\(skinsDirectory)' and mark them \"$skin\": true",
                    at: SourceLocation(path: path), rule: LintRule.themeStructure))
        }
        return (resolved, notes)
    }
}
