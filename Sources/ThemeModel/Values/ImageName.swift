/// An image as a theme names it: an asset-catalog image (`header_metal`) or, with `symbol:`,
/// an SF Symbol (`symbol:star.fill`), which Xcode records with `catalog="system"`.
public struct ImageName: ThemeValueType {
    public static let kind = ValueKind.image

    public var name: String
    public var isSymbol: Bool

    public init(name: String, isSymbol: Bool = false) {
        self.name = name
        self.isSymbol = isSymbol
    }

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ImageName, ValueError> {
        guard case .string(let text) = content else { return .failure(ValueError("an image is named by a string such as \"header_metal\" or \"symbol:star.fill\"")) }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        let image = trimmed.hasPrefix("symbol:")
            ? ImageName(name: String(trimmed.dropFirst("symbol:".count)), isSymbol: true)
            : ImageName(name: trimmed)
        guard !image.name.isEmpty else { return .failure(ValueError("an image name cannot be empty")) }
        return .success(image)
    }

    public var themeText: String { isSymbol ? "symbol:\(name)" : name }
}
