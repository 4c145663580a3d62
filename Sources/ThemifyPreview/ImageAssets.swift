import Foundation
import ThemifyModel

/// PNG images from asset catalogs (`<name>.imageset`, the largest scale listed) and loose
/// `name.png` / `name@2x.png` files under the `--assets` folders, so a picture shows the real
/// image; PDFs, SVGs and SF Symbols get a placeholder.
package struct ImageAssets: Sendable {
    /// Image name → its PNG file and the `--assets` folder it must stay inside.
    private var files: [String: (path: String, folder: String)] = [:]

    package init() {}

    /// Indexes the folders (a folder may itself be an `.xcassets`); later folders do not
    /// replace an image an earlier one has.
    package init(searching folders: [String]) {
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = PathNames.lastComponent(of: relative)
                if name.hasSuffix(".imageset") {
                    let set = PathNames.join(folder, relative)
                    if files[PathNames.stem(of: name)] == nil, let png = Self.largestPNG(inImageSet: set) {
                        files[PathNames.stem(of: name)] = (png, folder)
                    }
                    enumerator.skipDescendants()
                } else if PathNames.pathExtension(of: name).lowercased() == "png" {
                    var stem = PathNames.stem(of: name)
                    var scale = 1
                    for (suffix, factor) in [("@2x", 2), ("@3x", 3)] where stem.hasSuffix(suffix) {
                        stem.removeLast(suffix.count)
                        scale = factor
                    }
                    // The largest scale wins: it looks best at any size.
                    if files[stem] == nil || scale > 1 { files[stem] = (PathNames.join(folder, relative), folder) }
                }
            }
        }
    }

    /// An image set's PNG at the largest scale its `Contents.json` lists (any PNG in the set
    /// when the file does not say).
    private static func largestPNG(inImageSet set: String) -> String? {
        var best: (scale: Int, file: String)?
        if case .success(let bytes) = FileReading.read(PathNames.join(set, "Contents.json"), confinedTo: set, maximumSize: 1 << 20),
            let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let entries = json["images"] as? [[String: Any]]
        {
            for entry in entries {
                guard let file = entry["filename"] as? String, file.lowercased().hasSuffix(".png"), !file.contains("/") else { continue }
                let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
                if best == nil || scale > best!.scale { best = (scale, file) }
            }
        }
        if let best { return PathNames.join(set, best.file) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: set)) ?? []
        return names.sorted().last { $0.lowercased().hasSuffix(".png") }.map { PathNames.join(set, $0) }
    }

    /// Images larger than this are drawn as placeholders rather than inflating every page.
    static let maximumSize = 4 << 20

    /// The image's PNG bytes, if the folders have a readable PNG of it; a PNG reached through
    /// a symlink out of its `--assets` folder is not read (nor is anything that is not a PNG).
    func png(named name: String) -> [UInt8]? {
        guard let file = files[name],
            case .success(let bytes) = FileReading.read(file.path, confinedTo: file.folder, maximumSize: Self.maximumSize),
            bytes.starts(with: [0x89, 0x50, 0x4E, 0x47])
        else { return nil }
        return bytes
    }
}
