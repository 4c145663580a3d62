#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// Where a theme class (`ThemeLabel`, `ThemeImageView`, `ThemeButton`, `ThemeView`) finds its
/// key, as the build tool does: the `themeKey` runtime attribute, else the accessibility
/// identifier, else the accessibility label (which VoiceOver reads, so a view with both keeps it
/// as its description), else the tag — a tag's key is its number in decimal
/// (tag 12 is the key `"12"`); tag 0, UIKit's default, is no key.
@MainActor public enum ThemeKeyRule {
    /// The key a view names: its `themeKey`, else its accessibility identifier, else its accessibility label, else a non-zero tag as a decimal number.
    public static func key(themeKey: String?, accessibilityLabel: String?, accessibilityIdentifier: String?, tag: Int) -> String? {
        normalized(themeKey) ?? normalized(accessibilityIdentifier) ?? normalized(accessibilityLabel) ?? (tag == 0 ? nil : String(tag))
    }

    /// The key `view` names, by the same rule.
    public static func key(of view: UIView) -> String? {
        key(
            themeKey: view.themeKey, accessibilityLabel: view.accessibilityLabel, accessibilityIdentifier: view.accessibilityIdentifier,
            tag: view.tag)
    }

    /// Trimmed, and nil when empty: an empty runtime attribute themes nothing.
    nonisolated static func normalized(_ key: String?) -> String? {
        guard let trimmed = key?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
#endif
