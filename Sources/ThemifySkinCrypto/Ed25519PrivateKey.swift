/// An Ed25519 signing key (RFC 8032), held as its 32-byte seed — the form RFC 8032's test
/// vectors, CryptoKit's `rawRepresentation` and libcrypto's raw private keys all use.
public struct Ed25519PrivateKey: Sendable {
    /// The 32-byte seed. Whoever has it can publish skins; store it like a password.
    public let rawRepresentation: [UInt8]
    public let publicKey: Ed25519PublicKey

    /// A new random key from the system's secure random source.
    public init() throws(SkinCryptoError) {
        try self.init(rawRepresentation: try CryptoBackend.randomBytes(count: Ed25519PublicKey.byteCount))
    }

    public init(rawRepresentation bytes: [UInt8]) throws(SkinCryptoError) {
        guard bytes.count == Ed25519PublicKey.byteCount else { throw .wrongKeyLength(bytes.count) }
        rawRepresentation = bytes
        publicKey = try Ed25519PublicKey(rawRepresentation: try CryptoBackend.publicKey(forSeed: bytes))
    }

    /// The 64-byte signature of `message` (the message itself, not a digest: Ed25519 hashes
    /// internally). libcrypto's signatures are deterministic; CryptoKit's may not be, so callers
    /// that want identical output for identical input keep a signature that still verifies.
    public func signature(for message: [UInt8]) throws(SkinCryptoError) -> [UInt8] {
        try CryptoBackend.sign(message, seed: rawRepresentation)
    }
}
