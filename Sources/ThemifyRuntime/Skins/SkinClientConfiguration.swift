import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// What a `SkinClient` is built from: where the index is, the key it must be signed with, which
/// skins this app can show, where they are kept, and how much it may download.
public struct SkinClientConfiguration: Sendable {
    /// The site's `index.json`; manifests and objects are fetched relative to its folder.
    public var indexURL: URL
    /// The public key embedded in the app (`themify keygen`'s `.pub`): nothing signed by another
    /// key is ever read as an index.
    public var publicKey: Ed25519PublicKey
    /// The version of the app running (its `CFBundleShortVersionString`): a skin whose index entry
    /// asks for a newer `minAppVersion` is not shown.
    public var appVersion: AppVersion
    /// The manifest schemas this build of the app can read; a skin published with a schema
    /// outside the range is not shown (an older app skips a skin made for a newer one).
    public var supportedSchemas: ClosedRange<Int>
    /// The client's own folder (e.g. Application Support/Skins); nothing is written outside it.
    public var storageFolder: URL
    /// Where the time comes from for skin windows and index expiry: `SystemSkinClock` in an
    /// app, a clock the test moves in tests.
    public var clock: any SkinClock
    /// Per request, without a byte arriving; a slow server fails the refresh, not the app.
    public var requestTimeout: TimeInterval
    /// Per request, from start to last byte, so a server trickling bytes cannot hold a refresh.
    public var resourceTimeout: TimeInterval
    /// One refresh from start to end — the index, the manifest and every object — however the
    /// bytes trickle: past it the refresh fails and the skin shown stays shown.
    public var refreshTimeout: TimeInterval
    /// The largest object (theme or image) the client downloads, whatever the manifest says.
    public var maximumObjectSize: Int
    /// The largest skin (all its objects) the client stores.
    public var maximumSkinSize: Int
    /// Redirects followed per request; a loop fails after this many.
    public var maximumRedirects: Int
    /// Called between the steps of a refresh (crash tests stop the process there).
    package var stepHook: (@Sendable (SkinInstallStep) -> Void)?

    /// A configuration with the defaults an app normally keeps: 15 s without a byte, 60 s per
    /// request and 180 s per refresh (all in seconds), objects up to 8 MiB, skins up to 32 MiB (in
    /// bytes), and 3 redirects. Only `indexURL`, `publicKey`, `appVersion` and `storageFolder`
    /// have to be given; `storageFolder` is created when the client first writes to it.
    public init(
        indexURL: URL, publicKey: Ed25519PublicKey, appVersion: AppVersion,
        supportedSchemas: ClosedRange<Int> = SkinManifest.currentSchema...SkinManifest.currentSchema,
        storageFolder: URL, clock: any SkinClock = SystemSkinClock(),
        requestTimeout: TimeInterval = 15, resourceTimeout: TimeInterval = 60, refreshTimeout: TimeInterval = 180,
        maximumObjectSize: Int = 8 << 20, maximumSkinSize: Int = 32 << 20, maximumRedirects: Int = 3
    ) {
        self.indexURL = indexURL
        self.publicKey = publicKey
        self.appVersion = appVersion
        self.supportedSchemas = supportedSchemas
        self.storageFolder = storageFolder
        self.clock = clock
        self.requestTimeout = requestTimeout
        self.resourceTimeout = resourceTimeout
        self.refreshTimeout = refreshTimeout
        self.maximumObjectSize = maximumObjectSize
        self.maximumSkinSize = maximumSkinSize
        self.maximumRedirects = maximumRedirects
    }

    /// The public key from the text of a `themify keygen` `.pub` file
    /// (`themify-ed25519-public <base64>`), as an app embeds it.
    public static func publicKey(fromKeyFileText text: String) -> Ed25519PublicKey? {
        let parts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
        guard parts.count == 2, parts[0] == "themify-ed25519-public", let raw = Data(base64Encoded: String(parts[1])) else { return nil }
        return try? Ed25519PublicKey(rawRepresentation: Array(raw))
    }
}
