#if !canImport(CryptoKit)
internal import ThemifyCLibCrypto

/// The back end everywhere CryptoKit is missing (Linux): the system's libcrypto through its
/// EVP interface. Every libcrypto object is made and freed inside one call; none is stored.
enum CryptoBackend {
    static func randomBytes(count: Int) throws(SkinCryptoError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        guard RAND_bytes(&bytes, Int32(count)) == 1 else { throw .libraryFailure("gather random bytes") }
        return bytes
    }

    static func publicKey(forSeed seed: [UInt8]) throws(SkinCryptoError) -> [UInt8] {
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        var length = Ed25519PublicKey.byteCount
        var bytes = [UInt8](repeating: 0, count: length)
        guard EVP_PKEY_get_raw_public_key(key, &bytes, &length) == 1, length == bytes.count else {
            throw .libraryFailure("derive an Ed25519 public key")
        }
        return bytes
    }

    static func sign(_ message: [UInt8], seed: [UInt8]) throws(SkinCryptoError) -> [UInt8] {
        let key = try privateKey(seed)
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { throw .libraryFailure("sign with Ed25519") }
        defer { EVP_MD_CTX_free(context) }
        var length = Ed25519PublicKey.signatureByteCount
        var signature = [UInt8](repeating: 0, count: length)
        // Ed25519 is "pure": no separate digest (NULL md), the whole message in one call.
        let signed =
            EVP_DigestSignInit(context, nil, nil, nil, key) == 1
            && withMessage(message) { EVP_DigestSign(context, &signature, &length, $0, $1) } == 1
        guard signed, length == signature.count else { throw .libraryFailure("sign with Ed25519") }
        return signature
    }

    static func verify(_ signature: [UInt8], of message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard let key = publicKey.withUnsafeBufferPointer({ EVP_PKEY_new_raw_public_key(EVP_PKEY_ED25519, nil, $0.baseAddress, $0.count) })
        else {
            return false
        }
        defer { EVP_PKEY_free(key) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, nil, nil, key) == 1 else { return false }
        return withMessage(message) { EVP_DigestVerify(context, signature, signature.count, $0, $1) } == 1
    }

    static func sha256(_ bytes: [UInt8]) -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: SHA256Digest.byteCount)
        var length: UInt32 = 0
        let status = withMessage(bytes) { EVP_Digest($0, $1, &digest, &length, EVP_sha256(), nil) }
        // SHA-256 of bytes in memory cannot fail short of the library being broken.
        precondition(status == 1 && length == SHA256Digest.byteCount, "libcrypto's SHA-256 failed")
        return digest
    }

    private static func privateKey(_ seed: [UInt8]) throws(SkinCryptoError) -> OpaquePointer {
        guard let key = seed.withUnsafeBufferPointer({ EVP_PKEY_new_raw_private_key(EVP_PKEY_ED25519, nil, $0.baseAddress, $0.count) })
        else {
            throw .libraryFailure("make an Ed25519 key from its seed")
        }
        return key
    }

    /// Calls `body` with a pointer that is never NULL, even for an empty message: an empty
    /// array may have no storage, and libcrypto is not promised to accept NULL with a zero length.
    private static func withMessage<Result>(_ message: [UInt8], _ body: (UnsafePointer<UInt8>, Int) -> Result) -> Result {
        let storage = message.isEmpty ? [0] : message
        return storage.withUnsafeBufferPointer { body($0.baseAddress!, message.count) }
    }
}
#endif
