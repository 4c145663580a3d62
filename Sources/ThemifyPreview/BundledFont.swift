import Foundation
import ThemifyModel

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

    /// The faces found, regular first, and their folder; empty when neither place has them.
    static let found: (faces: [Face], folder: String?) = {
        for folder in searchFolders {
            let faces = files.compactMap { weight, name -> Face? in
                guard case .success(let bytes) = FileReading.read(PathNames.join(folder, name), maximumSize: 4 << 20) else { return nil }
                return Face(weight: weight, bytes: bytes)
            }
            if faces.count == files.count { return (faces, folder) }
        }
        return ([], nil)
    }()

    static var faces: [Face] { found.faces }

    /// The fontconfig file beside the bundled fonts, which adds their folder to the system's
    /// fonts: set as `FONTCONFIG_FILE` for rsvg-convert.
    static var fontconfigFile: String? {
        guard let folder = found.folder else { return nil }
        let file = PathNames.join(folder, "fonts.conf")
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    /// `@font-face` rules with the fonts as data URIs.
    static var fontFaceRules: String {
        faces.map { face in
            "@font-face { font-family: 'DejaVu Sans'; font-weight: \(face.weight); font-style: normal; src: url(data:font/ttf;base64,\(Data(face.bytes).base64EncodedString())) format('truetype'); }\n"
        }.joined()
    }
}
