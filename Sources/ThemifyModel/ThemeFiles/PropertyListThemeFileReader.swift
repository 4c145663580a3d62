/// Reads property-list theme files: XML plists with the line and column of every value and key,
/// binary plists (through Foundation) without positions.
public enum PropertyListThemeFileReader {
    /// Far deeper than any real theme, yet bounds what a hostile file can make a reader hold.
    /// The same limit as the JSON reader's, and as CoreFoundation's own for binary plists.
    package static let maximumDepth = LocatedTreeBuilder.maximumDepth

    /// Binary when `bytes` start with `bplist`, XML otherwise.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        if bytes.starts(with: "bplist".utf8) {
            return try BinaryPropertyListReader.read(bytes, path: path)
        }
        return try PropertyListXMLReader.read(bytes, path: path)
    }
}
