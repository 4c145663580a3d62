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
            macOS in AppKit's light and dark Aqua colors): frames, fills, borders, corner \
            radius, text in its color, size and weight (in the bundled Inter, laid out as UIKit does, named in a \
            legend), images from --assets (else labelled placeholders), buttons per state, \
            segments, bars in their tint, and lint's contrast findings outlined in red. Writes \
            DIR/<layout>/<screen>.<theme>.svg and .png (PNG by rsvg-convert from librsvg2-bin) and \
            DIR/index.html, which opens from the file system with no network. Each theme is drawn \
            in light and, when any theme gives a color per appearance (or --appearance asks), in \
            dark as <screen>.<theme>.dark.svg: the theme's dark values, system colors' dark values, \
            a black window (macOS: AppKit's dark Aqua values and window), and the contrast \
            findings of that appearance. With --compare the theme file given is drawn as a \
            'before' column beside the themes, and the sheet's \
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

    let options: ProjectOptions
    let preview: PreviewOptions
    let sink: any OutputSink
    let environment: [String: String]

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try ProjectOptions.unvalidated(arguments, environment: context.environment, defaults: .surveying)
        preview = try PreviewOptions(arguments)
        try options.validate()
        sink = context.sink
        environment = context.environment
    }

    func run() -> ExitCode {
        let quiet = options.verbosity == .quiet
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        let (themes, themeProblems) = ThemeSelection.load(options.themes, in: options.themesDirectory)
        var problems = themeProblems
        var before: ResolvedTheme?
        if let compare = preview.compare {
            let (loaded, compareProblems) = ThemeSelection.load(
                [compare.contains("/") || compare.contains(".") ? compare : "./" + compare], in: options.themesDirectory)
            before = loaded.first
            problems += compareProblems
        }
        let (layouts, layoutProblems) = ThemeSelection.readLayouts(options, themes: themes)
        printer.print(problems + layoutProblems)
        guard printer.errorCount == 0 else { return .inputError }

        let result = PreviewBuilder(tagging: options.tagging, assetFolders: options.assetFolders, appearances: preview.appearances).render(
            layouts: layouts, themes: themes, before: before)
        printer.print(result.diagnostics)
        guard !result.hasErrors else { return .inputError }

        // Everything is rendered before anything is written: a rasterizer that fails halfway
        // leaves the folder as it was.
        let files: [(path: String, bytes: [UInt8])]
        do {
            let rasterizer = preview.writesPNG ? try PNGRasterizer(environment: environment) : nil
            files = try PreviewFileSet.files(of: result, in: preview.output, rasterizer: rasterizer, scale: preview.scale)
        } catch {
            printer.print([.error(error.message, at: nil)])
            return .writeError
        }
        let clashes = PreviewFileSet.outputProblems(
            files.map(\.path), in: preview.output, layouts: layouts.map(\.path), themes: themes + [before].compactMap { $0 },
            configuration: options.configuration, projectFolder: options.projectFolder)
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
                "themify preview: \(result.pictures.count) picture(s) of \(layouts.count) layout(s) in \(result.columns.count) theme column(s)\(findings > 0 ? ", \(findings) contrast finding(s) marked" : "") → \(DiagnosticPrinter.escaped(PathNames.join(preview.output, "index.html")))"
            )
        }
        return .success
    }
}
