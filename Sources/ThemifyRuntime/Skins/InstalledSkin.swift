import Foundation

/// The pointer file's record (`current.json`): which complete folder under `installed/` holds
/// the skin to show, and the window it may be shown in. Replaced by one rename, so it always
/// names a folder that was complete before the pointer was written.
public struct InstalledSkin: Codable, Sendable, Equatable {
    /// The skin's id, as the signed index names it.
    public var id: String
    /// A single path component under `installed/` (`newyear-725385e92de55c08`).
    public var folderName: String
    /// The SHA-256 of the manifest the index pinned, in hex: which version of the skin this is.
    public var manifestSHA256: String
    /// When the skin starts to show; nil: from the moment it is installed.
    public var from: Date?
    /// The skin's own `until`, or the index's expiry when that is earlier: a host that stops
    /// updating the index cannot keep a skin shown past it.
    public var until: Date?

    /// Whether the skin may be shown at `time`. Checked on every read and clock tick, so a
    /// skin past its window is dropped without asking the network, whichever way the clock
    /// jumped.
    public func isShown(at time: Date) -> Bool {
        if let from, time < from { return false }
        if let until, time >= until { return false }
        return true
    }

    /// The theme file ThemeManager lays over the chosen theme; its stem is the skin's id.
    static func themeFileName(ofSkin id: String) -> String { SkinFileLayout.themeFileName(ofSkin: id) }
}
