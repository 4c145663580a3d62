import Foundation

/// The list of published skins: what a site's `index.json` signs. A client fetches it, checks
/// the signature (`SignedSkinIndex`), refuses it when it is expired or not newer than the one it
/// has, and picks the skin active for its app version now.
public struct SkinIndex: Codable, Sendable, Equatable {
    /// Rises by one with every change the publisher makes, so a client can refuse an older,
    /// validly signed index a hostile host replays.
    public var version: Int
    /// After this the index is stale: a host that stops updating it (or serves an old copy
    /// forever) cannot keep a skin alive past it.
    public var expires: Date
    /// Sorted by id, one entry per id.
    public var skins: [Entry]

    /// An index of `skins`, which are sorted by id here so that the same index always encodes to
    /// the same bytes.
    public init(version: Int, expires: Date, skins: [Entry]) {
        self.version = version
        self.expires = expires
        self.skins = skins.sorted { $0.id < $1.id }
    }

    /// One published skin: when and for which apps it is active, and its manifest's address,
    /// hash and size — the manifest is as trusted as the index because the index pins its bytes.
    public struct Entry: Codable, Sendable, Equatable {
        /// The skin's id (`winter`): letters, digits, `-` and `_`; it names the skin's folder and
        /// its theme file.
        public var id: String
        /// Active from this moment (inclusive); nil: since publication.
        public var from: Date?
        /// Active until this moment (exclusive); nil: until removed.
        public var until: Date?
        /// The oldest app version that can show it; nil: every version.
        public var minAppVersion: AppVersion?
        /// The manifest format (`SkinManifest.currentSchema`) it is written in, so an app skips a
        /// skin it cannot read without fetching it.
        public var schema: Int
        /// The manifest's path relative to the site root.
        public var manifest: String
        /// The SHA-256 of the manifest's bytes, 64 lowercase hex digits: a manifest that hashes
        /// otherwise is refused, which is what lets one signature cover the skin.
        public var manifestSHA256: String
        /// The manifest's size in bytes; a client stops reading past it.
        public var manifestSize: Int

        /// An entry as `themify pack` writes it.
        public init(
            id: String, from: Date?, until: Date?, minAppVersion: AppVersion?, schema: Int, manifest: String, manifestSHA256: String,
            manifestSize: Int
        ) {
            self.id = id
            self.from = from
            self.until = until
            self.minAppVersion = minAppVersion
            self.schema = schema
            self.manifest = manifest
            self.manifestSHA256 = manifestSHA256
            self.manifestSize = manifestSize
        }

        /// Whether the skin is to be shown at `time` by an app at `appVersion` that reads
        /// manifest schemas `supportedSchemas`.
        public func isActive(at time: Date, appVersion: AppVersion, supportedSchemas: ClosedRange<Int>) -> Bool {
            if let from, time < from { return false }
            if let until, time >= until { return false }
            if let minAppVersion, appVersion < minAppVersion { return false }
            return supportedSchemas.contains(schema)
        }
    }

    /// Whether the index may no longer be used at `time`.
    public func isExpired(at time: Date) -> Bool { time >= expires }

    /// Whether a client that last accepted `lastSeenVersion` (nil: none yet) should take this
    /// index. Equal is not newer: a replay of the current index changes nothing, and an older
    /// one — validly signed once — is a rollback to refuse.
    public func isNewer(thanLastSeen lastSeenVersion: Int?) -> Bool {
        guard let lastSeenVersion else { return true }
        return version > lastSeenVersion
    }

    /// The skin to show at `time`: among the active ones, the one that started last (a week-long
    /// New Year skin inside a month-long winter one wins during its week), ties broken by id.
    public func activeSkin(at time: Date, appVersion: AppVersion, supportedSchemas: ClosedRange<Int>) -> Entry? {
        skins.filter { $0.isActive(at: time, appVersion: appVersion, supportedSchemas: supportedSchemas) }
            .max { ($0.from ?? .distantPast, $1.id) < ($1.from ?? .distantPast, $0.id) }
    }

    /// Every rule the format sets beyond its shape: ids, paths and hashes well formed, ids
    /// unique and sorted, windows not empty. Both pack and the client run it.
    public func validate() throws(SkinFormatError) {
        guard version >= 1 else { throw SkinFormatError("'version' must be 1 or more, not \(version)") }
        var previous: String?
        for (position, skin) in skins.enumerated() {
            let place = "skins[\(position)]"
            guard SkinPath.isSkinID(skin.id) else {
                throw SkinFormatError("\(place).id '\(ThemeText.shown(skin.id))' is not a skin id (a-z, 0-9, '.', '_', '-'; at most 64)")
            }
            if let previous, previous >= skin.id {
                throw SkinFormatError("\(place).id '\(skin.id)' is out of order or repeated; skins are sorted by id")
            }
            previous = skin.id
            if let problem = SkinPath.problem(with: skin.manifest) {
                throw SkinFormatError("\(place).manifest '\(ThemeText.shown(skin.manifest))' \(problem)")
            }
            guard SkinPath.isSHA256(skin.manifestSHA256) else {
                throw SkinFormatError("\(place).manifestSHA256 is not 64 lowercase hex digits")
            }
            guard skin.manifestSize >= 0 else { throw SkinFormatError("\(place).manifestSize is negative") }
            if let from = skin.from, let until = skin.until, from >= until {
                throw SkinFormatError("\(place) ends ('until') before it starts ('from')")
            }
        }
    }

    /// The index's canonical bytes: what is signed.
    public var canonicalBytes: [UInt8] { SkinJSON.encode(self) }

    /// Reads and validates canonical bytes (already verified by `SignedSkinIndex`).
    public init(canonicalBytes bytes: [UInt8]) throws(SkinFormatError) {
        self = try SkinJSON.decode(SkinIndex.self, from: bytes)
        try validate()
    }
}
