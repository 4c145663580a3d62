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

    let theme: String
    let layoutInputs: [String]
    let themesDirectory: String
    let skinsDirectory: String
    let id: String
    let keyPath: String
    let site: String
    let from: Date?
    let until: Date?
    let minAppVersion: AppVersion?
    let expires: Date?
    let writesZip: Bool
    let allowedMissingKeys: Set<String>
    let assetFolders: [String]
    let tagging: TaggingConfiguration
    let quiet: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard let theme = arguments.positional.first else {
            throw UsageError("pack needs the theme to publish: themify pack THEME --id ID --key KEY -o SITE [LAYOUT...]")
        }
        self.theme = theme
        layoutInputs = Array(arguments.positional.dropFirst())
        themesDirectory = arguments.last("themes") ?? "Themes"
        // Skins live beside the build's themes, never in them (`Themes` → `Skins`).
        skinsDirectory = arguments.last("skins") ?? PathNames.join(PathNames.parent(of: themesDirectory), "Skins")
        func required(_ name: String, _ example: String) throws -> String {
            guard let value = arguments.last(name) else { throw UsageError("pack needs --\(name) \(example)") }
            guard !value.isEmpty else { throw UsageError("pack --\(name) needs a non-empty value") }
            return value
        }
        id = try required("id", "ID (the skin's name on the site, such as newyear-2027)")
        guard SkinPath.isSkinID(id) else {
            throw UsageError("'\(ThemeText.shown(id))' is not a skin id: 1 to 64 of a-z, 0-9, '.', '_', '-', not starting with '.'")
        }
        keyPath = try required("key", "KEY (the private key file 'themify keygen' wrote)")
        site = try required("output", "SITE (the site folder)")
        func date(_ name: String) throws -> Date? {
            guard let text = arguments.last(name) else { return nil }
            guard let date = SkinDate.parse(text) else {
                throw UsageError("--\(name) '\(ThemeText.shown(text))' is not a UTC date such as 2026-12-24 or 2026-12-24T18:00:00Z")
            }
            return date
        }
        from = try date("from")
        until = try date("until")
        expires = try date("expires")
        if let from, let until, from >= until { throw UsageError("--until must be later than --from") }
        if let text = arguments.last("min-app-version") {
            guard let version = AppVersion(text) else {
                throw UsageError("--min-app-version '\(ThemeText.shown(text))' is not a version such as 2.4.1")
            }
            minAppVersion = version
        } else {
            minAppVersion = nil
        }
        writesZip = arguments.flag("zip")
        allowedMissingKeys = Set(
            arguments.all("allow-missing").flatMap { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
                .filter { !$0.isEmpty })
        assetFolders = arguments.all("assets")
        for folder in assetFolders where !FileManager.default.fileExists(atPath: folder) {
            throw UsageError("--assets folder '\(folder)' does not exist")
        }
        var tagging = TaggingConfiguration()
        if let keyPath = arguments.last("key-path") { tagging.runtimeAttributeKeyPath = keyPath }
        let classes = arguments.all("theme-class").flatMap { $0.split(separator: ",").map(String.init) }
        if !classes.isEmpty { tagging.themeClasses = Set(classes) }
        self.tagging = tagging
        quiet = arguments.flag("quiet")
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        let (resolved, themeProblems) = loadSkin()
        printer.print(themeProblems)
        let layouts = readLayouts(printer: &printer)
        guard printer.errorCount == 0, let resolved else { return .inputError }
        let key: Ed25519PrivateKey
        do {
            key = try SkinKeyFile.readPrivateKey(keyPath)
        } catch {
            printer.print(error.diagnostics)
            return .inputError
        }
        // Dates already past publish a skin no app shows: allowed (a test site), but said.
        let now = Date()
        for (name, date) in [("expires", expires), ("until", until)] {
            if let date, date <= now {
                printer.print([.warning("--\(name) \(SkinDate.format(date)) is already past; apps will not show this skin", at: nil)])
            }
        }
        if layoutInputs.isEmpty {
            printer.print([
                .warning(
                    "no layouts given, so the skin's keys are not checked against any; name the app's layouts after the theme", at: nil)
            ])
        }
        // The one output rule: the site's files never replace a layout, a theme or a skin.
        var policy = OutputPathPolicy(projectFolder: ".")
        for file in ["index.json", "skins/\(id)/manifest.json"] + (writesZip ? ["skins/\(id).zip"] : []) {
            policy.add("site file", at: PathNames.join(site, file), origin: .commandLine)
        }
        for file in resolved.chain { policy.protect("the theme file", at: file.path) }
        for layout in layouts { policy.protect("the input layout", at: layout.path) }
        let clashes = policy.problems()
        guard clashes.isEmpty else {
            printer.print(clashes)
            return .inputError
        }
        let request = SkinPackRequest(
            id: id, theme: resolved, from: from, until: until, minAppVersion: minAppVersion, expires: expires, key: key,
            site: site, assetFolders: assetFolders, layouts: layouts, tagging: tagging, allowedMissingKeys: allowedMissingKeys,
            writesZip: writesZip)
        do {
            let outcome = try SkinPublisher(request).publish()
            let index =
                outcome.indexChanged ? "index version \(outcome.indexVersion) signed" : "index unchanged (version \(outcome.indexVersion))"
            if !quiet {
                printer.say(
                    "themify pack: skin '\(id)' in \(DiagnosticPrinter.escaped(site)): \(outcome.objectCount) object(s), \(outcome.objectsWritten) new; \(index)"
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

    /// The skin with its chain: a name is looked for in the skins folder, then in the themes
    /// folder (a build theme published as a skin); its parents beside it, then in the themes
    /// folder. A skin kept among the build's themes without `"$skin": true` is built into the
    /// app too: said.
    private func loadSkin() -> (ResolvedTheme?, [Diagnostic]) {
        let path: String
        if let found = ThemeLoader.isPath(theme)
            ? ThemeLoader.locate(theme, in: ".")
            : ThemeLoader.file(ofTheme: theme, in: skinsDirectory) ?? ThemeLoader.file(ofTheme: theme, in: themesDirectory)
        {
            path = found
        } else {
            let (_, problems) = ThemeSelection.load([theme], in: themesDirectory)
            return (nil, problems)
        }
        var loader = ThemeLoader()
        let (resolved, problems) = loader.resolveCollecting(path: path, parentsAlsoIn: themesDirectory)
        guard problems.isEmpty, let resolved else { return (nil, problems) }
        var notes: [Diagnostic] = []
        if let real = FileReading.realPath(PathNames.parent(of: path).isEmpty ? "." : PathNames.parent(of: path)),
            real == FileReading.realPath(themesDirectory), !resolved.chain[0].isSkin
        {
            notes.append(
                .warning(
                    "'\(resolved.name)' is in the themes folder '\(themesDirectory)', so the build also builds it into the app as a theme; keep skins in '\(skinsDirectory)' and mark them \"$skin\": true",
                    at: SourceLocation(path: path), rule: LintRule.themeStructure))
        }
        return (resolved, notes)
    }

    /// The layouts whose keys the skin must cover; none named, none checked (said once).
    private func readLayouts(printer: inout DiagnosticPrinter) -> [Layout] {
        guard !layoutInputs.isEmpty else { return [] }
        let (paths, problems) = LayoutFinder.layouts(in: layoutInputs, skippingVariantsOf: Set(ThemeLoader.themeNames(in: themesDirectory)))
        printer.print(problems)
        var layouts: [Layout] = []
        for path in paths {
            do {
                layouts.append(try Layout(path: path, bytes: FileReading.read(path).get()))
            } catch {
                printer.print(error.diagnostics)
            }
        }
        return layouts
    }
}
