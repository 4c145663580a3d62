import Foundation
import ThemifyModel
import ThemifySkinCrypto

/// Everything `themify pack` publishes one skin from, already read and checked.
package struct SkinPackRequest {
    package var id: String
    package var theme: ResolvedTheme
    package var from: Date?
    package var until: Date?
    package var minAppVersion: AppVersion?
    /// nil: keep the expiry of the index already on the site.
    package var expires: Date?
    package var key: Ed25519PrivateKey
    package var site: String
    package var assetFolders: [String]
    /// The layouts whose keys the skin must cover, and how they carry their keys.
    package var layouts: [Layout]
    package var tagging: TaggingConfiguration
    /// Keys the skin may leave unset: the app falls back to its bundled theme for them.
    package var allowedMissingKeys: Set<String>
    /// Also write `skins/<id>.zip`.
    package var writesZip: Bool

    package init(
        id: String, theme: ResolvedTheme, from: Date?, until: Date?, minAppVersion: AppVersion?, expires: Date?, key: Ed25519PrivateKey,
        site: String, assetFolders: [String], layouts: [Layout], tagging: TaggingConfiguration, allowedMissingKeys: Set<String>,
        writesZip: Bool
    ) {
        self.id = id
        self.theme = theme
        self.from = from
        self.until = until
        self.minAppVersion = minAppVersion
        self.expires = expires
        self.key = key
        self.site = site
        self.assetFolders = assetFolders
        self.layouts = layouts
        self.tagging = tagging
        self.allowedMissingKeys = allowedMissingKeys
        self.writesZip = writesZip
    }
}
