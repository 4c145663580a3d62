/// Where a path a run uses came from, which decides how far it may lead (`OutputPathPolicy`).
public enum PathOrigin: Sendable, Equatable {
    /// Typed on the command line: it may name any place by what it says (an absolute path,
    /// `../`), but not lead out of the project folder through a symbolic link.
    case commandLine
    /// From `themify.json`, or a default (`./Themes`, a variant beside a configured input):
    /// it must really lead into `root` — the project folder, or the build folder a
    /// `${DERIVED_FILE_DIR}`-style variable at its start names.
    case confined(root: String)
}
