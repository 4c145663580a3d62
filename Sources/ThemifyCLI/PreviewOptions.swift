import ThemifyPreview

/// What `themify preview` draws and where, besides the project's inputs and themes.
struct PreviewOptions {
    /// The pictures' folder: only the command line names it, as a configuration's "output" is
    /// where variants go, and pictures must not land among them.
    let output: String
    /// An earlier version of a theme file, drawn as a "before" column.
    let compare: String?
    /// Nil: the builder's default for the themes drawn.
    let appearances: [PreviewAppearance]?
    let writesPNG: Bool
    /// PNG pixels per point.
    let scale: Double

    init(_ arguments: ParsedArguments) throws(UsageError) {
        guard let output = arguments.last("output") else {
            throw UsageError("preview needs -o DIR, the folder for the pictures and index.html")
        }
        guard !output.isEmpty else { throw UsageError("--output needs a non-empty folder path (or '-')") }
        guard output != "-" else { throw UsageError("preview writes several files; give -o DIR, not '-o -'") }
        self.output = output
        compare = arguments.last("compare")
        if compare?.isEmpty == true { throw UsageError("--compare needs a theme file path") }
        switch arguments.last("appearance") {
        case nil: appearances = nil
        case "both"?: appearances = PreviewAppearance.allCases
        case let name?:
            guard let appearance = PreviewAppearance(rawValue: name) else {
                throw UsageError("--appearance takes light, dark or both, not '\(name)'")
            }
            appearances = [appearance]
        }
        writesPNG = !arguments.flag("no-png")
        if let text = arguments.last("scale") {
            guard let value = Double(text), (1...4).contains(value) else {
                throw UsageError("--scale takes a number from 1 to 4, not '\(text)'")
            }
            if !writesPNG { throw UsageError("--scale sets the PNG's size and --no-png writes none; choose one") }
            scale = value
        } else {
            scale = 1
        }
    }
}
