/// A table of font families turned around: each PostScript name to its family, for the tables
/// that list fonts by family (`SystemFonts`, `RetiredSystemFonts`).
enum FontFamilyIndex {
    static func familiesByPostScriptName(_ families: [String: [String]]) -> [String: String] {
        var byName: [String: String] = [:]
        for (family, fonts) in families {
            for font in fonts { byName[font] = family }
        }
        return byName
    }
}
