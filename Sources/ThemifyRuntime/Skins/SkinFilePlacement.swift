import Foundation
import ThemifyModel

/// Where each object of a manifest goes inside a skin's folder on this device: the model's
/// `SkinFileLayout` (the rules `themify pack` and `themify verify` apply too), and a second
/// guard when a path is turned into a file.
struct SkinFilePlacement: Sendable {
    typealias File = SkinFileLayout.File

    let files: [File]

    init(manifest: SkinManifest) throws(SkinFormatError) {
        files = try SkinFileLayout(manifest: manifest).files
    }

    /// `relativePath` under `folder`, refused if it resolves anywhere else (a second guard
    /// behind `SkinPath`, which already rejects `..`, absolute paths and backslashes).
    static func location(of relativePath: String, in folder: URL) throws(SkinFormatError) -> URL {
        let base = folder.standardizedFileURL.path
        let target = folder.appendingPathComponent(relativePath).standardizedFileURL
        guard target.path.hasPrefix(base + "/") else {
            throw SkinFormatError("'\(ThemeText.shown(relativePath))' leaves the skin's folder")
        }
        return target
    }
}
