import Foundation

/// Finds theme files, reads each once, and resolves inheritance: `$extends`, and a `default`
/// theme beside the others as the implicit parent of every other theme.
///
/// A theme reads only themes: a parent is named, never given as a path, and must be a file in
/// the same folder — a symlink that leads out of it is refused — so a theme file in a pull
/// request cannot make themify read anything else (a secret turned into a layout value).
public struct ThemeLoader {
    private var loaded: [String: (theme: Theme, problems: [Diagnostic])] = [:]
    /// Chains already resolved, with their files' paths: the themes that extend one parent
    /// (every theme beside a `default`) share its resolution. A command resolves a handful.
    private var resolvedChains: [(paths: [String], theme: ResolvedTheme)] = []

    /// A loader that has read nothing yet; each theme file is read the first time it is asked for.
    public init() {}

    /// The file for a theme given on the command line: a path when `isPath` says so, else a
    /// name looked up in `directory`, trying `.plist` then `.json`.
    public static func locate(_ nameOrPath: String, in directory: String) -> String? {
        if isPath(nameOrPath) {
            return FileManager.default.fileExists(atPath: nameOrPath) ? nameOrPath : nil
        }
        return file(ofTheme: nameOrPath, in: directory)
    }

    /// Whether a theme argument is a path: it holds a slash or ends in a theme file's
    /// extension (`Design/metal.json`, `metal.plist`). Anything else — `metal`, `metal.v2` —
    /// is a name. The one rule the command line, its help and README state.
    public static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || ThemeFileReader.extensions.contains { argument.hasSuffix("." + $0) }
    }

    /// The file of the theme named `name` in `directory`, if there is one.
    public static func file(ofTheme name: String, in directory: String) -> String? {
        guard isThemeName(name) else { return nil }
        for fileExtension in ThemeFileReader.extensions {
            let candidate = PathNames.join(directory.isEmpty ? "." : directory, "\(name).\(fileExtension)")
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A name a theme can have: a file stem, with no folder part and no hidden-file dot.
    public static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && ThemeText.problem(with: name) == nil && name.utf8.count <= 200
    }

    /// The theme at `path` with its whole chain.
    public mutating func resolve(path: String, parentsAlsoIn fallbackDirectory: String? = nil) throws(DiagnosticError) -> ResolvedTheme {
        var problems: [Diagnostic] = []
        let theme = resolve(path: path, parentsAlsoIn: fallbackDirectory, lenient: false, problems: &problems)
        guard let theme, problems.isEmpty else { throw DiagnosticError(problems) }
        return theme
    }

    /// The theme at `path` with its whole chain as far as it can be read, and every problem of
    /// every file in it: a file with bad entries still gives its sound ones (so the layouts can
    /// be checked against them in the same run, and every error of a theme is reported at
    /// once); a file that cannot be read or parsed, a missing parent or a cycle gives no theme.
    /// A theme with problems must never be written from.
    public mutating func resolveCollecting(path: String, parentsAlsoIn fallbackDirectory: String? = nil) -> (
        theme: ResolvedTheme?, problems: [Diagnostic]
    ) {
        var problems: [Diagnostic] = []
        let theme = resolve(path: path, parentsAlsoIn: fallbackDirectory, lenient: true, problems: &problems)
        return (theme, problems)
    }

    /// `fallbackDirectory`: where a parent not beside its child is looked for — the themes
    /// folder, for a holiday skin kept in `Skins/` that extends a build theme.
    private mutating func resolve(path: String, parentsAlsoIn fallbackDirectory: String?, lenient: Bool, problems: inout [Diagnostic])
        -> ResolvedTheme?
    {
        var chain: [Theme] = []
        var visited: [String] = []
        // Even the theme named on the command line must really be in its folder: a theme file
        // committed as a symlink to a file elsewhere would turn that file into layout values.
        let folder = PathNames.parent(of: path)
        func load(_ path: String, in folder: String) -> Theme? {
            do {
                let (theme, found) = try self.load(path, confinedTo: folder.isEmpty ? "." : folder)
                problems += found
                // Strictly, a file with bad entries ends the chain here, as it always did.
                return lenient || found.isEmpty ? theme : nil
            } catch {
                problems += error.diagnostics
                return nil
            }
        }
        guard var current = load(path, in: folder) else { return nil }
        while true {
            chain.append(current)
            visited.append(current.name)
            let directory = PathNames.parent(of: current.path)
            let parentPath: String
            if let extends = current.extends {
                guard
                    let found = Self.file(ofTheme: extends.name, in: directory)
                        ?? fallbackDirectory.flatMap({ Self.file(ofTheme: extends.name, in: $0) })
                else {
                    let available = Self.themeNames(in: directory)
                    let hint = Suggestion.closest(to: extends.name, in: available).map { "; did you mean '\($0)'?" } ?? ""
                    problems.append(
                        .error(
                            "'$extends' names theme '\(extends.name)', which has no file beside this one\(hint)", at: extends.location,
                            rule: LintRule.themeStructure))
                    return nil
                }
                if visited.contains(extends.name) {
                    let cycle = (visited + [extends.name]).joined(separator: " → ")
                    problems.append(
                        .error("themes extend each other in a cycle: \(cycle)", at: extends.location, rule: LintRule.themeStructure))
                    return nil
                }
                parentPath = found
            } else if current.name != "default", !visited.contains("default"),
                let found = Self.file(ofTheme: "default", in: directory)
                    ?? fallbackDirectory.flatMap({ Self.file(ofTheme: "default", in: $0) })
            {
                parentPath = found
            } else {
                break
            }
            let parentFolder = PathNames.parent(of: parentPath)
            guard let parent = load(parentPath, in: parentFolder) else { return nil }
            current = parent
        }
        let resolved = resolvedChain(chain[...])
        problems += resolved.appearanceColorProblems
        return resolved
    }

    /// `ResolvedTheme(chain:)`, with each parent chain resolved once.
    private mutating func resolvedChain(_ chain: ArraySlice<Theme>) -> ResolvedTheme {
        let paths = chain.map(\.path)
        if let known = resolvedChains.first(where: { $0.paths == paths }) { return known.theme }
        let parent = chain.count > 1 ? resolvedChain(chain.dropFirst()) : nil
        let resolved = ResolvedTheme(chain[chain.startIndex], over: parent)
        resolvedChains.append((paths, resolved))
        return resolved
    }

    /// A file's theme (its sound entries) and its entries' problems, read once; throws when
    /// the file cannot be read or parsed at all.
    private mutating func load(_ path: String, confinedTo folder: String?) throws(DiagnosticError) -> (Theme, [Diagnostic]) {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let known = loaded[key] { return known }
        let bytes = try FileReading.read(path, confinedTo: folder).get()
        var problems: [Diagnostic] = []
        let theme = try Theme(node: ThemeFileReader.parse(bytes, path: path), path: path, problems: &problems)
        loaded[key] = (theme, problems)
        return (theme, problems)
    }

    /// Theme names in a folder, for suggestions and for running every theme of a folder.
    public static func themeNames(in directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return names.filter { name in ThemeFileReader.extensions.contains { name.hasSuffix(".\($0)") } }
            .map { Theme.name(ofFile: $0) }.filter(isThemeName).sorted()
    }
}
