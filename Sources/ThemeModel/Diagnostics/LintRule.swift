/// The checks `themify lint` runs, by the name printed after each diagnostic (`[missing-key]`).
public enum LintRule {
    /// A key a layout uses is missing from a theme's whole chain (error).
    public static let missingKey = "missing-key"
    /// A theme key no layout uses (warning, at the theme's line).
    public static let unusedKey = "unused-key"
    /// A value that is not a color, font or image name where one is needed (error).
    public static let invalidValue = "invalid-value"
    /// A color string landing where an image name is needed (warning).
    public static let colorAsImage = "color-as-image"
    /// A property the element cannot take (warning).
    public static let unsupportedProperty = "unsupported-property"
    /// A theme file that cannot be used: syntax, `$extends` cycle or unknown parent (error).
    public static let themeStructure = "theme-structure"
    /// An image or `asset:` color the asset catalogs do not have (warning; with --assets).
    public static let missingAsset = "missing-asset"
    /// Text below the WCAG 2.x contrast ratio on its background (warning).
    public static let lowContrast = "low-contrast"
    /// A Theme* view with no key in its label, identifier or tag, or an empty runtime attribute.
    public static let incompleteTag = "incomplete-tag"
    /// An Xcode 3/4 `<archive>` layout that names theme classes; it passes through unchanged.
    public static let legacyLayout = "legacy-layout"
    /// A layout that is not well-formed XML or not an Interface Builder document.
    public static let malformedLayout = "malformed-layout"
    /// A theme key in an accessibility label, which VoiceOver reads aloud (warning).
    public static let keyInAccessibilityLabel = "key-in-accessibility-label"
}
