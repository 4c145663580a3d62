internal import CZlib
import ThemeModel

/// `skins/<id>.zip`: one skin as a single download — its `manifest.json` and its objects under
/// `objects/<sha256>`, the same names as on the site, so a client unpacks it and checks it with
/// the manifest hash the signed index pins, exactly as it checks files fetched one by one.
///
/// Entries are stored, not compressed: skins are mostly PNG and JPEG, which deflate does not
/// shrink, and a stored zip is the simplest one for a client to unpack safely. Entry names pass
/// `SkinPath`; dates are the zip epoch (1980-01-01), so the same skin gives the same bytes.
enum SkinArchive {
    static func path(ofSkin id: String) -> String { "skins/\(id).zip" }

    struct TooLarge: Error {}

    static func bytes(manifest: [UInt8], objects: [String: [UInt8]]) throws(AtomicFileWriter.Failure) -> [UInt8] {
        let entries = [("manifest.json", manifest)] + objects.sorted { $0.key < $1.key }.map { (SkinPath.object(sha256: $0.key), $0.value) }
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for (name, data) in entries {
            precondition(SkinPath.isSafe(name), "zip entry names are the site's own safe paths")
            guard archive.count < Int(UInt32.max) - data.count - 1024, data.count < Int(UInt32.max) else {
                throw AtomicFileWriter.Failure(path: name, reason: "the skin is too large for a zip without ZIP64 (4 GB)")
            }
            let offset = UInt32(archive.count)
            let checksum = UInt32(data.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let nameBytes = Array(name.utf8)
            // Version 2.0, no flags, stored, 00:00 on 1980-01-01.
            let common: [UInt8] = le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
                + le32(checksum) + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
            archive += le32(0x0403_4B50) + common + nameBytes + data
            directory += le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + nameBytes
        }
        let directoryOffset = UInt32(archive.count)
        archive += directory
        archive += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
            + le32(UInt32(directory.count)) + le32(directoryOffset) + le16(0)
        return archive
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
