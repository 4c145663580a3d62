import ThemifyModel

/// What a theme key holds, as the app reads it: one typed key per kind, so a color key cannot
/// be asked for an image.
public enum KeyKind: String, Sendable, Hashable, CaseIterable {
    /// A plain color in every theme: a `ColorKey`.
    case color
    /// A plain font in every theme: a `FontKey`.
    case font
    /// A plain image in every theme: an `ImageKey`.
    case image
    /// A style in some theme: a `StyleKey`.
    case style

    /// ThemifyRuntime's key type for the kind.
    public var typeName: String {
        switch self {
        case .color: return "ColorKey"
        case .font: return "FontKey"
        case .image: return "ImageKey"
        case .style: return "StyleKey"
        }
    }

    /// The kind of a key's value in one theme file. A plain string has no property to say what
    /// it is, so it is what it reads as first: a color (`#FF0000`, `system:`, `asset:`), else a
    /// font (a face and a size), else an image name, which any other string is.
    public init(of value: ThemeValue) {
        switch value {
        case .style:
            self = .style
        case .plain(let plain):
            if case .success = plain.setting(as: .color) {
                self = .color
            } else if case .success = plain.setting(as: .font) {
                self = .font
            } else {
                self = .image
            }
        }
    }
}
