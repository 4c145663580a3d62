/// One skin: its theme and every image the theme names, each by the content address, SHA-256
/// and size of its bytes. The index pins the manifest's bytes, the manifest pins every object's,
/// so one signature covers the whole skin.
public struct SkinManifest: Codable, Sendable, Equatable {
    /// The manifest format this code writes and reads.
    public static let currentSchema = 1

    /// A manifest lists a theme and its images; a megabyte is far beyond any real one.
    public static let maximumSize = 1 << 20

    /// The skin's id, the same as its index entry's; it names the installed folder and theme file.
    public var id: String
    /// The manifest format it is written in; an app reads only the schemas it supports
    /// (`SkinClientConfiguration.supportedSchemas`).
    public var schema: Int
    /// The theme resolved with its whole chain into one JSON theme file (no `$extends`), read
    /// by the model's own theme reader with the same meaning as the original chain.
    public var theme: ObjectReference
    /// Sorted by name, then idiom, then scale.
    public var assets: [Asset]

    /// A manifest of `theme` and `assets`; the assets are sorted (name, idiom, scale) here, so
    /// that the same skin always encodes to the same bytes.
    public init(id: String, schema: Int = SkinManifest.currentSchema, theme: ObjectReference, assets: [Asset]) {
        self.id = id
        self.schema = schema
        self.theme = theme
        self.assets = assets.sorted { ($0.name, $0.idiom, $0.scale.rawValue) < ($1.name, $1.idiom, $1.scale.rawValue) }
    }

    /// A file of the skin: where its bytes are, and what they must hash to.
    public struct ObjectReference: Codable, Sendable, Equatable, Hashable {
        /// Relative to the site root: `objects/<sha256>`.
        public var path: String
        /// The SHA-256 of the object's bytes, 64 lowercase hex digits; bytes that hash otherwise
        /// are refused.
        public var sha256: String
        /// The object's size in bytes; a download stops past it.
        public var size: Int

        /// The reference to the object with these bytes, at its content address `objects/<sha256>`.
        public init(sha256: String, size: Int) {
            self.path = SkinPath.object(sha256: sha256)
            self.sha256 = sha256
            self.size = size
        }
    }

    /// The screen scale an image is drawn for, written as the asset catalog writes it (`2x`).
    public enum Scale: String, Codable, Sendable, CaseIterable {
        /// Drawn at one pixel per point; its file takes no `@` suffix.
        case one = "1x"
        /// Two pixels per point: the `@2x` file.
        case two = "2x"
        /// Three pixels per point: the `@3x` file.
        case three = "3x"
    }

    /// One image of one scale: what the theme calls it, which device it is for, and its file.
    public struct Asset: Codable, Sendable, Equatable {
        /// The image name the theme uses (`header_newyear`).
        public var name: String
        /// The scale the image is for.
        public var scale: Scale
        /// The asset catalog's idiom (`universal`, `iphone`, `ipad`); `universal` for loose files.
        public var idiom: String
        /// The file's name in the catalog (`header@2x.png`): its extension says what kind of
        /// image the bytes are.
        public var filename: String
        /// The image's bytes.
        public var object: ObjectReference

        /// An image of the skin, as `themify pack` finds it in an asset catalog or a folder.
        public init(name: String, scale: Scale, idiom: String, filename: String, object: ObjectReference) {
            self.name = name
            self.scale = scale
            self.idiom = idiom
            self.filename = filename
            self.object = object
        }
    }

    /// Every object the manifest names, the theme first.
    public var objects: [ObjectReference] { [theme] + assets.map(\.object) }

    /// Checks what decoding alone does not: the id, every path (content-addressed and safe), hash
    /// and size, and that assets are sorted with no image, idiom and scale twice. Throws
    /// `SkinFormatError` naming the first field that breaks a rule.
    public func validate() throws(SkinFormatError) {
        guard SkinPath.isSkinID(id) else { throw SkinFormatError("'id' '\(ThemeText.shown(id))' is not a skin id") }
        try Self.validate(theme, at: "theme")
        var previous: (String, String, String)?
        for (position, asset) in assets.enumerated() {
            let place = "assets[\(position)]"
            // One file per image, idiom and scale, in order: a client never has two to choose from.
            let order = (asset.name, asset.idiom, asset.scale.rawValue)
            if let previous, previous >= order {
                throw SkinFormatError(
                    "\(place) is out of order or repeats an image, idiom and scale; assets are sorted by name, idiom, scale")
            }
            previous = order
            guard !asset.name.isEmpty, ThemeText.problem(with: asset.name) == nil, SkinPath.isSafe(asset.name) else {
                throw SkinFormatError("\(place).name '\(ThemeText.shown(asset.name))' is not an image name")
            }
            guard !asset.filename.contains("/"), SkinPath.isSafe(asset.filename) else {
                throw SkinFormatError("\(place).filename '\(ThemeText.shown(asset.filename))' is not a plain file name")
            }
            guard SkinPath.isSkinID(asset.idiom) else {
                throw SkinFormatError("\(place).idiom '\(ThemeText.shown(asset.idiom))' is not an idiom")
            }
            try Self.validate(asset.object, at: "\(place).object")
        }
    }

    private static func validate(_ reference: ObjectReference, at place: String) throws(SkinFormatError) {
        if let problem = SkinPath.problem(with: reference.path) {
            throw SkinFormatError("\(place).path '\(ThemeText.shown(reference.path))' \(problem)")
        }
        guard SkinPath.isSHA256(reference.sha256) else { throw SkinFormatError("\(place).sha256 is not 64 lowercase hex digits") }
        // Content addressing is what lets two skins share a file and a client cache by hash.
        guard reference.path == SkinPath.object(sha256: reference.sha256) else {
            throw SkinFormatError("\(place).path '\(ThemeText.shown(reference.path))' is not objects/<its sha256>")
        }
        guard reference.size >= 0 else { throw SkinFormatError("\(place).size is negative") }
    }

    /// The manifest's canonical bytes (`SkinJSON`): what the index's `manifestSHA256` hashes.
    public var canonicalBytes: [UInt8] { SkinJSON.encode(self) }

    /// Reads and validates a manifest file; throws `SkinFormatError` when it is larger than
    /// `maximumSize`, not of the form, or breaks a rule of `validate()`.
    public init(canonicalBytes bytes: [UInt8]) throws(SkinFormatError) {
        guard bytes.count <= Self.maximumSize else { throw SkinFormatError("is larger than \(Self.maximumSize) bytes") }
        self = try SkinJSON.decode(SkinManifest.self, from: bytes)
        try validate()
    }
}
