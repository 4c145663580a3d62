import Foundation

/// Small, valid image and font files built in code, for the readers' tests: each holds just
/// the structure the reader looks at, so a test shows what is read.
enum FileBytes {
    static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    static func bigEndian32(_ value: Int) -> [UInt8] { bigEndian16(value >> 16) + bigEndian16(value & 0xFFFF) }

    static func png(width: Int, height: Int) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + bigEndian32(13) + Array("IHDR".utf8)
            + bigEndian32(width) + bigEndian32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    /// An APP0 segment, then a baseline start-of-frame (height before width).
    static func jpeg(width: Int, height: Int) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0] + bigEndian16(16) + Array("JFIF".utf8) + [0, 1, 1, 0] + bigEndian16(1) + bigEndian16(1) + [0, 0]
            + [0xFF, 0xC0] + bigEndian16(17) + [8] + bigEndian16(height) + bigEndian16(width) + [3] + Array(repeating: 0, count: 9)
    }

    static func gif(width: Int, height: Int) -> [UInt8] {
        Array("GIF89a".utf8) + [UInt8(width & 0xFF), UInt8(width >> 8), UInt8(height & 0xFF), UInt8(height >> 8), 0, 0, 0]
    }

    /// A big-endian TIFF whose first directory gives the size and a resolution in dots per inch.
    static func tiff(width: Int, height: Int, dotsPerInch: Int) -> [UInt8] {
        let entries = 5
        let rationalOffset = 8 + 2 + entries * 12 + 4
        func entry(_ tag: Int, _ type: Int, _ value: [UInt8]) -> [UInt8] { bigEndian16(tag) + bigEndian16(type) + bigEndian32(1) + value }
        return [0x4D, 0x4D, 0x00, 0x2A] + bigEndian32(8) + bigEndian16(entries)
            + entry(256, 3, bigEndian16(width) + [0, 0]) + entry(257, 4, bigEndian32(height))
            + entry(282, 5, bigEndian32(rationalOffset)) + entry(283, 5, bigEndian32(rationalOffset))
            + entry(296, 3, bigEndian16(2) + [0, 0])
            + bigEndian32(0) + bigEndian32(dotsPerInch) + bigEndian32(1)
    }

    /// A PDF of the given objects (`"<< /Type /Catalog /Pages 2 0 R >>"` is object 1, …) with
    /// a trailer naming object 1 the catalog.
    static func pdf(_ objects: [String]) -> [UInt8] {
        var text = "%PDF-1.4\n%\u{E2}\u{E3}\n"
        for (index, object) in objects.enumerated() { text += "\(index + 1) 0 obj\n\(object)\nendobj\n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\n%%EOF\n"
        return Array(text.utf8)
    }

    /// A HEIF still image (`.heic`): `ftyp`, then `meta` with the primary item (`pitm`) and the
    /// properties (`iprp`): a thumbnail's extent first, then the primary item's, and its
    /// rotation in quarter turns when given.
    static func heif(
        width: Int, height: Int, quarterTurns: Int? = nil, cleanAperture: [Int32]? = nil, brands: [String] = ["heic", "mif1"]
    ) -> [UInt8] {
        func box(_ type: String, _ content: [UInt8]) -> [UInt8] { bigEndian32(8 + content.count) + Array(type.utf8) + content }
        func extent(_ width: Int, _ height: Int) -> [UInt8] { box("ispe", bigEndian32(0) + bigEndian32(width) + bigEndian32(height)) }
        var properties = extent(width / 4, height / 4) + extent(width, height)
        // The primary item's association count, then each property's index (essential bit set),
        // the clean aperture before the rotation, in the order HEIF lists transformations.
        var indices: [UInt8] = [0x80 | 2]
        if let cleanAperture {
            properties += box("clap", cleanAperture.flatMap { bigEndian32(Int(UInt32(bitPattern: $0))) })
            indices.append(0x80 | UInt8(indices.count + 2))
        }
        if let quarterTurns {
            properties += box("irot", [UInt8(quarterTurns)])
            indices.append(0x80 | UInt8(indices.count + 2))
        }
        let primary = [UInt8(indices.count)] + indices
        // Item 1 is the thumbnail (property 1), item 2 the primary image.
        let associations = box("ipma", bigEndian32(0) + bigEndian32(2) + bigEndian16(1) + [1, 0x81] + bigEndian16(2) + primary)
        let meta = box(
            "meta", bigEndian32(0) + box("pitm", bigEndian32(0) + bigEndian16(2)) + box("iprp", box("ipco", properties) + associations))
        // The major brand, the minor version, the compatible brands.
        return box("ftyp", Array(brands[0].utf8) + bigEndian32(0) + brands.dropFirst().flatMap { Array($0.utf8) }) + meta
    }

    /// One font's table directory with a single `name` table holding `postScriptName` as name
    /// ID 6, after a family record (ID 1) so that the reader has to pick — UTF-16BE for the
    /// Windows platform (3), Roman for the Macintosh one (1) — placed at `base` in its file.
    static func font(postScriptName: String, platform: Int = 3, signature: Int = 0x0001_0000, base: Int = 0) -> [UInt8] {
        let language = platform == 1 ? 0 : 0x409
        return font(
            names: [
                NameRecord(id: 1, platform: platform, language: language, text: "Family"),
                NameRecord(id: 6, platform: platform, language: language, text: postScriptName),
            ], signature: signature, base: base)
    }

    /// One string of a font's `name` table.
    struct NameRecord {
        let id: Int
        var platform = 3
        var language = 0x409
        let text: String
    }

    /// One font's table directory with a single `name` table of these records, placed at
    /// `base` in its file (table offsets are from the file's start).
    static func font(names: [NameRecord], signature: Int = 0x0001_0000, base: Int = 0) -> [UInt8] {
        var records: [UInt8] = []
        var storage: [UInt8] = []
        for record in names {
            let string = record.platform == 1 ? Array(record.text.utf8) : record.text.utf16.flatMap { bigEndian16(Int($0)) }
            records += bigEndian16(record.platform) + bigEndian16(record.platform == 1 ? 0 : 1) + bigEndian16(record.language)
            records += bigEndian16(record.id) + bigEndian16(string.count) + bigEndian16(storage.count)
            storage += string
        }
        let name = bigEndian16(0) + bigEndian16(names.count) + bigEndian16(6 + names.count * 12) + records + storage
        return bigEndian32(signature) + bigEndian16(1) + bigEndian16(16) + bigEndian16(0) + bigEndian16(0)
            + Array("name".utf8) + bigEndian32(0) + bigEndian32(base + 28) + bigEndian32(name.count) + name
    }

    /// A font collection (`.ttc`) of fonts with these PostScript names.
    static func fontCollection(_ postScriptNames: [String]) -> [UInt8] {
        var offset = 12 + 4 * postScriptNames.count
        var fonts: [UInt8] = []
        var offsets: [UInt8] = []
        for name in postScriptNames {
            let font = font(postScriptName: name, base: offset)
            offsets += bigEndian32(offset)
            fonts += font
            offset += font.count
        }
        return Array("ttcf".utf8) + bigEndian32(0x0001_0000) + bigEndian32(postScriptNames.count) + offsets + fonts
    }

    /// A new empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("themify-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }
}
