import Foundation
import ThemifyKit
import ThemifyModel

/// Every file a run will write, checked before the first is written: no output may be an input
/// layout or a theme file (`--nib-map Profile.xib` would replace a layout), and no two
/// (layout, theme) pairs may write the same variant (`a.xib` × `b-c` and `a-b.xib` × `c` both
/// give `a-b-c.xib`). Paths are compared in their real form, through symbolic links.
struct OutputPlan {
    struct Output {
        /// "variant of 'a.xib' with theme 'b-c'", "nib map".
        var what: String
        var path: String
        /// The output folder (`-o`) the file must stay inside, whatever symbolic links below it
        /// say.
        var folder: String? = nil
    }

    var outputs: [Output] = []

    mutating func add(_ what: String, at path: String, inside folder: String? = nil) {
        outputs.append(Output(what: what, path: path, folder: folder))
    }

    /// One error per clash, naming both sides; empty when the plan is safe.
    func problems(protecting inputs: [Output]) -> [Diagnostic] {
        var resolver = RealPaths()
        var protected: [String: Output] = [:]
        for input in inputs {
            let real = resolver.resolve(input.path)
            if protected[real] == nil { protected[real] = input }
        }
        var planned: [String: Output] = [:]
        var problems: [Diagnostic] = []
        for output in outputs {
            let real = resolver.resolve(output.path)
            // The folder the file lands in, resolved: a link in the file's own place is
            // replaced by the rename, but a linked folder above it would be written through.
            let landing = resolver.resolve(PathNames.parent(of: output.path)) + "/"
            if let folder = output.folder, case let root = resolver.resolve(folder), !landing.hasPrefix(root == "/" ? "/" : root + "/") {
                problems.append(.error("the \(output.what) would be written outside the output folder '\(folder)' (into '\(landing)') through a symbolic link; nothing was written", at: SourceLocation(path: output.path)))
            } else if let input = protected[real] {
                problems.append(.error("the \(output.what) would overwrite \(input.what) '\(input.path)'; nothing was written", at: SourceLocation(path: output.path)))
            } else if let earlier = planned[real] {
                problems.append(.error("the \(output.what) and the \(earlier.what) would both be written to this path; nothing was written", at: SourceLocation(path: output.path)))
            } else {
                planned[real] = output
            }
        }
        return problems
    }
}

/// Real paths of files that may not exist yet, each path resolved once: a plan names hundreds of
/// files in a handful of folders, and resolving each from scratch cost a `realpath` call per
/// missing level per file, three times per file.
private struct RealPaths {
    private let currentDirectory = FileManager.default.currentDirectoryPath
    private var resolved: [String: String] = [:]

    mutating func resolve(_ path: String) -> String {
        resolveAbsolute(path.hasPrefix("/") ? path : currentDirectory + "/" + path)
    }

    /// A symbolic link resolved by `realpath`; anything else is its folder's real path with its
    /// name appended, which is what `realpath` would say of a file or folder that is no link,
    /// for one `lstat` instead of a `readlink` per component.
    private mutating func resolveAbsolute(_ path: String) -> String {
        if path.isEmpty || path == "/" { return "/" }
        if let known = resolved[path] { return known }
        let parentPath = PathNames.parent(of: path), name = PathNames.lastComponent(of: path)
        var status = stat()
        // Named without a trailing slash, which would make `lstat` follow a link.
        let isLink = lstat((parentPath == "/" ? "" : parentPath) + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
        let real: String
        if isLink || name == "." || name == "..", let found = realpath(path, nil) {
            real = String(cString: found)
            free(found)
        } else {
            let parent = resolveAbsolute(parentPath)
            real = (parent == "/" ? "" : parent) + "/" + name
        }
        resolved[path] = real
        return real
    }
}
