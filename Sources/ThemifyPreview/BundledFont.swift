import Foundation
import ThemeModel

/// The DejaVu Sans fonts shipped with themify (Bitstream Vera license, from Debian's
/// fonts-dejavu-core), embedded in the contact sheet with `@font-face` so every browser draws
/// the same glyphs the pictures were measured with.
///
/// They are found in the resource folder SwiftPM puts beside the executable (or the test
/// bundle), without `Bundle.module`, which stops the process when the folder is missing; then
/// in Debian's own font folder. Without either the sheet names the family and lets the
/// browser choose, and the legend says so.
enum BundledFont {
    struct Face {
        let weight: Int
        let bytes: [UInt8]
    }

    static let files = [(400, "DejaVuSans.ttf"), (700, "DejaVuSans-Bold.ttf")]

    /// Where the fonts were looked for, first to last.
    static var searchFolders: [String] {
        var folders: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            folders.append(executable.appendingPathComponent("themify_ThemifyPreview.resources/Fonts").path)
        }
        folders.append(Bundle.main.bundleURL.appendingPathComponent("themify_ThemifyPreview.resources/Fonts").path)
        folders.append("/usr/share/fonts/truetype/dejavu")
        return folders
    }

    /// The faces found, regular first; empty when neither place has them.
    static let faces: [Face] = {
        for folder in searchFolders {
            let found = files.compactMap { weight, name -> Face? in
                guard case .success(let bytes) = FileReading.read(PathNames.join(folder, name), maximumSize: 4 << 20) else { return nil }
                return Face(weight: weight, bytes: bytes)
            }
            if found.count == files.count { return found }
        }
        return []
    }()

    /// `@font-face` rules with the fonts as data URIs.
    static var fontFaceRules: String {
        faces.map { face in
            "@font-face { font-family: 'DejaVu Sans'; font-weight: \(face.weight); font-style: normal; src: url(data:font/ttf;base64,\(Data(face.bytes).base64EncodedString())) format('truetype'); }\n"
        }.joined()
    }
}
