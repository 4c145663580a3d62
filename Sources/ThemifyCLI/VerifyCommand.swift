import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

/// `themify verify SITE --public-key K`: checks a published site as a client would trust it —
/// the index's signature, then every manifest and object hash, size, reference and path.
struct VerifyCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "verify",
        usage: ["verify SITE --public-key KEY.pub"],
        summary: "check a published skin site's signature, hashes and paths",
        details: """
            Checks SITE/index.json's signature with the public key, then every manifest the index \
            names and every object each manifest names: present, of the recorded size and SHA-256, \
            with safe relative paths. Prints one located error per problem. Whether an index is newer \
            than the one an app last accepted, and not expired, only the app can tell.
            """,
        options: [
            CommandOption("public-key", value: "FILE", help: "The public key file 'themify keygen' wrote (KEY.pub)."),
            SharedOptions.quiet,
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .inputError, .usageError],
        exitCodeMeanings: [.success: "the site is sound", .inputError: "the site has problems (each printed) or the key cannot be read"]
    )

    let site: String
    let publicKeyPath: String
    let quiet: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard arguments.positional.count == 1, let site = arguments.positional.first, !site.isEmpty else {
            throw UsageError("verify checks one site folder: themify verify SITE --public-key KEY.pub")
        }
        guard let key = arguments.last("public-key"), !key.isEmpty else {
            throw UsageError("verify needs the public key: --public-key KEY.pub")
        }
        self.site = site
        publicKeyPath = key
        quiet = arguments.flag("quiet")
        sink = context.sink
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        let key: Ed25519PublicKey
        do {
            key = try SkinKeyFile.readPublicKey(publicKeyPath)
        } catch {
            printer.print(error.diagnostics)
            return .inputError
        }
        let report = SiteVerifier(site: site, publicKey: key).verify()
        printer.print(report.problems)
        guard printer.errorCount == 0, let index = report.index else { return .inputError }
        if !quiet {
            printer.say(
                "themify verify: \(DiagnosticPrinter.escaped(site)) is sound: index version \(index.version), expires \(SkinDate.format(index.expires)), \(index.skins.count) skin(s), \(report.objectsChecked) object(s)"
            )
        }
        return .success
    }
}
