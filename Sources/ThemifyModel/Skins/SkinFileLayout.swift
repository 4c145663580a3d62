/// Where each object of a manifest goes inside an installed skin's folder, and what a client
/// therefore accepts: the theme as `<id>.json`, each image under the name UIKit's file lookup
/// expects — `header.png`, `header@2x.png`, `header~ipad@2x.png` — so `UIImage(contentsOfFile:)`
/// in the skin's folder finds the right scale and idiom.
///
/// The one definition of these rules: the client places files by it, and `themify pack` and
/// `themify verify` refuse what it refuses, so a site they pass is a site every client installs.
/// Every relative path passes `SkinPath`; two files that would land on the same name — compared
/// without case, as on a case-insensitive file system (`Header` and `header`), the manifest and
/// the theme included — are refused rather than one silently winning.
public struct SkinFileLayout: Sendable {
    /// One file of an installed skin: where it goes and which object's bytes it holds.
    public struct File: Sendable {
        /// The path inside the skin's folder (`winter.json`, `header~ipad@2x.png`).
        public let relativePath: String
        /// The object whose verified bytes are written there.
        public let object: SkinManifest.ObjectReference
    }

    /// The theme first, then the images in the manifest's order.
    public let files: [File]

    /// The manifest's own file in the skin's folder.
    public static let manifestFileName = "manifest.json"

    /// The theme file ThemeManager lays over the chosen theme; its stem is the skin's id.
    public static func themeFileName(ofSkin id: String) -> String { "\(id).json" }

    /// The layout of `manifest`'s skin; throws `SkinFormatError` when an image has no plain
    /// extension, a path is unsafe (`SkinPath`), or two files would land on the same name when
    /// case is ignored.
    public init(manifest: SkinManifest) throws(SkinFormatError) {
        var files = [File(relativePath: Self.themeFileName(ofSkin: manifest.id), object: manifest.theme)]
        for asset in manifest.assets {
            let kind = Self.plainExtension(of: asset.filename)
            guard let kind else {
                throw SkinFormatError(
                    "image '\(ThemeText.shown(asset.filename))' has no plain file extension (letters and digits, at most 8)")
            }
            let idiom = asset.idiom == "universal" ? "" : "~\(asset.idiom)"
            let scale = asset.scale == .one ? "" : "@\(asset.scale.rawValue)"
            files.append(File(relativePath: "\(asset.name)\(idiom)\(scale).\(kind)", object: asset.object))
        }
        var seen: [String: String] = [Self.manifestFileName: Self.manifestFileName]
        for file in files {
            if let problem = SkinPath.problem(with: file.relativePath) {
                throw SkinFormatError("'\(ThemeText.shown(file.relativePath))' \(problem)")
            }
            if let other = seen.updateValue(file.relativePath, forKey: file.relativePath.lowercased()) {
                throw SkinFormatError(
                    other == file.relativePath
                        ? "two files of the skin would both be '\(ThemeText.shown(file.relativePath))'"
                        : "two files of the skin, '\(ThemeText.shown(other))' and '\(ThemeText.shown(file.relativePath))', differ only in case: on a case-insensitive file system they are one file"
                )
            }
        }
        self.files = files
    }

    /// The file name's extension in lowercase, if it is a plain one: a name like `header` or
    /// `header.p n g` gives UIKit's lookup nothing to find.
    private static func plainExtension(of filename: String) -> String? {
        guard let dot = filename.utf8.lastIndex(of: UInt8(ascii: ".")), dot != filename.utf8.startIndex else { return nil }
        let kind = String(filename.utf8[filename.utf8.index(after: dot)...])!.lowercased()
        let isPlain =
            !kind.isEmpty && kind.utf8.count <= 8
            && kind.utf8.allSatisfy {
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
            }
        return isPlain ? kind : nil
    }

    /// What a client refuses in a skin's theme once it reads: a skin lays over the theme the
    /// app chose, so it names no parent of its own.
    public static func problem(withTheme theme: Theme) -> String? {
        theme.extends == nil ? nil : "the skin's theme has '$extends'; a skin lays over the chosen theme"
    }

    /// The theme object's bytes read as a client reads them (as `<id>.json`), refused as it
    /// refuses them.
    public static func checkTheme(_ bytes: [UInt8], ofSkin id: String) throws(SkinFormatError) {
        let theme: Theme
        do {
            theme = try Theme(node: ThemeFileReader.parse(bytes, path: themeFileName(ofSkin: id)), path: themeFileName(ofSkin: id))
        } catch {
            throw SkinFormatError("the skin's theme does not read: \(error.diagnostics.map(\.message).joined(separator: "; "))")
        }
        if let problem = problem(withTheme: theme) { throw SkinFormatError(problem) }
    }
}
