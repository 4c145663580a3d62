// TEMPORARY until the pure-Swift reader lands.
public enum PropertyListThemeFileReader {
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> ThemeFileNode {
        throw DiagnosticError(.error("TEMP", at: SourceLocation(path: path)))
    }
}
