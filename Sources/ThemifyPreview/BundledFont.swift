import Foundation
import ThemifyModel

/// The Inter fonts shipped with themify (SIL Open Font License, from Debian's fonts-inter):
/// text is measured with their advance widths (`TextMetrics`), the SVGs name them, rsvg-convert
/// finds them through `fonts.conf` beside them, and the contact sheet embeds them with
/// `@font-face`, so every renderer draws the glyphs the lines were measured with.
///
/// Inter, not DejaVu Sans: its widths are close to Apple's system font (San Francisco), so a
/// label Interface Builder sized for San Francisco fits as it does on a device; DejaVu Sans is
/// about a tenth wider and cut one text in five.
///
/// They are found in the resource folder SwiftPM puts beside the executable (or the test
/// bundle), without `Bundle.module`, which stops the process when the folder is missing; then
/// in Debian's own font folder. Without either, text is measured with an average glyph, the
/// sheet names the family and lets the browser choose, and the legend says so.
enum BundledFont {
    struct Face {
        /// The CSS weight the file is drawn for.
        let weight: Int
        let bytes: [UInt8]
        let metrics: OpenTypeMetrics
    }

    static let family = "Inter"
    static let files = [
        (300, "Inter-Light.otf"), (400, "Inter-Regular.otf"), (500, "Inter-Medium.otf"), (600, "Inter-SemiBold.otf"),
        (700, "Inter-Bold.otf"),
    ]

    /// Where the fonts were looked for, first to last.
    static var searchFolders: [String] {
        var folders: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
            folders.append(executable.appendingPathComponent("themify_ThemifyPreview.resources/Fonts").path)
        }
        folders.append(Bundle.main.bundleURL.appendingPathComponent("themify_ThemifyPreview.resources/Fonts").path)
        folders.append("/usr/share/fonts/opentype/inter")
        return folders
    }

    /// The faces found, lightest first, and their folder; empty when no place has them all.
    static let found: (faces: [Face], folder: String?) = {
        for folder in searchFolders {
            let faces = files.compactMap { weight, name -> Face? in
                guard case .success(let bytes) = FileReading.read(PathNames.join(folder, name), maximumSize: 4 << 20),
                    let metrics = OpenTypeMetrics(bytes: bytes)
                else { return nil }
                return Face(weight: weight, bytes: bytes, metrics: metrics)
            }
            if faces.count == files.count { return (faces, folder) }
        }
        return ([], nil)
    }()

    static var faces: [Face] { found.faces }

    /// The face a renderer picks for a CSS weight among the bundled ones: the nearest, a lighter
    /// one for weights up to 500 and a heavier one above, as CSS font matching does.
    static func face(forWeight weight: Int) -> Face? {
        faces.min { a, b in
            abs(a.weight - weight) != abs(b.weight - weight)
                ? abs(a.weight - weight) < abs(b.weight - weight) : (weight <= 500) == (a.weight < b.weight)
        }
    }

    /// The weight a text of `weight` is drawn in: the bundled face's, so that the SVG asks every
    /// renderer for exactly the file it was measured with.
    static func drawnWeight(_ weight: Int) -> Int {
        face(forWeight: weight)?.weight ?? (weight >= 600 ? 700 : 400)
    }

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
            "@font-face { font-family: '\(family)'; font-weight: \(face.weight); font-style: normal; src: url(data:font/otf;base64,\(Data(face.bytes).base64EncodedString())) format('opentype'); }\n"
        }.joined()
    }
}
