/// Why a key could not be made or used. Verification never throws: a signature that does not
/// check out is simply not valid.
public enum SkinCryptoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Ed25519 keys are exactly 32 bytes, private (the seed) and public alike.
    case wrongKeyLength(Int)
    /// The crypto library refused an operation (no randomness, a malformed public key).
    case libraryFailure(String)

    public var description: String {
        switch self {
        case .wrongKeyLength(let count): return "an Ed25519 key is 32 bytes, not \(count)"
        case .libraryFailure(let operation): return "the crypto library could not \(operation)"
        }
    }
}
