/// An image as a theme names it: an asset-catalog image (`header_metal`) or, with `symbol:`,
/// an SF Symbol (`symbol:star.fill`), which Xcode records with `catalog="system"`.
public struct ImageName: Sendable, Hashable {
    public var name: String
    public var isSymbol: Bool

    public init(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        if trimmed.hasPrefix("symbol:") {
            name = String(trimmed.dropFirst("symbol:".count))
            isSymbol = true
        } else {
            name = trimmed
            isSymbol = false
        }
    }
}
