import Foundation
import ThemifyModel

/// Where a path really leads — every symbolic link followed, `.` and `..` taken against the
/// real file system — even when its last components do not exist yet (an output folder a run
/// will create). `realpath` alone fails on such a path, and comparing it as written would let
/// `out/../Profile.xib` (no `out/` yet) pass for something other than `Profile.xib`.
///
/// Each path is resolved once: a run names hundreds of files in a handful of folders.
package struct RealPaths {
    private let currentDirectory: String
    private var resolved: [String: String] = [:]

    package init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    /// The real absolute path of `path` (relative paths against the current folder).
    package mutating func resolve(_ path: String) -> String {
        resolveAbsolute(absolute(path), depth: 0)
    }

    /// `path` made absolute and normalized by its text alone (`a/./b/../c` → `/cwd/a/c`),
    /// following no link: where the path *says* it leads.
    package func lexical(_ path: String) -> String {
        var components: [Substring] = []
        for component in absolute(path).split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether `path` (an absolute, normalized path) is `folder` or inside it.
    package static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : (currentDirectory == "/" ? "" : currentDirectory) + "/" + path
    }

    /// Component by component from the root: a link is replaced by what it names (resolved in
    /// turn), `..` takes the parent of the real path so far — which is where the kernel goes
    /// once the missing folders are created — and a missing name is appended as it is.
    private mutating func resolveAbsolute(_ path: String, depth: Int) -> String {
        if path.isEmpty || path == "/" { return "/" }
        if let known = resolved[path] { return known }
        let parentPath = PathNames.parent(of: path)
        let name = PathNames.lastComponent(of: path)
        let parent = resolveAbsolute(parentPath.isEmpty ? "/" : parentPath, depth: depth)
        let real: String
        switch name {
        case "", ".", "/":
            real = parent
        case "..":
            let up = PathNames.parent(of: parent)
            real = up.isEmpty ? "/" : up
        default:
            let candidate = (parent == "/" ? "" : parent) + "/" + name
            var status = stat()
            if depth < 40, lstat(candidate, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let target = Self.linkTarget(candidate) {
                // A dangling link is followed too: a write through it lands where it points.
                real = resolveAbsolute(target.hasPrefix("/") ? target : (parent == "/" ? "" : parent) + "/" + target, depth: depth + 1)
            } else {
                real = candidate
            }
        }
        resolved[path] = real
        return real
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
