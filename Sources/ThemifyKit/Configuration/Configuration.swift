import Foundation
import ThemifyModel

/// A project's `themify.json`: what to theme, with which themes, and where variants go, so a
/// build step runs plain `themify`.
///
/// ```json
/// { "inputs": ["App/Layouts"], "themes": "App/Themes", "output": "App/Generated",
///   "nibMap": "App/Generated/ThemeNibs.plist", "assets": ["App/Assets.xcassets"] }
/// ```
/// Relative paths are resolved against the file's folder; `${VAR}` takes the value of one of
/// the build settings `BuildSettingVariables` lists (`${SRCROOT}` in an Xcode build phase).
/// Every path must really lead inside the file's folder — or, when it begins with a build
/// folder's variable, inside that folder — checked by `OutputPathPolicy`'s rule.
public struct Configuration: Sendable, Equatable {
    /// The configuration's file name, read from the current folder when no `--config` is given.
    public static let fileName = "themify.json"

    /// The configuration file's path.
    public var path: String
    /// The layouts and folders to theme.
    public var inputs: [String] = []
    /// The themes folder.
    public var themesDirectory: String?
    /// Theme names to apply; empty means every theme in the themes folder.
    public var themes: [String] = []
    /// Where the variants go.
    public var output: String?
    /// Where the nib map goes.
    public var nibMap: String?
    /// Where the generated asset catalog of per-appearance colors goes.
    public var colorCatalog: String?
    /// The asset catalogs and folders the layouts' images, colors and fonts come from.
    public var assets: [String] = []
    /// The runtime attribute's key path that tags a view (`themeKey` unless set).
    public var keyPath: String?
    /// Custom classes whose views are tagged by accessibility identifier, label or tag.
    public var themeClasses: [String] = []
    /// For each single-path setting (`themes`, `output`, `nibMap`, `colorCatalog`) that begins
    /// with a build folder's variable, that folder: the setting must stay inside it.
    package var roots: [String: String] = [:]
    /// Each path setting's text as written and where, by its expanded path, so that a
    /// diagnostic about it shows what the file says, never what the environment made of it.
    package var written: [String: WrittenPath] = [:]

    package struct WrittenPath: Sendable, Equatable {
        package var text: String
        package var location: SourceLocation
    }

    /// The project folder: the folder this file is in.
    package var projectFolder: String { OutputPathPolicy.projectFolder(configurationPath: path) }

    /// An empty configuration read from `path`.
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

        var policy = OutputPathPolicy(projectFolder: OutputPathPolicy.projectFolder(configurationPath: path))

        func string(_ member: ThemeFileMember) -> String? {
            expanded(member)?.text
        }
        func expanded(_ member: ThemeFileMember) -> BuildSettingVariables.Expansion? {
            guard case .string(let text) = member.value.content else {
                problems.append(.error("'\(member.key)' takes a string", at: member.value.location))
                return nil
            }
            switch BuildSettingVariables.expand(text, environment: environment) {
            case .success(let expansion): return expansion
            case .failure(let error):
                problems.append(.error(error.message, at: member.value.location))
                return nil
            }
        }
        func strings(_ member: ThemeFileMember) -> [String] {
            items(member).compactMap(string)
        }
        func items(_ member: ThemeFileMember) -> [ThemeFileMember] {
            if case .string = member.value.content { return [member] }
            guard case .array(let items) = member.value.content else {
                problems.append(.error("'\(member.key)' takes a string or an array of strings", at: member.value.location))
                return []
            }
            return items.map { ThemeFileMember(key: member.key, at: $0.location, value: $0) }
        }
        /// A path setting, resolved against the file's folder and held to its root. An empty
        /// one (`""`) is an error here, before joining would turn it into the folder itself
        /// or, beside a file at the top, into `/`.
        func pathSetting(_ member: ThemeFileMember) -> (path: String, root: String?)? {
            guard let expansion = expanded(member), case .string(let text) = member.value.content else { return nil }
            guard !expansion.text.isEmpty else {
                problems.append(.error("'\(member.key)' is an empty path; name a file or folder", at: member.value.location))
                return nil
            }
            let path = resolved(expansion.text)
            let root = expansion.root ?? OutputPathPolicy.projectFolder(configurationPath: configuration.path)
            if let problem = policy.confinementProblem(
                "'\(member.key)' path '\(ThemeText.shown(text))'", path: path, origin: .confined(root: root), writing: false,
                at: member.value.location)
            {
                problems.append(problem)
                return nil
            }
            configuration.written[path] = WrittenPath(text: text, location: member.value.location)
            return (path, expansion.root)
        }
        func singlePath(_ member: ThemeFileMember) -> String? {
            guard let (path, root) = pathSetting(member) else { return nil }
            if let root { configuration.roots[member.key] = root }
            return path
        }
        func pathSettings(_ member: ThemeFileMember) -> [String] {
            items(member).compactMap { pathSetting($0)?.path }
        }
        func resolved(_ value: String) -> String {
            value.hasPrefix("/") || base.isEmpty ? value : PathNames.join(base, value)
        }

        for member in members {
            switch member.key {
            case "inputs": configuration.inputs = pathSettings(member)
            case "themes": configuration.themesDirectory = singlePath(member)
            case "themeNames": configuration.themes = strings(member)
            case "output": configuration.output = singlePath(member)
            case "nibMap": configuration.nibMap = singlePath(member)
            case "colorCatalog": configuration.colorCatalog = singlePath(member)
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

    /// The keys a configuration may hold; any other is an error at its line.
    public static let knownKeys = [
        "inputs", "themes", "themeNames", "output", "nibMap", "colorCatalog", "assets", "keyPath", "themeClasses",
    ]
}
