import ThemifyModel

/// An image of the app's own, where `--assets` found it: an asset catalog's image set or loose
/// files in the bundle. Its size in points is what Xcode writes in a layout's `<resources>`
/// entry, read from the files only when an entry is written.
struct AssetImage: Sendable {
    enum Source: Sendable {
        /// `<name>.imageset`: its `Contents.json` lists the files per idiom and scale.
        case imageSet(folder: String)
        /// `name.png`, `name@2x.png`, …: each file with the scale its name gives.
        case looseFiles([(path: String, scale: Double)])
    }

    let source: Source
    /// The folder given with `--assets`: nothing outside it is read.
    let root: String

    /// Width and height as Xcode writes them (`24`, `340.5`), or nil when no file gives one.
    ///
    /// Xcode sizes an image by its lowest-scale rendition: a 1x file's pixels, else a 2x file's
    /// pixels over 2, and so on (oracle case 036: a set of 256, 512 and 768-pixel files is
    /// 85×149 from its 1x file, not the 85.33 of its 3x); the universal idiom before any
    /// device's. A vector (PDF) is its page's size in points at any scale.
    func size() -> (width: String, height: String)? {
        for (path, scale) in renditions() {
            guard case .success(let bytes) = FileReading.read(path, confinedTo: root, maximumSize: ImageFileSize.maximumFileSize),
                let size = ImageFileSize.read(bytes)
            else { continue }
            let divisor = size.isVector ? 1 : scale
            return (Self.points(size.width / divisor), Self.points(size.height / divisor))
        }
        return nil
    }

    /// Whole points without a fraction (`24`), others as Xcode prints any length, with 17
    /// significant digits (`340.5`, `85.333333333333329`).
    static func points(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : XcodeNumberFormat.component(value)
    }

    /// The files to try, best first.
    private func renditions() -> [(path: String, scale: Double)] {
        switch source {
        case .looseFiles(let files):
            return files.sorted { $0.scale < $1.scale }
        case .imageSet(let folder):
            let contents = PathNames.join(folder, "Contents.json")
            guard case .success(let bytes) = FileReading.read(contents, confinedTo: root, maximumSize: AssetCatalog.maximumContentsSize),
                let node = try? JSONThemeFileReader.read(bytes, path: contents),
                case .dictionary(let top) = node.content,
                case .array(let images)? = top.first(where: { $0.key == "images" })?.value.content
            else { return [] }
            var found: [(path: String, scale: Double, universal: Bool)] = []
            for image in images {
                guard case .dictionary(let fields) = image.content else { continue }
                func string(_ key: String) -> String? {
                    if case .string(let text)? = fields.first(where: { $0.key == key })?.value.content { return text }
                    return nil
                }
                // A file name is one path component: Contents.json cannot point elsewhere.
                guard let file = string("filename"), !file.contains("/"), file != "..", file != "." else { continue }
                let scale = string("scale").flatMap { Double($0.dropLast()) } ?? 1
                found.append((PathNames.join(folder, file), scale, string("idiom") == "universal"))
            }
            return found.sorted { ($0.universal ? 0 : 1, $0.scale) < ($1.universal ? 0 : 1, $1.scale) }.map { ($0.path, $0.scale) }
        }
    }
}
