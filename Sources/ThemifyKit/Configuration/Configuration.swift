import Foundation
import ThemifyModel

/// A project's `themify.json`: what to theme, with which themes, and where variants go, so a
/// build step runs plain `themify`.
///
/// ```json
/// { "inputs": ["App/Layouts"], "themes": "App/Themes", "output": "App/Generated",
///   "nibMap": "App/Generated/ThemeNibs.plist", "assets": ["App/Assets.xcassets"] }
/// ```
/// Relative paths are resolved against the file's folder; `${VAR}` takes the environment's
/// value (`${SRCROOT}` in an Xcode build phase).
public struct Configuration: Sendable, Equatable {
    public static let fileName = "themify.json"

    public var path: String
    public var inputs: [String] = []
    public var themesDirectory: String?
    /// Theme names to apply; empty means every theme in the themes folder.
    public var themes: [String] = []
    public var output: String?
    public var nibMap: String?
    /// Where the generated asset catalog of per-appearance colors goes.
    public var colorCatalog: String?
    public var assets: [String] = []
    public var keyPath: String?
    public var themeClasses: [String] = []

    public init(path: String) {
        self.path = path
    }

    /// Reads and checks a configuration file; an unknown key is an error (a typo would
    /// otherwise be ignored silently).
    public static func load(path: String, environment: [String: String]) throws(DiagnosticError) -> Configuration {
        try parse(FileReading.read(path).get(), path: path, environment: environment)
    }

    /// Checks the bytes of a configuration file read from `path`.
    public static func parse(_ bytes: [UInt8], path: String, environment: [String: String]) throws(DiagnosticError) -> Configuration {
        let node = try JSONThemeFileReader.read(bytes, path: path)
        guard case .dictionary(let members) = node.content else {
            throw DiagnosticError(.error("themify.json holds a dictionary of settings", at: node.location))
        }
        var configuration = Configuration(path: path)
        let base = PathNames.parent(of: path)
        var problems: [Diagnostic] = []

        func string(_ member: ThemeFileMember) -> String? {
            guard case .string(let text) = member.value.content else {
                problems.append(.error("'\(member.key)' takes a string", at: member.value.location))
                return nil
            }
            switch expand(text, environment: environment) {
            case .success(let expanded): return expanded
            case .failure(let error):
                problems.append(.error(error.message, at: member.value.location))
                return nil
            }
        }
        func strings(_ member: ThemeFileMember) -> [String] {
            if case .string = member.value.content { return string(member).map { [$0] } ?? [] }
            guard case .array(let items) = member.value.content else {
                problems.append(.error("'\(member.key)' takes a string or an array of strings", at: member.value.location))
                return []
            }
            return items.compactMap { item in string(ThemeFileMember(key: member.key, at: item.location, value: item)) }
        }
        /// A path setting, resolved against the file's folder. An empty one (`""`, or a variable
        /// set to nothing) is an error here, before joining would turn it into the folder itself
        /// or, beside a file at the top, into `/`.
        func pathSetting(_ member: ThemeFileMember) -> String? {
            guard let value = string(member) else { return nil }
            guard !value.isEmpty else {
                problems.append(.error("'\(member.key)' is an empty path; name a file or folder", at: member.value.location))
                return nil
            }
            return resolved(value)
        }
        func pathSettings(_ member: ThemeFileMember) -> [String] {
            let values = strings(member)
            if values.contains(where: \.isEmpty) {
                problems.append(.error("'\(member.key)' lists an empty path; name files or folders", at: member.value.location))
            }
            return values.filter { !$0.isEmpty }.map(resolved)
        }
        func resolved(_ value: String) -> String {
            value.hasPrefix("/") || base.isEmpty ? value : PathNames.join(base, value)
        }

        for member in members {
            switch member.key {
            case "inputs": configuration.inputs = pathSettings(member)
            case "themes": configuration.themesDirectory = pathSetting(member)
            case "themeNames": configuration.themes = strings(member)
            case "output": configuration.output = pathSetting(member)
            case "nibMap": configuration.nibMap = pathSetting(member)
            case "colorCatalog": configuration.colorCatalog = pathSetting(member)
            case "assets": configuration.assets = pathSettings(member)
            case "keyPath": configuration.keyPath = string(member)
            case "themeClasses": configuration.themeClasses = strings(member)
            default:
                let hint = Suggestion.closest(to: member.key, in: knownKeys).map { "; did you mean '\($0)'?" } ?? ""
                problems.append(.error("unknown setting '\(member.key)'\(hint)", at: member.keyLocation))
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return configuration
    }

    public static let knownKeys = ["inputs", "themes", "themeNames", "output", "nibMap", "colorCatalog", "assets", "keyPath", "themeClasses"]

    /// Replaces `${NAME}` with the environment's value; an unset variable is an error rather
    /// than an empty string, which would silently point at the wrong folder.
    static func expand(_ text: String, environment: [String: String]) -> Result<String, ValueError> {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else {
                return .failure(ValueError("unterminated '${' in '\(text)'"))
            }
            let name = String(rest[start.upperBound..<end])
            guard let value = environment[name] else {
                return .failure(ValueError("environment variable '\(name)' is not set (used in '\(text)')"))
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return .success(result + rest)
    }
}
