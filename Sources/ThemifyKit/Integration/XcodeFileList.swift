import Foundation
import ThemifyModel

/// An `.xcfilelist` as Xcode reads one: a path a line, under the project folder as
/// `$(SRCROOT)/…` (so lists written at a desk match those a build writes, and name no one's
/// home folder), absolute outside it, each named once.
package enum XcodeFileList {
    package static func text(_ paths: [String], projectFolder root: String) -> String {
        var seen = Set<String>()
        let lines = paths.map { xcodePath($0, under: root) }.filter { seen.insert($0).inserted }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `$(SRCROOT)` stands for: the build's `SRCROOT`; run by hand, where it is unset,
    /// the folder of `themify.json` (the project's root, by convention), else the current
    /// folder.
    package static func projectFolder(environment: [String: String], configurationPath: String?) -> String {
        let folder =
            environment["SRCROOT"].flatMap { $0.isEmpty ? nil : $0 }
            ?? configurationPath.map { PathNames.parent(of: $0) }
            ?? FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    }

    /// Xcode reads a file list line by line: a name holding a newline would add a line of its
    /// own, naming any file as an input or output of the build phase.
    package static func unlistable(_ paths: [String]) -> [Diagnostic] {
        var seen = Set<String>()
        return paths.filter { ThemeText.escapingControls($0) != $0 && seen.insert($0).inserted }.map { path in
            .error(
                "the name holds a control character or line separator, which would add a line of its own to the .xcfilelist Xcode reads; rename it",
                at: SourceLocation(path: path))
        }
    }

    private static func xcodePath(_ path: String, under root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        if absolute.hasPrefix(root == "/" ? "/" : root + "/") {
            return "$(SRCROOT)/" + absolute.dropFirst(root == "/" ? 1 : root.count + 1)
        }
        return absolute
    }
}
