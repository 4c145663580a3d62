import Foundation
internal import CLibZip
import ThemifyModel

/// `skins/<id>.zip`: one skin as a single download — its `manifest.json` and its objects under
/// `objects/<sha256>`, the same names as on the site, so a client unpacks it and checks it with
/// the manifest hash the signed index pins, exactly as it checks files fetched one by one.
///
/// Written by libzip, in memory, then handed to the atomic writer like every other file. Entries
/// are stored, not compressed: skins are mostly PNG and JPEG, which deflate does not shrink, and a
/// stored entry is one an app unpacks without a zip library. Entry names are the site's own
/// paths, checked by `SkinPath`; every entry's time is noon on 1980-01-01, so the same skin gives
/// the same bytes.
enum SkinArchive {
    static func path(ofSkin id: String) -> String { "skins/\(id).zip" }

    /// The zip's bytes; `path` is where it will be written, for messages.
    static func bytes(manifest: [UInt8], objects: [String: [UInt8]], for path: String) throws(AtomicFileWriter.Failure) -> [UInt8] {
        let failure = { (reason: String) in AtomicFileWriter.Failure(path: path, reason: reason) }
        let entries = [("manifest.json", manifest)] + objects.sorted { $0.key < $1.key }.map { (SkinPath.object(sha256: $0.key), $0.value) }
        guard let buffer = zip_source_buffer_create(nil, 0, 0, nil) else { throw failure("cannot start a zip in memory") }
        defer { zip_source_free(buffer) }
        guard let archive = zip_open_from_source(buffer, ZIP_TRUNCATE, nil) else { throw failure("cannot start a zip in memory") }
        // The archive would free the buffer on close; the bytes are read from it afterwards.
        zip_source_keep(buffer)
        do throws(AtomicFileWriter.Failure) {
            for (name, data) in entries { try add(name, data, to: archive, failure: failure) }
        } catch {
            zip_discard(archive)
            throw error
        }
        guard zip_close(archive) == 0 else { throw failure("cannot finish the zip: \(String(cString: zip_strerror(archive)))") }
        return try read(buffer, failure: failure)
    }

    private static func add(_ name: String, _ data: [UInt8], to archive: OpaquePointer, failure: (String) -> AtomicFileWriter.Failure) throws(AtomicFileWriter.Failure) {
        precondition(SkinPath.isSafe(name), "zip entry names are the site's own safe paths")
        // libzip reads the data when the archive closes, after this call: it gets its own copy,
        // which it frees.
        let copy = malloc(max(data.count, 1))!
        data.withUnsafeBytes { if let base = $0.baseAddress { copy.copyMemory(from: base, byteCount: $0.count) } }
        guard let source = zip_source_buffer(archive, copy, zip_uint64_t(data.count), 1) else {
            free(copy)
            throw failure("cannot add \(name) to the zip")
        }
        let index = zip_file_add(archive, name, source, zip_flags_t(ZIP_FL_ENC_UTF_8))
        guard index >= 0 else {
            zip_source_free(source)
            throw failure("cannot add \(name) to the zip: \(String(cString: zip_strerror(archive)))")
        }
        guard zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_STORE, 0) == 0,
              zip_file_set_mtime(archive, zip_uint64_t(index), fixedTime, 0) == 0 else {
            throw failure("cannot set \(name)'s entry in the zip: \(String(cString: zip_strerror(archive)))")
        }
    }

    /// Noon on 1980-01-01 in local time: zip times are local, and libzip converts with
    /// `localtime`, so this round-trips to the same recorded time in any time zone.
    private static let fixedTime: time_t = {
        var parts = tm()
        parts.tm_year = 80
        parts.tm_mon = 0
        parts.tm_mday = 1
        parts.tm_hour = 12
        parts.tm_isdst = -1
        return mktime(&parts)
    }()

    private static func read(_ buffer: OpaquePointer, failure: (String) -> AtomicFileWriter.Failure) throws(AtomicFileWriter.Failure) -> [UInt8] {
        var status = zip_stat_t()
        zip_stat_init(&status)
        guard zip_source_stat(buffer, &status) == 0, status.valid & zip_uint64_t(ZIP_STAT_SIZE) != 0, zip_source_open(buffer) == 0 else {
            throw failure("cannot read the finished zip")
        }
        defer { zip_source_close(buffer) }
        var bytes = [UInt8](repeating: 0, count: Int(status.size))
        let count = bytes.withUnsafeMutableBytes { zip_source_read(buffer, $0.baseAddress!, zip_uint64_t($0.count)) }
        guard count == Int64(bytes.count) else { throw failure("cannot read the finished zip") }
        return bytes
    }
}
