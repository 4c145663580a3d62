import Foundation

/// Why a theme manager cannot start or switch.
public enum ThemeManagerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `setTheme` named a theme the themes folder does not have.
    case unknownTheme(String, available: [String])
    /// The themes folder holds no theme file (or does not exist).
    case noThemes(folder: String)
    /// The nib map is not a `{theme: {controller class: variant}}` property list.
    case malformedNibMap(path: String, reason: String)

    /// The message, naming the theme or file at fault.
    public var description: String {
        switch self {
        case .unknownTheme(let name, let available):
            return "no theme '\(name)'; the themes are \(available.joined(separator: ", "))"
        case .noThemes(let folder):
            return "no theme files (.plist, .json) in \(folder)"
        case .malformedNibMap(let path, let reason):
            return "\(path) is not a nib map ({theme: {controller class: variant}}): \(reason)"
        }
    }
}
