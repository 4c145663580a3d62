import ThemifyModel

/// How layouts mark the views a theme reaches.
public struct TaggingConfiguration: Sendable, Hashable {
    /// The key path of the user-defined runtime attribute that holds the key, what an
    /// `@IBInspectable var themeKey: String` produces.
    public var runtimeAttributeKeyPath: String
    /// Custom classes whose views carry their key in the accessibility identifier, else the
    /// accessibility label, else the tag.
    public var themeClasses: Set<String>

    /// How views are tagged: a runtime attribute's key path, and the classes keyed by accessibility identifier, label or tag.
    public init(runtimeAttributeKeyPath: String = "themeKey", themeClasses: Set<String> = TaggingConfiguration.defaultThemeClasses) {
        self.runtimeAttributeKeyPath = runtimeAttributeKeyPath
        self.themeClasses = themeClasses
    }

    /// The ThemifyRuntime classes that follow a key.
    public static let defaultThemeClasses: Set<String> = ["ThemeLabel", "ThemeImageView", "ThemeButton", "ThemeView"]
}
