import ThemifyModel

/// How a contrast finding names the appearances it holds in, and how a reader of findings (the
/// preview, which marks each on its picture) reads them back.
enum AppearanceContrast {
    /// `dark appearance`, `light and high-contrast light appearances`.
    static func describe(_ appearances: [Appearance]) -> String {
        let names = appearances.map { appearance -> String in
            switch appearance {
            case .light: return "light"
            case .dark: return "dark"
            case .highContrastLight: return "high-contrast light"
            case .highContrastDark: return "high-contrast dark"
            }
        }
        let list = names.count <= 2 ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
        return list + (names.count == 1 ? " appearance" : " appearances")
    }
}
