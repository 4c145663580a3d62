#if canImport(CryptoKit)
import CryptoKit
import Foundation

/// The Apple platforms' back end: CryptoKit, which the app side links anyway.
enum CryptoBackend {
    static func randomBytes(count: Int) throws(SkinCryptoError) -> [UInt8] {
        SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Array($0) }
    }

    static func publicKey(forSeed seed: [UInt8]) throws(SkinCryptoError) -> [UInt8] {
        do {
            return Array(try Curve25519.Signing.PrivateKey(rawRepresentation: seed).publicKey.rawRepresentation)
        } catch {
            throw .libraryFailure("make an Ed25519 key from its seed")
        }
    }

    static func sign(_ message: [UInt8], seed: [UInt8]) throws(SkinCryptoError) -> [UInt8] {
        do {
            return Array(try Curve25519.Signing.PrivateKey(rawRepresentation: seed).signature(for: Data(message)))
        } catch {
            throw .libraryFailure("sign with Ed25519")
        }
    }

    static func verify(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
        return key.isValidSignature(Data(signature), for: Data(message))
    }

    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        Array(SHA256.hash(data: Data(bytes)))
    }
}
#endif
