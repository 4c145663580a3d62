import Foundation
import ThemifyModel

/// The asset catalog themify writes beside the variants (`Themes.xcassets`): one folder per
/// theme that provides a namespace, holding one color set per per-appearance color of the
/// theme's chain (`metal/primaryButton.titleColor.colorset`). The variants name those colors
/// `metal/primaryButton.titleColor`, so themes never collide and Xcode compiles the catalog
/// with the app's own.
///
/// themify owns what it writes here: a color set left in a theme's folder that the theme no
/// longer gives is removed; folders of themes not in the run are not touched.
public struct GeneratedAssetCatalog: Sendable {
    /// The catalog's file name when none is given: in the output folder, else beside the
    /// themes folder.
    public static let defaultFileName = "Themes.xcassets"

    /// What became of one file or color set.
    public enum FileStatus: String, Sendable {
        /// Written anew, left as it was, or removed (a color set no theme names any more).
        case written, unchanged, removed
        /// `--check`: as it would be written; missing; different, or a color set to remove.
        case current, missing, outdated
    }

    /// The file's or color set's path.
    public let path: String
    /// The themes whose folders this run manages.
    public let themeNames: [String]
    /// Every file to write, under `path`, in a stable order.
    public private(set) var files: [(path: String, bytes: [UInt8])] = []
    /// Colors that cannot be a color set (a name with '/', two values under one name).
    public private(set) var problems: [Diagnostic] = []
    private var colorSetFolders: [String: Set<String>] = [:]
    /// Per theme, each color set's key and the name the variants give it
    /// (`primaryHeadingColor` → `metal/primaryHeadingColor`), for the nib map.
    public private(set) var colorNames: [String: [String: String]] = [:]

    /// The name a layout gives a theme's per-appearance color: `theme/catalogName`.
    public static func colorName(theme: String, catalogName: String) -> String { "\(theme)/\(catalogName)" }

    /// The theme's per-appearance colors by the name its variants give them
    /// (`metal/primaryHeadingColor`), so that a reader of a variant (lint's contrast, a preview
    /// of one appearance) can ask what a named color is in each appearance.
    public static func appearanceColors(of theme: ResolvedTheme) -> [String: AppearanceColor] {
        var colors: [String: AppearanceColor] = [:]
        for found in theme.appearanceColors {
            guard let name = found.color.catalogName, colors[colorName(theme: theme.name, catalogName: name)] == nil else { continue }
            colors[colorName(theme: theme.name, catalogName: name)] = found.color
        }
        return colors
    }

    /// `evenWhenEmpty`: the catalog was asked for by path, so a build system may declare it as
    /// an output; it is written (its own `Contents.json` alone) even when no theme needs it.
    public init(themes: [ResolvedTheme], at path: String, evenWhenEmpty: Bool = false) {
        self.path = path
        self.themeNames = themes.map(\.name)
        var any = false
        for theme in themes {
            var sets: [String: (color: AppearanceColor, location: SourceLocation)] = [:]
            for found in theme.appearanceColors {
                guard let name = found.color.catalogName else { continue }
                // A newline in a folder's name would also be a line of its own in the file
                // lists Xcode reads (`themify filelist`).
                guard ThemeText.escapingControls(name) == name else {
                    problems.append(
                        .error(
                            "'\(ThemeText.shown(name))' cannot name a color set in the generated asset catalog: it holds a control character or line separator; rename the key",
                            at: found.location, rule: LintRule.invalidValue))
                    continue
                }
                guard !name.contains("/") else {
                    problems.append(
                        .error(
                            "'\(name)' cannot name a color set in the generated asset catalog: '/' separates namespaces; rename the key",
                            at: found.location, rule: LintRule.invalidValue))
                    continue
                }
                if let earlier = sets[name], earlier.color.values != found.color.values {
                    problems.append(
                        .error(
                            "two per-appearance colors would be the color set '\(Self.colorName(theme: theme.name, catalogName: name))' (the other is at \(earlier.location)); rename one of the keys",
                            at: found.location, rule: LintRule.invalidValue))
                    continue
                }
                sets[name] = found
            }
            guard !sets.isEmpty else { continue }
            any = true
            let folder = PathNames.join(path, theme.name)
            files.append((PathNames.join(folder, "Contents.json"), Self.namespaceContents))
            for name in sets.keys.sorted() {
                files.append((PathNames.join(folder, "\(name).colorset/Contents.json"), ColorSetWriter.contents(of: sets[name]!.color)))
            }
            colorSetFolders[theme.name] = Set(sets.keys.map { "\($0).colorset" })
            colorNames[theme.name] = Dictionary(
                uniqueKeysWithValues: sets.keys.map { ($0, Self.colorName(theme: theme.name, catalogName: $0)) })
        }
        if any || evenWhenEmpty { files.insert((PathNames.join(path, "Contents.json"), Self.catalogContents), at: 0) }
    }

    /// Whether the run writes a catalog at all: only themes with per-appearance colors need one,
    /// so a project of plain colors gets no new files.
    public var isEmpty: Bool { files.isEmpty }

    /// Writes every file whose bytes differ (an unchanged color set keeps its modification time)
    /// and removes the color sets the run's themes no longer give.
    package func write() throws(AtomicFileWriter.Failure) -> [(path: String, status: FileStatus)] {
        var statuses: [(path: String, status: FileStatus)] = []
        for file in files {
            statuses.append((file.path, try AtomicFileWriter.write(file.bytes, toCreating: file.path) == .written ? .written : .unchanged))
        }
        for stale in staleColorSets() {
            do {
                try FileManager.default.removeItem(atPath: stale)
            } catch {
                throw AtomicFileWriter.Failure(path: stale, reason: "cannot remove the color set no theme gives any more")
            }
            statuses.append((stale, .removed))
        }
        return statuses
    }

    /// `--check`: each file as it is on disk, and each color set that writing would remove.
    public func check() -> [(path: String, status: FileStatus)] {
        var statuses: [(path: String, status: FileStatus)] = files.map { file in
            guard let existing = FileManager.default.contents(atPath: file.path) else { return (file.path, .missing) }
            return (file.path, [UInt8](existing) == file.bytes ? .current : .outdated)
        }
        statuses += staleColorSets().map { ($0, .outdated) }
        return statuses
    }

    /// Color sets in the run's themes' folders that the themes do not give.
    func staleColorSets() -> [String] {
        themeNames.flatMap { theme -> [String] in
            let folder = PathNames.join(path, theme)
            let wanted = colorSetFolders[theme] ?? []
            let present = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return present.filter { $0.hasSuffix(".colorset") && !wanted.contains($0) }.sorted().map { PathNames.join(folder, $0) }
        }
    }

    static let catalogContents = Array(XcodeAssetJSON.text(.object([XcodeAssetJSON.info])).utf8)
    static let namespaceContents = Array(
        XcodeAssetJSON.text(.object([XcodeAssetJSON.info, ("properties", .object([("provides-namespace", .boolean(true))]))])).utf8)
}
