import Foundation
import ThemifyModel

/// What `--assets` folders tell about the app, so values written into a layout carry what Xcode
/// would record: the named colors of its asset catalogs (`*.xcassets/<name>.colorset`), where
/// its images are (image sets and loose files, for the sizes of `<resources>` entries) and its
/// font files (for the file names `<customFonts>` is keyed by). Image and font files are read
/// only when an entry needs them.
public struct AssetCatalog: Sendable {
    /// The color sets by color name (`heading`, `night/heading`).
    private(set) var colorSets: [String: AssetColorSet] = [:]
    /// Color name → its value for a layout of no particular device (universal, any appearance).
    public var colors: [String: SRGBColor] { colorSets.mapValues { $0.value(for: nil).color } }
    /// The color sets' `Contents.json` files, for the inputs a build step declares.
    public private(set) var colorSetFiles: [String] = []
    /// The files of image sets, loose images and fonts: their sizes and names are written into
    /// variants (`<resources>` image entries, `<customFonts>`), so a build reruns themify when
    /// one changes. Files, not their folders: Xcode's build system compares an input folder by
    /// its own modification date, which a file changed inside it does not touch.
    public private(set) var imageAndFontFiles: [String] = []
    /// Image set names and loose image files, for lint.
    public private(set) var images: Set<String> = []
    /// Where each image is, for the size of its `<resources>` entry.
    private(set) var imageFiles: [String: AssetImage] = [:]
    /// Color sets that name a system color (`"reference": "systemBackgroundColor"`) instead of
    /// components, for a layout of no particular device: color name → the system color, whose
    /// value Xcode records for it.
    public var systemColorReferences: [String: String] {
        colorSets.compactMapValues {
            if case .system(let name, _) = $0.value(for: nil) { return name }
            return nil
        }
    }
    /// Font files (`.ttf`, `.otf`, `.ttc`) anywhere under the folders, with the folder each is
    /// confined to: `<customFonts>` entries are keyed by the name of the file a font is in.
    private(set) var fontFiles: [(path: String, root: String)] = []
    /// The fonts those files declare, read once when the catalog is made: PostScript name → the
    /// name of the first file (in path order) that holds it.
    private var fontFileNames: [String: String] = [:]
    /// The family each of those fonts' files gives it (`FontFileNames.Face.family`).
    private var fontFamilies: [String: String] = [:]
    /// Font files whose names could not be read (empty, a Git LFS pointer, damaged), by file name.
    private var unreadableFontFiles: [String] = []
    /// Whether any folder was searched: lint and the themer check font names differently without.
    private var searchedFolders = false
    /// Color sets that could not be read (too large, outside the folder through a symlink, not
    /// JSON, no color a layout can record): each is a warning, never silently dropped.
    public private(set) var problems: [Diagnostic] = []

    /// An empty catalog: no asset is known.
    public init() {}

    static let looseImageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "heic", "svg", "gif", "tif", "tiff"]

    /// Reads every asset catalog under the given folders (a folder may itself be an `.xcassets`).
    public init(searching folders: [String]) {
        searchedFolders = !folders.isEmpty
        defer { readFontFiles() }
        var namespaces = AssetNamespaces()
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = PathNames.lastComponent(of: relative)
                if name.hasSuffix(".colorset") {
                    let contents = PathNames.join(folder, relative + "/Contents.json")
                    // A folder that provides a namespace prefixes its colors' names (`night/heading`).
                    let colorName = namespaces.prefix(of: relative, in: folder) + PathNames.stem(of: name)
                    switch Self.readColorSet(contents, in: folder) {
                    case .success(let set): colorSets[colorName] = set
                    case .failure(let error): problems += error.diagnostics
                    }
                    colorSetFiles.append(contents)
                    enumerator.skipDescendants()
                } else if name.hasSuffix(".imageset") || name.hasSuffix(".symbolset") {
                    images.insert(PathNames.stem(of: name))
                    // In a folder that provides a namespace the image is `Folder/Name` (oracle
                    // case 129's `Preferences/General`), as a color is.
                    let imageName = namespaces.prefix(of: relative, in: folder) + PathNames.stem(of: name)
                    images.insert(imageName)
                    if name.hasSuffix(".imageset") {
                        let setFolder = PathNames.join(folder, relative)
                        // Two catalogs with a set of one name: the first in path order, whatever
                        // order the file system lists them in.
                        var earlierSet = false
                        if case .imageSet(let other)? = imageFiles[imageName]?.source {
                            earlierSet = other.utf8.lexicographicallyPrecedes(setFolder.utf8)
                        }
                        if !earlierSet { imageFiles[imageName] = AssetImage(source: .imageSet(folder: setFolder), root: folder) }
                        let members = (try? FileManager.default.contentsOfDirectory(atPath: setFolder)) ?? []
                        imageAndFontFiles += members.filter { !$0.hasPrefix(".") }.sorted().map { PathNames.join(setFolder, $0) }
                    }
                    enumerator.skipDescendants()
                } else if Self.looseImageExtensions.contains(PathNames.pathExtension(of: name).lowercased()) {
                    // Loose files in the bundle: `header@2x~ipad.png` is the image `header`.
                    let path = PathNames.join(folder, relative)
                    imageAndFontFiles.append(path)
                    guard let (stem, file) = AssetImage.LooseFile.parse(path: path) else { continue }
                    images.insert(stem)
                    if case .looseFiles(let files)? = imageFiles[stem]?.source {
                        imageFiles[stem] = AssetImage(source: .looseFiles(files + [file]), root: folder)
                    } else if imageFiles[stem] == nil {
                        imageFiles[stem] = AssetImage(source: .looseFiles([file]), root: folder)
                    }
                } else if FontFileNames.fileExtensions.contains(PathNames.pathExtension(of: name).lowercased()) {
                    fontFiles.append((PathNames.join(folder, relative), folder))
                    imageAndFontFiles.append(PathNames.join(folder, relative))
                }
            }
        }
    }

    /// Asset catalogs' own files are small; a color set's is a few hundred bytes.
    static let maximumContentsSize = 1 << 20

    /// Reads a color set through the bounded reader, confined to the folder given with `--assets`.
    private static func readColorSet(_ path: String, in folder: String) -> Result<AssetColorSet, DiagnosticError> {
        let node: ThemeFileNode
        do {
            node = try JSONThemeFileReader.read(
                FileReading.read(path, confinedTo: folder, maximumSize: maximumContentsSize).get(), path: path)
        } catch {
            return .failure(
                DiagnosticError(
                    error.diagnostics.map { diagnostic in
                        var warning = diagnostic
                        warning.severity = .warning
                        warning.message = "color set is left out: \(diagnostic.message)"
                        return warning
                    }))
        }
        guard let set = AssetColorSet(contents: node) else {
            return .failure(
                DiagnosticError(
                    .warning(
                        "color set is left out: it holds no color for any appearance in RGB or gray components, nor a system color themify knows",
                        at: SourceLocation(path: path, line: 1, column: 1))))
        }
        return .success(set)
    }

    /// The color a color set's contents give a layout of no particular device, as themify's
    /// own generated sets are read back.
    static func color(in node: ThemeFileNode) -> AssetColorSet.Value? {
        AssetColorSet(contents: node)?.value(for: nil)
    }

    /// What a layout drawn for `idiom` records for the named color set, or nil when no catalog
    /// has a readable set of that name.
    func colorSet(named name: String, for idiom: ImageIdiom?) -> AssetColorSet.Value? {
        colorSets[name]?.value(for: idiom)
    }

    /// The `<resources>` size of one of the app's images in a layout drawn for `idiom`, read
    /// from its files: the image set or loose files of that name, or, as on the case-insensitive
    /// file system Xcode runs on, of that name in other case (`ClearTemplate` is
    /// `clearTemplate.imageset`). A name with an image file's extension (`logo.png`) is the
    /// image of its stem: Rocket.Chat's `logo.png` entry is 436×85, the size of its
    /// `Logo.imageset` (oracle case 027, whose project holds no loose `logo.png`).
    func imageSize(of name: String, for idiom: ImageIdiom = .iphone) -> (width: String, height: String)? {
        if let image = image(named: name) { return image.size(for: idiom) }
        let fileExtension = PathNames.pathExtension(of: name)
        guard !fileExtension.isEmpty, Self.looseImageExtensions.contains(fileExtension.lowercased()) else { return nil }
        return image(named: PathNames.stem(of: name))?.size(for: idiom)
    }

    private func image(named name: String) -> AssetImage? {
        imageFiles[name] ?? imageFiles.filter { $0.key.lowercased() == name.lowercased() }.min { $0.key < $1.key }?.value
    }

    /// Reads each font file's PostScript names once, bounded and confined to its folder.
    private mutating func readFontFiles() {
        for (path, root) in fontFiles.sorted(by: { $0.path < $1.path }) {
            let file = PathNames.lastComponent(of: path)
            let bytes = (try? FileReading.read(path, confinedTo: root, maximumSize: FontFileNames.maximumFileSize).get()) ?? []
            let faces = FontFileNames.faces(in: bytes)
            if faces.isEmpty { unreadableFontFiles.append(file) }
            for face in faces where fontFileNames[face.postScriptName] == nil {
                fontFileNames[face.postScriptName] = file
                fontFamilies[face.postScriptName] = face.family
            }
        }
    }

    /// The app's fonts as lint and the themer's font-name check see them.
    public var fonts: ProjectFonts {
        searchedFolders ? ProjectFonts(postScriptNames: fontFileNames, families: fontFamilies) : ProjectFonts()
    }

    /// The name of the font file under the asset folders that holds the font with this
    /// PostScript name (`proximanova-bold.otf` for `ProximaNova-Bold`), as the file has it;
    /// nil when no font file does.
    func fontFileName(forPostScriptName postScriptName: String) -> String? {
        fontFileNames[postScriptName]
    }

    /// When no font file declares the PostScript name: a font file named like it, case
    /// ignored and without its extension (`proximanova-bold.otf` for `ProximaNova-Bold`), whose
    /// own names cannot be read (empty, a Git LFS pointer, damaged). A match by the file's name,
    /// not a guess: the file is there and claims no other font. A readable font file never
    /// matches by name alone, since it says which fonts it holds.
    func unreadableFontFileName(namedLike postScriptName: String) -> String? {
        let wanted = postScriptName.lowercased()
        return unreadableFontFiles.first { PathNames.stem(of: $0).lowercased() == wanted }
    }

    /// Adds a color of the catalog themify generates (`metal/heading`), whose design-time value
    /// it knows without reading a file.
    mutating func addGeneratedColor(_ name: String, value: SRGBColor, colorSpace: String?) {
        colorSets[name] = AssetColorSet(.components(value, colorSpace))
    }

    /// A catalog with the given colors, for callers that know them without reading files.
    public init(colors: [String: SRGBColor], images: Set<String> = []) {
        self.init()
        colorSets = colors.mapValues { AssetColorSet(.components($0, nil)) }
        self.images = images
    }
}
