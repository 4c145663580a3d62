/// An Ed25519 verification key: what an app ships to check that a skin index was signed by the
/// holder of the matching private key.
public struct Ed25519PublicKey: Sendable, Hashable {
    static let byteCount = 32
    static let signatureByteCount = 64

    public let rawRepresentation: [UInt8]

    public init(rawRepresentation bytes: [UInt8]) throws(SkinCryptoError) {
        guard bytes.count == Self.byteCount else { throw .wrongKeyLength(bytes.count) }
        rawRepresentation = bytes
    }

    /// Whether `signature` is this key's signature of exactly `message`. Anything malformed (a
    /// signature of the wrong length, a key that is not a curve point) is simply not valid.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        guard signature.count == Self.signatureByteCount else { return false }
        return CryptoBackend.verify(signature, of: message, publicKey: rawRepresentation)
    }

    /// A short name for the key, so an index can say which key signed it and a client holding
    /// several (during a key rotation) picks the right one: the first 8 bytes of the SHA-256 of
    /// the raw key, in hex.
    public var keyID: String {
        SHA256Digest.hex(Array(SHA256Digest.hash(rawRepresentation).prefix(8)))
    }
}
