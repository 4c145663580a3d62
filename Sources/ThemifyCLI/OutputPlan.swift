import Foundation
import ThemifyKit
import ThemeModel

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
        var protected: [String: Output] = [:]
        for input in inputs { protected[Self.realPath(input.path)] = protected[Self.realPath(input.path)] ?? input }
        var planned: [String: Output] = [:]
        var problems: [Diagnostic] = []
        for output in outputs {
            let real = Self.realPath(output.path)
            // The folder the file lands in, resolved: a link in the file's own place is
            // replaced by the rename, but a linked folder above it would be written through.
            let landing = Self.realPath(PathNames.parent(of: output.path)) + "/"
            if let folder = output.folder, case let root = Self.realPath(folder), !landing.hasPrefix(root == "/" ? "/" : root + "/") {
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

    /// The real path of a file that may not exist yet: its deepest existing folder resolved,
    /// the rest appended.
    static func realPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var head = absolute
        var tail: [String] = []
        while !head.isEmpty, head != "/" {
            if let resolved = realpath(head, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved)
                return ([base == "/" ? "" : base] + tail.reversed()).joined(separator: "/")
            }
            tail.append(PathNames.lastComponent(of: head))
            head = PathNames.parent(of: head)
        }
        return "/" + tail.reversed().joined(separator: "/")
    }
}
