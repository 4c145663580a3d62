import Foundation
import ThemifyKit
import ThemifyModel
import ThemifySkinCrypto

/// `themify keygen -o KEY`: a new Ed25519 key pair for signing skin indexes — the private key
/// at KEY (mode 0600, never over an existing file) and the public key at KEY.pub, for the app.
struct KeygenCommand: ThemifyCommand {
    static let definition = CommandDefinition(
        name: "keygen",
        usage: ["keygen -o KEY"],
        summary: "make a key pair for signing published skins",
        details: """
            Writes a new Ed25519 private key to KEY (readable by you alone; an existing file is \
            never replaced) and its public key to KEY.pub. Each is one line, \
            'themify-ed25519-private <base64>' and 'themify-ed25519-public <base64>'. Keep KEY \
            secret (a CI secret); ship KEY.pub's key in the app and give it to themify verify.
            """,
        options: [
            CommandOption("output", short: "o", value: "KEY", help: "Write the private key to KEY and the public key to KEY.pub."),
            SharedOptions.quiet,
        ] + SharedOptions.helpAndVersion,
        exitCodes: [.success, .usageError, .writeError],
        exitCodeMeanings: [.writeError: "a key file exists already or could not be written; an existing key is never replaced"]
    )

    let output: String
    let quiet: Bool
    let sink: any OutputSink

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        guard arguments.positional.isEmpty else { throw UsageError("keygen takes no inputs; name the key file with -o KEY") }
        guard let output = arguments.last("output") else { throw UsageError("keygen needs the private key's file: themify keygen -o KEY") }
        guard !output.isEmpty else { throw UsageError("keygen -o needs a non-empty file path") }
        self.output = output
        quiet = arguments.flag("quiet")
        sink = context.sink
    }

    /// Anything at the name, even a dangling symbolic link, is in the way.
    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    func run() -> ExitCode {
        var printer = DiagnosticPrinter(sink: sink, quiet: quiet)
        let publicPath = output + ".pub"
        // Both names are checked first, so a refusal leaves no half of a new pair behind.
        for path in [output, publicPath] where Self.exists(path) {
            printer.print([
                .error(
                    "\(path) exists already; themify never overwrites a key (remove it or choose another name)",
                    at: SourceLocation(path: path))
            ])
            return .writeError
        }
        do {
            let key = try Ed25519PrivateKey()
            try KeyFileWriter.create(Array(SkinKeyFile.text(of: key).utf8), at: output, mode: 0o600)
            try KeyFileWriter.create(Array(SkinKeyFile.text(of: key.publicKey).utf8), at: publicPath, mode: 0o644)
            if !quiet {
                printer.say(
                    "themify keygen: private key \(DiagnosticPrinter.escaped(output)) (keep it secret), public key \(DiagnosticPrinter.escaped(publicPath)) (key id \(key.publicKey.keyID))"
                )
            }
            return .success
        } catch let error as AtomicFileWriter.Failure {
            printer.print([.error("cannot write key: \(error.reason)", at: SourceLocation(path: error.path))])
            return .writeError
        } catch {
            printer.print([.error("cannot make a key: \(error)", at: SourceLocation(path: output))])
            return .writeError
        }
    }
}
