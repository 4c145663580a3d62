import Foundation
import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

/// `themify pack THEME …`: publishes one skin — the theme resolved with its chain and every
/// image it names — into a static site folder, and re-signs the site's index.
struct PackCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "pack",
        usage: [
            "pack THEME --id ID --key KEY -o SITE [--from DATE --until DATE] [--min-app-version V] [--expires DATE] [--assets DIR] [--zip] [--allow-missing KEY] [LAYOUT...]"
        ],
        summary: "publish a theme as a signed skin into a static site folder",
        details: """
            Resolves THEME (a NAME in the skins folder, else in the themes folder, or a PATH) with \
            its chain — a parent is looked for beside the skin, then in the themes folder — finds every image \
            it names in the --assets folders (image sets per scale, loose files), and writes the \
            objects (SITE/objects/<sha256>), the manifest (SITE/skins/ID/manifest.json) and a new \
            SITE/index.json signed with KEY that keeps the other skins, its version one higher. \
            Every key the LAYOUTs use must be set by the skin's chain, unless --allow-missing names \
            it. The same inputs write the same bytes: when nothing changed, no file changes. DATEs \
            are UTC, 2026-12-24 or 2026-12-24T18:00:00Z. Keep skins in a Skins folder beside \
            Themes, marked "$skin": true: the build never builds a skin into the app.
            """,
        options: [
            CommandOption(
                "id", value: "ID",
                help: "The skin's id (a-z, 0-9, '.', '_', '-'): its folder on the site; packing an id again replaces that skin."),
            CommandOption(
                "key", value: "KEY", help: "The private key file 'themify keygen' wrote; it must be the key that signed the site's index."),
            CommandOption(
                "output", short: "o", value: "SITE", help: "The site folder: created if missing, updated in place (other skins are kept)."),
            CommandOption("from", value: "DATE", help: "The skin is active from DATE (default: as soon as it is published)."),
            CommandOption("until", value: "DATE", help: "The skin is active until DATE, exclusive (default: until it is removed)."),
            CommandOption("min-app-version", value: "V", help: "The oldest app version (2.4.1) that shows the skin."),
            CommandOption(
                "expires", value: "DATE",
                help: "When clients stop trusting the index (default: the expiry the site's index has; required for a new site)."),
            CommandOption("zip", help: "Also write SITE/skins/ID.zip: the manifest and objects in one download."),
            CommandOption(
                "allow-missing", value: "KEY",
                help: "A layout key the skin may leave unset (the app keeps its bundled value); repeat or comma-separate."),
            CommandOption(
                "skins", value: "DIR", help: "The folder of skins, looked in first for THEME (default: Skins beside the themes folder)."),
            SharedOptions.themesFolder,
            SharedOptions.assets.described(
                as: "Folder holding asset catalogs (*.xcassets) or loose images the skin's images come from; repeat for several."),
        ] + SharedOptions.tagging + [SharedOptions.quiet] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError, .writeError],
        exitCodeMeanings: [
            .inputError:
                "the skin cannot be published (a theme error, missing keys or images, a site signed by another key); nothing was written",
            .writeError: "a file could not be written; the site still serves what it served",
        ]
    )

    let options: PackOptions
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        options = try PackOptions(arguments)
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: options.quiet)
        let (resolved, themeProblems) = SkinSelection.load(
            options.theme, skinsDirectory: options.skinsDirectory, themesDirectory: options.themesDirectory)
        printer.print(themeProblems)
        let (layouts, layoutProblems) =
            options.layoutInputs.isEmpty ? ([], []) : LayoutSelection.parse(options.layoutInputs, themesDirectory: options.themesDirectory)
        printer.print(layoutProblems)
        guard printer.errorCount == 0, let resolved else { return .inputError }
        let key: Ed25519PrivateKey
        do {
            key = try SkinKeyFile.readPrivateKey(options.keyPath)
        } catch {
            printer.print(error.diagnostics)
            return .inputError
        }
        // Dates already past publish a skin no app shows: allowed (a test site), but said.
        let now = Date()
        for (name, date) in [("expires", options.expires), ("until", options.until)] {
            if let date, date <= now {
                printer.print([.warning("--\(name) \(SkinDate.format(date)) is already past; apps will not show this skin", at: nil)])
            }
        }
        if options.layoutInputs.isEmpty {
            printer.print([
                .warning(
                    "no layouts given, so the skin's keys are not checked against any; name the app's layouts after the theme", at: nil)
            ])
        }
        // The one output rule: the site's files never replace a layout, a theme or a skin.
        var policy = OutputPathPolicy(projectFolder: ".")
        for file in ["index.json", "skins/\(options.id)/manifest.json"] + (options.writesZip ? ["skins/\(options.id).zip"] : []) {
            policy.add("site file", at: PathNames.join(options.site, file), origin: .commandLine)
        }
        for file in resolved.chain { policy.protect("the theme file", at: file.path) }
        for layout in layouts { policy.protect("the input layout", at: layout.path) }
        let clashes = policy.problems()
        guard clashes.isEmpty else {
            printer.print(clashes)
            return .inputError
        }
        let request = SkinPackRequest(
            id: options.id, theme: resolved, from: options.from, until: options.until, minAppVersion: options.minAppVersion,
            expires: options.expires, key: key, site: options.site, assetFolders: options.assetFolders, layouts: layouts,
            tagging: options.tagging, allowedMissingKeys: options.allowedMissingKeys, writesZip: options.writesZip)
        do {
            let outcome = try SkinPublisher(request).publish()
            let index =
                outcome.indexChanged ? "index version \(outcome.indexVersion) signed" : "index unchanged (version \(outcome.indexVersion))"
            if !options.quiet {
                printer.say(
                    "themify pack: skin '\(options.id)' in \(DiagnosticPrinter.escaped(options.site)): \(outcome.objectCount) object(s), \(outcome.objectsWritten) new; \(index)"
                )
            }
            return .success
        } catch {
            switch error {
            case .refused(let problems):
                printer.print(problems.diagnostics)
                return .inputError
            case .write(let failure):
                printer.print([
                    .error("cannot write: \(failure.reason); the site still serves what it served", at: SourceLocation(path: failure.path))
                ])
                return .writeError
            }
        }
    }
}
