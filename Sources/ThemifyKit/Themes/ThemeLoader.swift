import Foundation

/// Finds theme files, reads each once, and resolves inheritance: `$extends`, and a `default`
/// theme beside the others as the implicit parent of every other theme.
public struct ThemeLoader {
    private var loaded: [String: Theme] = [:]

    public init() {}

    /// The file for a theme given on the command line: a value with an extension (or a slash)
    /// is a path; a bare name is looked up in `directory`, trying `.plist` then `.json`.
    public static func locate(_ nameOrPath: String, in directory: String) -> String? {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".plist") || nameOrPath.hasSuffix(".json") {
            return FileManager.default.fileExists(atPath: nameOrPath) ? nameOrPath : nil
        }
        for fileExtension in ThemeFileReader.extensions {
            let candidate = PathNames.join(directory, "\(nameOrPath).\(fileExtension)")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The theme at `path` with its whole chain.
    public mutating func resolve(path: String) throws(DiagnosticError) -> ResolvedTheme {
        var chain: [Theme] = []
        var visited: [String] = []
        var current = try load(path)
        while true {
            chain.append(current)
            visited.append(current.name)
            let directory = PathNames.parent(of: current.path)
            let parentPath: String
            if let extends = current.extends {
                guard let found = Self.locate(extends.text, in: directory.isEmpty ? "." : directory) else {
                    let available = Self.themeNames(in: directory)
                    let hint = Suggestion.closest(to: extends.text, in: available).map { "; did you mean '\($0)'?" } ?? ""
                    throw DiagnosticError(.error("'$extends' names theme '\(extends.text)', which has no file beside this one\(hint)", at: extends.location))
                }
                let parentName = Theme.name(ofFile: found)
                if visited.contains(parentName) {
                    let cycle = (visited + [parentName]).joined(separator: " → ")
                    throw DiagnosticError(.error("themes extend each other in a cycle: \(cycle)", at: extends.location))
                }
                parentPath = found
            } else if current.name != "default", !visited.contains("default"), let found = Self.locate("default", in: directory.isEmpty ? "." : directory) {
                parentPath = found
            } else {
                break
            }
            current = try load(parentPath)
        }
        return ResolvedTheme(chain: chain)
    }

    private mutating func load(_ path: String) throws(DiagnosticError) -> Theme {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let theme = loaded[key] { return theme }
        let theme = try Theme(path: path)
        loaded[key] = theme
        return theme
    }

    /// Theme names in a folder, for suggestions and for running every theme of a folder.
    public static func themeNames(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return names.filter { name in ThemeFileReader.extensions.contains { name.hasSuffix(".\($0)") } }
            .map { Theme.name(ofFile: $0) }.sorted()
    }
}
