import ThemifyModel

/// Why a refresh installed nothing. After any of these the skin that was active stays active
/// (or none), and no staging folder is left behind.
public enum SkinClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server answered with a status other than 200 (or 304 for the index).
    case httpStatus(Int, url: String)
    /// The request failed: timeout, refused connection, too many redirects.
    case transport(String, url: String)
    /// The response is larger than the manifest (or the format's limit) allows.
    case tooLarge(limit: Int, url: String)
    /// The bytes do not hash to what the manifest or index pins.
    case hashMismatch(url: String)
    /// The bytes are not a skin file, or break its rules (an unsafe path, a bad signature).
    case format(String)
    /// The index is older than one already accepted: a replay of a once valid index.
    case rollback(offered: Int, lastSeen: Int)
    /// The index is past its expiry: a host that stopped updating it.
    case expiredIndex
    /// The skin is larger than the client is configured to store.
    case skinTooLarge(size: Int, limit: Int)
    /// Writing into the storage folder failed (full disk, read-only folder).
    case storage(String)

    /// A one-line English account of the failure, with the URL or limit involved, for logs.
    public var description: String {
        switch self {
        case .httpStatus(let status, let url): "HTTP \(status) for \(url)"
        case .transport(let reason, let url): "\(url): \(reason)"
        case .tooLarge(let limit, let url): "\(url) is larger than \(limit) bytes"
        case .hashMismatch(let url): "\(url) does not have the SHA-256 the signed index pins"
        case .format(let message): message
        case .rollback(let offered, let lastSeen): "the index's version \(offered) is older than version \(lastSeen), already seen"
        case .expiredIndex: "the index is past its expiry"
        case .skinTooLarge(let size, let limit): "the skin's \(size) bytes exceed the limit of \(limit)"
        case .storage(let reason): "cannot write the skin: \(reason)"
        }
    }

    init(_ error: SkinFormatError) { self = .format(error.message) }
}
