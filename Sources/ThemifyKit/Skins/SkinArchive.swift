import ThemifyModel

/// `skins/<id>.zip`: one skin as a single download — its `manifest.json` and its objects under
/// `objects/<sha256>`, the same names as on the site, so a client unpacks it and checks it with
/// the manifest hash the signed index pins, exactly as it checks files fetched one by one.
///
/// Written by `ZipArchiveWriter`, in memory, then handed to the atomic writer like every other
/// file. Entries are stored, not compressed: skins are mostly PNG and JPEG, which deflate does not
/// shrink, and a stored entry is one an app unpacks without a zip library. Entry names are the
/// site's own paths, checked by `SkinPath`, and UTF-8 (general-purpose bit 11); every entry's time
/// is noon on 1980-01-01, written as the DOS date and time fields themselves, so the same skin
/// gives the same bytes in any time zone. The manifest comes first, then the objects in name order.
enum SkinArchive {
    static func path(ofSkin id: String) -> String { "skins/\(id).zip" }

    /// The zip's bytes; `path` is where it will be written, for messages.
    static func bytes(manifest: [UInt8], objects: [String: [UInt8]], for path: String) throws(AtomicFileWriter.Failure) -> [UInt8] {
        let entries = [("manifest.json", manifest)] + objects.sorted { $0.key < $1.key }.map { (SkinPath.object(sha256: $0.key), $0.value) }
        var writer = ZipArchiveWriter()
        do throws(ZipArchiveWriter.Failure) {
            for (name, data) in entries { try writer.add(name, data) }
        } catch {
            throw AtomicFileWriter.Failure(path: path, reason: error.message)
        }
        return writer.finish()
    }
}
