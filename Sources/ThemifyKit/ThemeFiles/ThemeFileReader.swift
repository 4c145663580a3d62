import Foundation

/// Reads a theme file of any supported format into a located tree.
public enum ThemeFileReader {
    /// File extensions tried, in order, when a theme is named rather than given as a path.
    public static let extensions = ["plist", "json"]

    public enum Format: Sendable {
        /// By extension, then by content: JSON when the file starts with `{`.
        case automatic
        case json
    }

    public static func read(path: String, format: Format = .automatic) throws(DiagnosticError) -> ThemeFileNode {
        let bytes = try FileReading.read(path).get()
        if format == .json {
            do {
                return try JSONThemeFileReader.read(bytes)
            } catch {
                throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column)))
            }
        }
        return try parse(bytes, path: path)
    }

    public static func parse(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        do {
            if path.hasSuffix(".json") || (!path.hasSuffix(".plist") && bytes.first(where: { $0 > 0x20 }) == UInt8(ascii: "{")) {
                return try JSONThemeFileReader.read(bytes)
            }
            return try PropertyListThemeFileReader.read(bytes)
        } catch {
            throw DiagnosticError(.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column)))
        }
    }
}
