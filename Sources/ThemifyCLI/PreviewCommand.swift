import ThemifyKit
import ThemifyModel
import ThemifyPreview

/// `themify preview INPUT... --theme A --theme B -o DIR`: a picture of every layout (each
/// scene of a storyboard, each top-level view of a xib) in every theme, as SVG and PNG, and an
/// `index.html` contact sheet. Layouts are themed in memory by the real themer; nothing is
/// written unless every layout and theme could be read, and each file is written whole.
struct PreviewCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "preview",
        usage: [
            "preview [INPUT...] [--theme NAME|PATH]... -o DIR [--assets DIR] [--compare THEME_FILE_BEFORE] [--appearance light|dark|both] [options]"
        ],
        summary: "draw every layout in every theme (SVG, PNG) and an index.html contact sheet with a before → after mode",
        details: """
            Themes each layout with each theme in memory, as 'themify' would write it, and draws \
            each storyboard scene and each top-level view or window of a xib (iOS, tvOS and macOS; \
            macOS in AppKit's light colors): frames, fills, borders, corner \
            radius, text in its color, size and weight (in the bundled Inter, laid out as UIKit does, named in a \
            legend), images from --assets (else labelled placeholders), buttons per state, \
            segments, bars in their tint, and lint's contrast findings outlined in red. Writes \
            DIR/<layout>/<screen>.<theme>.svg and .png (PNG by rsvg-convert from librsvg2-bin) and \
            DIR/index.html, which opens from the file system with no network. Each theme is drawn \
            in light and, when any theme gives a color per appearance (or --appearance asks), in \
            dark as <screen>.<theme>.dark.svg: the theme's dark values, system colors' dark values, \
            a black window, and the contrast findings of that appearance. With --compare the \
            theme file given is drawn as a 'before' column beside the themes, and the sheet's \
            before → after mode outlines the views that changed. INPUT defaults to the current folder.
            """,
        options: [
            SharedOptions.theme.described(
                as:
                    "Theme to draw; repeat for several. A NAME is looked up in the themes folder (.plist, then .json); a value with an extension or a slash is a path. Default: every theme in the themes folder."
            ),
            SharedOptions.themesFolder, SharedOptions.configuration,
            SharedOptions.assets.described(
                as:
                    "Folder holding asset catalogs (*.xcassets) or PNG files: images are drawn from their PNGs, asset:NAME colors from their color sets. Repeat for several."
            ),
        ] + SharedOptions.tagging + [
            CommandOption("output", short: "o", value: "DIR", help: "Write the pictures and index.html into DIR (created if needed)."),
            CommandOption(
                "compare", value: "THEME_FILE",
                help:
                    "An earlier version of a theme file (with the themes it extends beside it), drawn as a 'before' column; the contact sheet compares it with the first --theme."
            ),
            CommandOption(
                "appearance", value: "light|dark|both",
                help: "The appearances to draw each theme in (default: both when any theme gives a color per appearance, else light)."),
            CommandOption("no-png", help: "Write SVG pictures and the contact sheet only (no rsvg-convert needed)."),
            CommandOption("scale", value: "N", help: "PNG pixels per point, 1 to 4 (default 1; 2 or 3 for a Retina-sharp picture)."),
            SharedOptions.quiet,
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [
            .success:
                "every picture and index.html were written (warnings may have been printed; contrast findings are marked on the pictures)",
            .inputError: "a layout or theme has errors; nothing was written",
            .writeError: "a picture could not be rasterized or a file could not be written; no partial file is left",
        ]
    )

    let options: ApplyOptions
    let output: String
    let compare: String?
    /// Nil: the builder's default for the themes drawn.
    let appearances: [PreviewAppearance]?
    let writesPNG: Bool
    let scale: Double
    let sink: any OutputSink
    let environment: [String: String]

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try ApplyOptions.resolve(arguments, environment: context.environment, defaults: .surveying)
        // Only the command line names the pictures' folder: a configuration's "output" is where
        // variants go, and pictures must not land among them.
        guard arguments.last("output") != nil, case .directory(let folder) = options.destination else {
            throw UsageError(
                options.destination == .standardOutput
                    ? "preview writes several files; give -o DIR, not '-o -'"
                    : "preview needs -o DIR, the folder for the pictures and index.html")
        }
        output = folder
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
        sink = context.sink
        environment = context.environment
    }

    func run() -> ExitCode {
        let quiet = options.verbosity == .quiet
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        let (themes, themeProblems) = ThemeSelection.load(options.themes, in: options.themesDirectory)
        var problems = themeProblems
        var before: ResolvedTheme?
        if let compare {
            let (loaded, compareProblems) = ThemeSelection.load(
                [compare.contains("/") || compare.contains(".") ? compare : "./" + compare], in: options.themesDirectory)
            before = loaded.first
            problems += compareProblems
        }
        let (layouts, layoutProblems) = ThemeSelection.readLayouts(options, themes: themes)
        printer.print(problems + layoutProblems)
        guard printer.errorCount == 0 else { return .inputError }

        let result = PreviewBuilder(tagging: options.tagging, assetFolders: options.assetFolders, appearances: appearances).render(
            layouts: layouts, themes: themes, before: before)
        printer.print(result.diagnostics)
        guard !result.hasErrors else { return .inputError }

        // Everything is rendered before anything is written: a rasterizer that fails halfway
        // leaves the folder as it was.
        var files: [(path: String, bytes: [UInt8])] = []
        do {
            let rasterizer = writesPNG ? try PNGRasterizer(environment: environment) : nil
            for picture in result.pictures {
                let stem = PathNames.join(output, picture.fileStem)
                files.append((stem + ".svg", Array(picture.svgDocument.utf8)))
                if let rasterizer {
                    files.append((stem + ".png", try rasterizer.png(of: picture.svgDocument, size: picture.size, scale: scale)))
                }
            }
        } catch {
            printer.print([.error(error.message, at: nil)])
            return .writeError
        }
        files.append((PathNames.join(output, "index.html"), Array(ContactSheet.html(result, compare: result.comparison).utf8)))
        let clashes = Self.outputProblems(
            files.map(\.path), in: output, layouts: layouts.map { $0.path }, themes: themes + [before].compactMap { $0 }, options: options)
        guard clashes.isEmpty else {
            printer.print(clashes)
            return .inputError
        }
        for file in files {
            do {
                try AtomicFileWriter.write(file.bytes, toCreating: file.path)
            } catch {
                printer.print([.error("cannot write: \(error.reason)", at: SourceLocation(path: error.path))])
                return .writeError
            }
        }
        if !quiet {
            let findings = result.contrastFindings.count
            printer.say(
                "themify preview: \(result.pictures.count) picture(s) of \(layouts.count) layout(s) in \(result.columns.count) theme column(s)\(findings > 0 ? ", \(findings) contrast finding(s) marked" : "") → \(DiagnosticPrinter.escaped(PathNames.join(output, "index.html")))"
            )
        }
        return .success
    }

    /// The one output rule (`OutputPathPolicy`): no picture or sheet over a layout, a theme or
    /// the configuration, nor through a link out of the project.
    private static func outputProblems(
        _ paths: [String], in folder: String, layouts: [String], themes: [ResolvedTheme], options: ApplyOptions
    ) -> [Diagnostic] {
        var policy = OutputPathPolicy(projectFolder: options.projectFolder)
        for path in paths { policy.add("preview file", at: path, origin: .commandLine, inside: folder) }
        for layout in layouts { policy.protect("the input layout", at: layout) }
        for theme in themes {
            for file in theme.chain { policy.protect("the theme file", at: file.path) }
        }
        if let configuration = options.configuration { policy.protect("the configuration", at: configuration.path) }
        return policy.problems()
    }
}
