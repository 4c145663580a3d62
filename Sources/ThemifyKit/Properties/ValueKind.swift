import Foundation

/// What a theme string means once it lands on a property.
public enum ValueKind: String, Sendable, Hashable {
    case color
    case font
    case image

    static let maximumLength = 4096

    /// Checks a theme string for this kind; nil when it is usable.
    public func problem(with text: String) -> ValueError? {
        // XML 1.0 cannot carry control characters, not even as character references: a value
        // holding one would make a variant Xcode cannot open.
        if let control = text.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return ValueError("'\(text.debugDescription.dropFirst().dropLast())' contains the control character U+\(String(format: "%04X", control.value)), which a layout cannot hold")
        }
        // Real colors, fonts and image names are short; a huge value is a mistake or an attack,
        // and would make a variant libxml2 refuses to read back.
        if text.utf8.count > Self.maximumLength {
            return ValueError("the value is \(text.utf8.count) bytes long; theme values are at most \(Self.maximumLength)")
        }
        switch self {
        case .color:
            if case .failure(let error) = ThemeColor.parse(text) { return error }
            return nil
        case .font:
            if case .failure(let error) = ThemeFont.parse(text) { return error }
            return nil
        case .image:
            return ImageName(parsing: text).name.isEmpty ? ValueError("an image name cannot be empty") : nil
        }
    }
}
