import Foundation

/// `index.json` as a site serves it: the index's canonical bytes in base64, an Ed25519 signature
/// of exactly those bytes, and the id of the signing key —
/// `{"keyId":"…","payload":"…","signature":"…"}`. One file rather than `index.json` plus a
/// detached `.sig`: a host or CDN cache can never serve one without the other, or a new index
/// with the old signature, and there is no second canonical encoding to agree on — the bytes
/// checked are the bytes parsed.
///
/// The model holds no crypto (it builds with Foundation alone); the check is passed in, so the
/// app verifies with the same `ThemifySkinCrypto` key type the publisher signs with.
public struct SignedSkinIndex: Codable, Sendable, Equatable {
    /// The id of the key that signed the payload (`themify keygen` derives it from the public
    /// key), named in messages when the signature does not verify.
    public var keyID: String
    /// The index's canonical bytes (`SkinJSON`), exactly as signed; parsed only once the
    /// signature verifies (`verifiedIndex`).
    public var payload: [UInt8]
    /// The 64-byte Ed25519 signature of `payload`.
    public var signature: [UInt8]

    /// A signed index from its parts, as the publisher assembles it after signing `payload`.
    public init(keyID: String, payload: [UInt8], signature: [UInt8]) {
        self.keyID = keyID
        self.payload = payload
        self.signature = signature
    }

    /// The site file's path relative to the site root.
    public static let path = "index.json"

    /// An index file is a few kilobytes; anything much larger is refused before it is parsed.
    public static let maximumSize = 4 << 20

    enum CodingKeys: String, CodingKey {
        case keyID = "keyId"
        case payload, signature
    }

    /// Decodes `{"keyId", "payload", "signature"}` with the two byte fields in base64; a field
    /// that is not base64 is `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keyID = try container.decode(String.self, forKey: .keyID)
        payload = try Self.base64(container, .payload)
        signature = try Self.base64(container, .signature)
    }

    /// Encodes the three fields, the bytes in base64, under the keys the site file uses.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(keyID, forKey: .keyID)
        try container.encode(Data(payload).base64EncodedString(), forKey: .payload)
        try container.encode(Data(signature).base64EncodedString(), forKey: .signature)
    }

    private static func base64(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [UInt8] {
        let text = try container.decode(String.self, forKey: key)
        guard let data = Data(base64Encoded: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not base64")
        }
        return Array(data)
    }

    /// The file's bytes.
    public var fileBytes: [UInt8] { SkinJSON.encode(self) }

    /// Reads an `index.json` as a site serves it; throws `SkinFormatError` when it is larger than
    /// `maximumSize` or not of the form. The signature is not checked here: see `verifiedIndex`.
    public init(fileBytes bytes: [UInt8]) throws(SkinFormatError) {
        guard bytes.count <= Self.maximumSize else { throw SkinFormatError("is larger than \(Self.maximumSize) bytes") }
        self = try SkinJSON.decode(SignedSkinIndex.self, from: bytes)
    }

    /// The index, only if `isValidSignature(payload, signature)` accepts the signature; its
    /// payload is parsed only then, so nothing unsigned is ever read as an index.
    public func verifiedIndex(_ isValidSignature: ([UInt8], [UInt8]) -> Bool) throws(SkinFormatError) -> SkinIndex {
        guard isValidSignature(payload, signature) else {
            throw SkinFormatError("the signature does not verify with the public key (signed by key '\(ThemeText.shown(keyID))')")
        }
        return try SkinIndex(canonicalBytes: payload)
    }
}
