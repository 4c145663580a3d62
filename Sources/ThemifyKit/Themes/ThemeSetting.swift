/// One string a theme sets (a color, font or image name), with where the theme sets it.
public struct ThemeSetting: Sendable, Hashable {
    public var text: String
    public var location: SourceLocation

    public init(_ text: String, at location: SourceLocation) {
        self.text = text
        self.location = location
    }
}
