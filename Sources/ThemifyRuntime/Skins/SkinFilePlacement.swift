import Foundation
import ThemifyModel

/// Where each object of a manifest goes inside a skin's folder: the theme as `<id>.json`, each
/// image under the name UIKit's file lookup expects — `header.png`, `header@2x.png`,
/// `header~ipad@2x.png` — so `UIImage(contentsOfFile:)` in `skinFolder` finds the right scale
/// and idiom. Every relative path passes `SkinPath` and stays inside the folder; two images that
/// would land on the same file are refused rather than one silently winning.
struct SkinFilePlacement: Sendable {
    struct File: Sendable {
        let relativePath: String
        let object: SkinManifest.ObjectReference
    }

    let files: [File]

    init(manifest: SkinManifest) throws(SkinFormatError) {
        var files = [File(relativePath: InstalledSkin.themeFileName(ofSkin: manifest.id), object: manifest.theme)]
        for asset in manifest.assets {
            let kind = (asset.filename as NSString).pathExtension.lowercased()
            guard !kind.isEmpty, kind.utf8.count <= 8, kind.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
                throw SkinFormatError("image '\(ThemeText.shown(asset.filename))' has no plain file extension")
            }
            let idiom = asset.idiom == "universal" ? "" : "~\(asset.idiom)"
            let scale = asset.scale == .one ? "" : "@\(asset.scale.rawValue)"
            files.append(File(relativePath: "\(asset.name)\(idiom)\(scale).\(kind)", object: asset.object))
        }
        var seen: Set<String> = ["manifest.json"]
        for file in files {
            if let problem = SkinPath.problem(with: file.relativePath) { throw SkinFormatError("'\(ThemeText.shown(file.relativePath))' \(problem)") }
            guard seen.insert(file.relativePath.lowercased()).inserted else {
                throw SkinFormatError("two files of the skin would both be '\(ThemeText.shown(file.relativePath))'")
            }
        }
        self.files = files
    }

    /// `relativePath` under `folder`, refused if it resolves anywhere else (a second guard
    /// behind `SkinPath`, which already rejects `..`, absolute paths and backslashes).
    static func location(of relativePath: String, in folder: URL) throws(SkinFormatError) -> URL {
        let base = folder.standardizedFileURL.path
        let target = folder.appendingPathComponent(relativePath).standardizedFileURL
        guard target.path.hasPrefix(base + "/") else { throw SkinFormatError("'\(ThemeText.shown(relativePath))' leaves the skin's folder") }
        return target
    }
}
