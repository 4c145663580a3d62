import ThemifyModel

/// An image of the app's own, where `--assets` found it: an asset catalog's image set or loose
/// files in the bundle. Its size in points is what Xcode writes in a layout's `<resources>`
/// entry, read from the files only when an entry is written.
struct AssetImage: Sendable {
    enum Source: Sendable {
        /// `<name>.imageset`: its `Contents.json` lists the files per idiom, scale and appearance.
        case imageSet(folder: String)
        /// `name.png`, `name@2x.png`, `name@2x~ipad.png`, …: each file with the scale and the
        /// device (nil: any) its name gives.
        case looseFiles([LooseFile])
    }

    /// A loose image file and what its name says: `header@2x~ipad.png` is `header` at 2x for iPad.
    struct LooseFile: Sendable {
        let path: String
        let scale: Double
        let idiom: ImageIdiom?

        /// The image a file name is (`header`) and its rendition, or nil for a name that is only
        /// a suffix (`@2x.png`).
        static func parse(path: String) -> (image: String, file: LooseFile)? {
            var stem = PathNames.stem(of: PathNames.lastComponent(of: path))
            var idiom: ImageIdiom?
            for (suffix, value) in [("~iphone", ImageIdiom.iphone), ("~ipad", .ipad)] where stem.hasSuffix(suffix) {
                stem.removeLast(suffix.count)
                idiom = value
            }
            var scale = 1.0
            for (suffix, value) in [("@2x", 2.0), ("@3x", 3.0), ("@1x", 1.0)] where stem.hasSuffix(suffix) {
                stem.removeLast(suffix.count)
                scale = value
            }
            return stem.isEmpty ? nil : (stem, LooseFile(path: path, scale: scale, idiom: idiom))
        }
    }

    let source: Source
    /// The folder given with `--assets`: nothing outside it is read.
    let root: String

    /// Width and height as Xcode writes them (`24`, `340.5`), or nil when no file gives one.
    ///
    /// Xcode sizes an image by one rendition, the one the catalog's lookup picks for the
    /// layout's device at design time (`AssetSlotFit`: the any appearance, no variant, the
    /// layout's own idiom before `universal` before another device's), then the lowest scale:
    /// a 1x file's pixels, else a 2x file's pixels over 2, and so on (oracle case 036: a set of
    /// 256, 512 and 768-pixel files is 85×149 from its 1x file, not the 85.33 of its 3x; 126
    /// and 129, sets of `mac` slots only, are their 1x files). A slot's scale is the set's word,
    /// whatever its file is called. A vector (PDF, SVG) is its page's size in points at any scale.
    func size(for idiom: ImageIdiom) -> (width: String, height: String)? {
        for (path, scale) in renditions(for: idiom) {
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
    private func renditions(for idiom: ImageIdiom) -> [(path: String, scale: Double)] {
        switch source {
        case .looseFiles(let files):
            // Files of one name in several folders (`Base.lproj/`, `fr.lproj/`) are taken in path
            // order, not the order a directory listing happens to give.
            return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }.enumerated()
                .map {
                    (
                        AssetSlotFit(appearance: 0, variant: 0, idiom: AssetSlotFit.idiomRank($1.idiom, idiom), scale: $1.scale, index: $0),
                        $1.path, $1.scale
                    )
                }
                .sorted { $0.0 < $1.0 }.map { ($0.1, $0.2) }
        case .imageSet(let folder):
            let contents = PathNames.join(folder, "Contents.json")
            guard case .success(let bytes) = FileReading.read(contents, confinedTo: root, maximumSize: AssetCatalog.maximumContentsSize),
                let node = try? JSONThemeFileReader.read(bytes, path: contents),
                case .dictionary(let top) = node.content,
                case .array(let images)? = top.first(where: { $0.key == "images" })?.value.content
            else { return [] }
            var found: [(fit: AssetSlotFit, path: String, scale: Double)] = []
            for (index, image) in images.enumerated() {
                guard case .dictionary(let fields) = image.content else { continue }
                func string(_ key: String) -> String? {
                    if case .string(let text)? = fields.first(where: { $0.key == key })?.value.content { return text }
                    return nil
                }
                // A file name is one path component: Contents.json cannot point elsewhere.
                guard let file = string("filename"), !file.contains("/"), file != "..", file != "." else { continue }
                let scale = string("scale").flatMap { Double($0.dropLast()) } ?? 1
                found.append((AssetSlotFit(slot: fields, scale: scale, index: index, for: idiom), PathNames.join(folder, file), scale))
            }
            return found.sorted { $0.fit < $1.fit }.map { ($0.path, $0.scale) }
        }
    }
}
