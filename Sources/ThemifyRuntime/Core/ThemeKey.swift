import Foundation
import ThemifyModel

/// A theme key that names a value of one kind, so the compiler checks what a key is used for:
/// `manager.color(.primaryHeadingColor)`. `themify codegen` writes one static member per key
/// of the app's themes (`extension ColorKey { static let primaryHeadingColor = … }`).
public struct ThemeKey<Value>: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The key as the theme files spell it (`primaryHeadingColor`).
    public let name: String

    /// The key named `name`; `themify codegen` writes one static member per key of the app's themes.
    public init(_ name: String) {
        self.name = name
    }

    /// A key written as a string literal: `manager.color("screenBackground" as ColorKey)`.
    public init(stringLiteral name: String) {
        self.name = name
    }
}

/// A key whose value is a color (`ThemifyModel.ThemeColor`).
public typealias ColorKey = ThemeKey<ThemeColor>
/// A key whose value is an image name.
public typealias ImageKey = ThemeKey<ImageName>
/// A key whose value is a font.
public typealias FontKey = ThemeKey<ThemeFont>
/// A key whose value is a style (a dictionary of properties).
public typealias StyleKey = ThemeKey<ThemeStyle>
