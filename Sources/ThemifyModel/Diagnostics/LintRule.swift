/// The checks `themify lint` runs, by the name printed after each diagnostic (`[missing-key]`).
///
/// The names stay plain strings because a diagnostic carries its rule as one
/// (`Diagnostic.rule`); `all` holds what each rule means — its severity, what it finds and how
/// to fix it — as data, from which the README's table is generated.
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
    /// An image or `asset:` color the asset catalogs do not have (warning; with --assets), or a
    /// bundled font no font file under them holds.
    public static let missingAsset = "missing-asset"
    /// An SF Symbol or AppKit image whose `<resources>` size Xcode's era is not known for (warning).
    public static let unknownSystemImage = "unknown-system-image"
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
    /// A layout named like a variant (`Onboarding-pink.storyboard`) with no original beside
    /// it: themed as a layout of its own (warning).
    public static let variantName = "variant-name"

    /// One rule as documentation: the README's lint table is generated from these.
    public struct Definition: Sendable, Hashable {
        /// The name printed after the diagnostic: one of the constants above.
        public let id: String
        /// As `themify lint` reports it; `--strict` raises warnings to errors.
        public let severity: Diagnostic.Severity
        /// What the rule finds, in one line (Markdown).
        public let summary: String
        /// What to do about a finding (Markdown).
        public let fix: String
    }

    /// Every rule, in the order the README lists them: theme keys and values first, then
    /// assets and accessibility, then the layouts themselves.
    public static let all: [Definition] = [
        Definition(
            id: missingKey, severity: .error,
            summary: "a key a layout uses is missing from a theme's whole chain (per theme)",
            fix: "add the key to the theme, or to `default`"),
        Definition(
            id: unusedKey, severity: .warning,
            summary: "a theme key no layout uses, at the theme's line",
            fix: "remove it, or tag the view that should use it"),
        Definition(
            id: invalidValue, severity: .error,
            summary: "a value that is not what its property needs: an image name where a color is needed, a bad color or font string",
            fix: "correct the value"),
        Definition(
            id: colorAsImage, severity: .warning,
            summary: "a color string used as an image name",
            fix: "give the key a style that names the color property"),
        Definition(
            id: unsupportedProperty, severity: .warning,
            summary: "a property the element cannot take",
            fix: "see *Supported properties*"),
        Definition(
            id: themeStructure, severity: .error,
            summary: "a broken theme file, an `$extends` cycle or unknown parent, a theme that does not exist",
            fix: "as the message says"),
        Definition(
            id: missingAsset, severity: .warning,
            summary:
                "with `--assets DIR`: an image or `asset:` color the asset catalogs (image sets, color sets, loose image files) lack, with the closest name (images that ship with the OS are never missing: SF Symbols, `symbol:…`, and in macOS layouts AppKit's named images, `NSAddTemplate` and every `NS…` name); and a bundled font no font file under `--assets` holds (its `<customFonts>` entry is keyed by the file's name, so it is left out)",
            fix: "add the asset or correct the name; pass the folder of the app's font files with `--assets`"),
        Definition(
            id: unknownSystemImage, severity: .warning,
            summary:
                "an SF Symbol or AppKit image (`NSAddTemplate`) whose `<resources>` size is not in themify's table of the sizes Xcode writes, for the layout's platform and Xcode era; the entry gets an estimate (the size Xcode wrote in another era, scaled, or the era's nominal box)",
            fix:
                "none needed for the app (the size only shows in Interface Builder's canvas); opening and saving the variant in Xcode writes the real size"
        ),
        Definition(
            id: lowContrast, severity: .warning,
            summary:
                "text below WCAG 2.x contrast on what is really behind it after theming — tagged or not, the nearest opaque view drawn before it whose frame covers it (an ancestor or an earlier sibling), translucent ones and the views' alpha composed over it, system colors in the appearance's value: 4.5:1, or 3:1 for text of 18 pt and up or 14 pt bold; names both colors, the ratio and the theme, and, where the theme gives colors per appearance, the appearances that fail (each is judged on its own). Text the theme leaves in the layout's own colors on the layout's own background is judged with `--contrast-all`; text over an image view or a blurring view is not judged (its background is unknown) and is reported with `--contrast-unknown`",
            fix: "darken or lighten one of the two"),
        Definition(
            id: keyInAccessibilityLabel, severity: .warning,
            summary: "a Theme* view keyed by its accessibility label, which VoiceOver reads aloud",
            fix:
                "key by accessibility identifier or runtime attribute, or apply with `--strip-key-labels`, which removes such labels from the variants"
        ),
        Definition(
            id: incompleteTag, severity: .warning,
            summary:
                "a Theme* view with no key in its accessibility label, identifier or tag, or an empty `themeKey` runtime attribute; the view is not themed",
            fix: "give the view its key, or remove the theme class or the attribute"),
        Definition(
            id: legacyLayout, severity: .warning,
            summary: "an Xcode 3/4 `<archive>` layout that uses theme classes; it passes through unchanged",
            fix: "open and save it in a current Xcode"),
        Definition(
            id: variantName, severity: .warning,
            summary:
                "a layout named like a variant themify writes (`Onboarding-pink.storyboard` when `pink` is a theme) although no `Onboarding.storyboard` is found: it is themed as a layout of its own, not skipped",
            fix: "rename the layout, or delete it if it is a variant whose original is gone"),
        Definition(
            id: malformedLayout, severity: .error,
            summary:
                "a layout that is not well-formed XML (an unresolved merge conflict marker, among others) or not an Interface Builder document",
            fix: "resolve the conflict or repair the file; nothing is written for it"),
    ]

    /// The definition of the rule named `id`, if there is one.
    public static func definition(of id: String) -> Definition? {
        all.first { $0.id == id }
    }
}
