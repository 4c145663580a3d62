/// What a theme string means once it lands on a property.
public enum ValueKind: String, Sendable, Hashable {
    case color
    case font
    case image

    /// Checks a theme string for this kind; nil when it is usable.
    public func problem(with text: String) -> ValueError? {
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
