import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// Key files `themify keygen` writes and `pack` / `verify` read: one line of text, a prefix that
/// says what the file is, a space, and the raw 32-byte key in base64 —
/// `themify-ed25519-private <base64 seed>` and `themify-ed25519-public <base64 key>`. Text, so a
/// public key can be pasted into an app's source or a CI secret; the prefix, so a public key
/// given where the private one belongs (or the reverse) is an error that says so.
package enum SkinKeyFile {
    package static let privatePrefix = "themify-ed25519-private"
    package static let publicPrefix = "themify-ed25519-public"
    /// A key file is one short line.
    static let maximumSize = 4096

    package static func text(of key: Ed25519PrivateKey) -> String {
        "\(privatePrefix) \(Data(key.rawRepresentation).base64EncodedString())\n"
    }

    package static func text(of key: Ed25519PublicKey) -> String {
        "\(publicPrefix) \(Data(key.rawRepresentation).base64EncodedString())\n"
    }

    package static func readPrivateKey(_ path: String) throws(DiagnosticError) -> Ed25519PrivateKey {
        let raw = try read(path, prefix: privatePrefix, other: publicPrefix, kind: "private")
        do {
            return try Ed25519PrivateKey(rawRepresentation: raw)
        } catch {
            throw DiagnosticError(.error("not a private key file: \(error)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
    }

    package static func readPublicKey(_ path: String) throws(DiagnosticError) -> Ed25519PublicKey {
        let raw = try read(path, prefix: publicPrefix, other: privatePrefix, kind: "public")
        do {
            return try Ed25519PublicKey(rawRepresentation: raw)
        } catch {
            throw DiagnosticError(.error("not a public key file: \(error)", at: SourceLocation(path: path, line: 1, column: 1)))
        }
    }

    private static func read(_ path: String, prefix: String, other: String, kind: String) throws(DiagnosticError) -> [UInt8] {
        let bytes = try FileReading.read(path, maximumSize: maximumSize).get()
        let location = SourceLocation(path: path, line: 1, column: 1)
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        if parts.first.map(String.init) == other {
            throw DiagnosticError(
                .error(
                    "this is a \(kind == "private" ? "public" : "private") key file; a \(kind) key ('\(prefix) …') is needed here",
                    at: location))
        }
        guard parts.count == 2, parts[0] == prefix, let raw = Data(base64Encoded: String(parts[1])) else {
            throw DiagnosticError(
                .error("not a \(kind) key file: expected one line '\(prefix) <base64>' as 'themify keygen' writes", at: location))
        }
        return Array(raw)
    }
}
