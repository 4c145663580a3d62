import ThemifyModel

/// The layouts under a command's inputs, skipping the variants of every theme in play (and of
/// every theme of the themes folder), so that no command reads its own earlier output as input.
package enum LayoutSelection {
    /// Each layout read into memory; what could not be found or read, as diagnostics.
    package static func read(_ inputs: [String], themesDirectory: String, themes: [ResolvedTheme]) -> (
        layouts: [(path: String, bytes: [UInt8])], problems: [Diagnostic]
    ) {
        let variantThemes = Set(themes.map(\.name)).union(ThemeLoader.themeNames(in: themesDirectory))
        var (paths, problems) = LayoutFinder.layouts(in: inputs, skippingVariantsOf: variantThemes)
        var layouts: [(path: String, bytes: [UInt8])] = []
        for path in paths {
            switch FileReading.read(path) {
            case .success(let bytes): layouts.append((path, bytes))
            case .failure(let error): problems += error.diagnostics
            }
        }
        paths.removeAll()
        return (layouts, problems)
    }

    /// Each layout read and parsed; a file that does not parse is left out, its errors reported.
    package static func parse(_ inputs: [String], themesDirectory: String) -> (layouts: [Layout], problems: [Diagnostic]) {
        var (files, problems) = read(inputs, themesDirectory: themesDirectory, themes: [])
        var layouts: [Layout] = []
        for file in files {
            do {
                layouts.append(try Layout(path: file.path, bytes: file.bytes))
            } catch {
                problems += error.diagnostics
            }
        }
        files.removeAll()
        return (layouts, problems)
    }
}
