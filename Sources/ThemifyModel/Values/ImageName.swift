/// An image as a theme names it: an asset-catalog image (`header_metal`) or, with `symbol:`,
/// an SF Symbol (`symbol:star.fill`), which Xcode records with `catalog="system"`.
///
/// An image UIKit should stretch carries its cap insets:
/// `{"image": "segment_selected", "capInsets": [0, 15, 0, 15]}` is
/// `resizableImage(withCapInsets:)`. Only the app applies them; a layout records the name
/// alone (slicing in the asset catalog is a layout's way to stretch an image).
public struct ImageName: ThemeValueType {
    /// Image names are values of kind `image`.
    public static let kind = ValueKind.image

    /// The image's name in the asset catalog, or the SF Symbol's name.
    public var name: String
    /// Whether it names an SF Symbol (`symbol:star.fill`).
    public var isSymbol: Bool
    /// The insets of a resizable image; nil for an image drawn as it is.
    public var capInsets: EdgeInsets?

    /// An image by name, resizable with `capInsets` when given.
    public init(name: String, isSymbol: Bool = false, capInsets: EdgeInsets? = nil) {
        self.name = name
        self.isSymbol = isSymbol
        self.capInsets = capInsets
    }

    public static func parse(_ content: ThemeFileNode.Content) -> Result<ImageName, ValueError> {
        if case .dictionary(let members) = content { return parseResizable(members) }
        guard case .string(let text) = content else {
            return .failure(ValueError("an image is named by a string such as \"header_metal\" or \"symbol:star.fill\""))
        }
        if let problem = ThemeText.problem(with: text) { return .failure(problem) }
        let trimmed = text.trimmingWhitespace()
        let image =
            trimmed.hasPrefix("symbol:")
            ? ImageName(name: String(trimmed.dropFirst("symbol:".count)), isSymbol: true)
            : ImageName(name: trimmed)
        guard !image.name.isEmpty else { return .failure(ValueError("an image name cannot be empty")) }
        return .success(image)
    }

    /// The members of a resizable image's dictionary.
    private enum ResizableImageField: String {
        case image, capInsets
    }

    private static func parseResizable(_ members: [ThemeFileMember]) -> Result<ImageName, ValueError> {
        var image: ImageName?
        var capInsets: EdgeInsets?
        for member in members {
            switch ResizableImageField(rawValue: member.key) {
            case .image?:
                guard case .string = member.value.content else {
                    return .failure(ValueError("'image' of a resizable image is the image's name, a string"))
                }
                switch parse(member.value.content) {
                case .success(let named): image = named
                case .failure(let problem): return .failure(problem)
                }
            case .capInsets?:
                switch EdgeInsets.parse(member.value.content) {
                case .success(let insets): capInsets = insets
                case .failure(let problem): return .failure(ValueError("capInsets: \(problem.message)"))
                }
            default:
                return .failure(ValueError("a resizable image has 'image' and 'capInsets', not '\(ThemeText.shown(member.key))'"))
            }
        }
        guard var image else { return .failure(ValueError("a resizable image needs 'image', the image's name")) }
        image.capInsets = capInsets
        return .success(image)
    }

    public var themeText: String {
        let named = isSymbol ? "symbol:\(name)" : name
        return capInsets.map { "\(named) (capInsets \($0.themeText))" } ?? named
    }
}
