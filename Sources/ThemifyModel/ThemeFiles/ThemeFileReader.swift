/// Reads a theme file of any supported format into a located tree.
public enum ThemeFileReader {
    /// File extensions tried, in order, when a theme is named rather than given as a path.
    public static let extensions = ["plist", "json"]

    /// Reads the theme file at `path` through the bounded file reader.
    public static func read(path: String) throws(DiagnosticError) -> ThemeFileNode {
        try parse(FileReading.read(path).get(), path: path)
    }

    /// JSON by extension, else by content (a file that starts with `{`); property lists otherwise.
    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        if path.hasSuffix(".json") || (!path.hasSuffix(".plist") && bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{")) {
            return try JSONThemeFileReader.read(bytes, path: path)
        }
        return try PropertyListThemeFileReader.read(bytes, path: path)
    }
}
