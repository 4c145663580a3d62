import Foundation
import ThemifyModel

/// The one rule for every file themify writes — variants, the nib map, the color catalog,
/// file lists, skeleton and extracted themes, typed keys — checked before the first is written:
///
/// - a path is compared in its real form: symbolic links followed and `..` taken against the
///   real file system, including folders that do not exist yet (`out/../Profile.xib` is
///   `Profile.xib`);
/// - no output is an input — a layout, a theme file, an asset file, the configuration — or
///   another output;
/// - an output stays inside its root: the project folder (the folder of `themify.json`, else
///   the current folder) for paths from the configuration and defaults, the build folder for
///   a path that begins with one; a path typed on the command line may name any place by what
///   it says, but never leads out of the project through a symbolic link;
/// - an empty path is an error, never the folder it would be joined to (or `/`).
///
/// Messages never print where a link or a configured path leads, only the path as given: a
/// path built from the environment would otherwise print it.
package struct OutputPathPolicy {
    package struct Entry {
        /// "variant of 'a.xib' with theme 'b-c'", "nib map", "the input layout".
        package var what: String
        package var path: String
        package var origin: PathOrigin
        /// The output folder (`-o`) the file must stay inside, whatever links below it say.
        package var folder: String?
    }

    /// The real path of the project folder.
    package let projectFolder: String
    private var resolver = RealPaths()
    private var outputs: [Entry] = []
    private var inputs: [Entry] = []

    package init(projectFolder: String) {
        var resolver = RealPaths()
        self.projectFolder = resolver.resolve(projectFolder.isEmpty ? "." : projectFolder)
        self.resolver = resolver
    }

    /// The project folder of a run: the folder of its configuration file, else the current
    /// folder.
    package static func projectFolder(configurationPath: String?) -> String {
        guard let configurationPath else { return "." }
        let parent = PathNames.parent(of: configurationPath)
        return parent.isEmpty ? "." : parent
    }

    /// A file the run reads, which no output may replace.
    package mutating func protect(_ what: String, at path: String) {
        inputs.append(Entry(what: what, path: path, origin: .commandLine))
    }

    package mutating func add(_ what: String, at path: String, origin: PathOrigin, inside folder: String? = nil) {
        outputs.append(Entry(what: what, path: path, origin: origin, folder: folder))
    }

    /// One error per refused output, naming what it clashes with; empty when the plan is safe.
    package mutating func problems() -> [Diagnostic] {
        var protected: [String: Entry] = [:]
        for input in inputs where !input.path.isEmpty {
            let real = resolver.resolve(input.path)
            if protected[real] == nil { protected[real] = input }
        }
        var planned: [String: Entry] = [:]
        var problems: [Diagnostic] = []
        for output in outputs {
            if let problem = confinementProblem(output.what, path: output.path, origin: output.origin, writing: true) {
                problems.append(problem)
                continue
            }
            let real = resolver.resolve(output.path)
            // The folder the file lands in, resolved: a link in the file's own place is
            // replaced by the rename, but a linked folder above it would be written through.
            let landing = resolver.resolve(PathNames.parent(of: output.path).isEmpty ? "." : PathNames.parent(of: output.path))
            if let folder = output.folder, !RealPaths.isInside(landing, folder: resolver.resolve(folder)) {
                problems.append(
                    .error(
                        "the \(output.what) would be written outside the output folder '\(folder)' through a symbolic link; nothing was written",
                        at: SourceLocation(path: output.path)))
            } else if let input = protected[real] {
                problems.append(
                    .error(
                        "the \(output.what) would overwrite \(input.what) '\(input.path)'; nothing was written",
                        at: SourceLocation(path: output.path)))
            } else if let earlier = planned[real] {
                problems.append(
                    .error(
                        "the \(output.what) and the \(earlier.what) would both be written to this path; nothing was written",
                        at: SourceLocation(path: output.path)))
            } else {
                planned[real] = output
            }
        }
        return problems
    }

    /// Why `path` may not be used (read, or written when `writing`) given where it came from;
    /// nil when it may. Also what the configuration and the default themes folder are checked
    /// with, so reading and writing follow one rule.
    package mutating func confinementProblem(
        _ what: String, path: String, origin: PathOrigin, writing: Bool, at location: SourceLocation? = nil
    ) -> Diagnostic? {
        let place = location ?? SourceLocation(path: path)
        guard !path.isEmpty else {
            return .error("the \(what) is an empty path; name a file or folder", at: place)
        }
        let real = resolver.resolve(path)
        let verb = writing ? "would be written" : "leads"
        switch origin {
        case .commandLine:
            // Named on the command line as lying in the project, but a link inside the
            // project sends it elsewhere: the link is the project's content, not the user's
            // choice.
            if RealPaths.isInside(resolver.lexical(path), folder: projectFolder), !RealPaths.isInside(real, folder: projectFolder) {
                return .error(
                    "the \(what) \(verb) outside the project folder through a symbolic link; themify follows no link out of the project\(writing ? "; nothing was written" : "")",
                    at: place)
            }
        case .confined(let root):
            let realRoot = resolver.resolve(root)
            if !RealPaths.isInside(real, folder: realRoot) {
                let through = RealPaths.isInside(resolver.lexical(path), folder: realRoot) ? " through a symbolic link" : ""
                let which =
                    realRoot == projectFolder
                    ? "the project folder (the folder of themify.json, else the current folder)" : "the build folder its variable names"
                return .error(
                    "the \(what) \(verb) outside \(which)\(through); only a path given on the command line may lead elsewhere\(writing ? "; nothing was written" : "")",
                    at: place)
            }
        }
        return nil
    }
}
