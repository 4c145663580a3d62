/// The PostScript names a font file holds, read from its `name` table (name ID 6) — how Xcode
/// knows which bundled file a layout's font comes from, and so the key of the file's entry in
/// `<customFonts>`. TrueType and OpenType files (`.ttf`, `.otf`: one font) and collections
/// (`.ttc`: several), read from the bytes alone, bounded by the table directory's own counts.
enum FontFileNames {
    static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]
    /// Larger than any font a layout names (CJK fonts run to 20 MB); a larger file is not read.
    static let maximumFileSize = 64 << 20
    /// A collection holds a handful of fonts; a count beyond this is a damaged file.
    static let maximumFontsInCollection = 256

    /// Every PostScript name in the file, in the order of its fonts; empty for anything that
    /// is not a font.
    static func postScriptNames(in bytes: [UInt8]) -> [String] {
        let reader = ByteReader(bytes, bigEndian: true)
        guard let tag = reader.uint32(0) else { return [] }
        if tag == 0x7474_6366 {  // "ttcf": a collection of fonts, each with its own table directory
            guard let count = reader.uint32(8), count <= maximumFontsInCollection else { return [] }
            return (0..<Int(count)).compactMap { reader.uint32(12 + $0 * 4).flatMap { postScriptName(reader, fontAt: Int($0)) } }
        }
        return postScriptName(reader, fontAt: 0).map { [$0] } ?? []
    }

    /// TrueType (0x00010000, "true") and CFF OpenType ("OTTO") fonts.
    private static let fontSignatures: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    private static func postScriptName(_ reader: ByteReader, fontAt offset: Int) -> String? {
        guard let signature = reader.uint32(offset), fontSignatures.contains(signature),
            let tableCount = reader.uint16(offset + 4)
        else { return nil }
        for index in 0..<Int(tableCount) {
            let record = offset + 12 + index * 16
            guard let tag = reader.uint32(record) else { return nil }
            if tag == 0x6E61_6D65, let table = reader.uint32(record + 8) {  // "name"
                return postScriptName(inNameTable: reader, at: Int(table))
            }
        }
        return nil
    }

    /// Name ID 6 from a Windows or Unicode record (UTF-16BE), else a Macintosh one (Roman,
    /// which for PostScript names is ASCII).
    private static func postScriptName(inNameTable reader: ByteReader, at table: Int) -> String? {
        guard let count = reader.uint16(table + 2), let storage = reader.uint16(table + 4) else { return nil }
        var macintosh: String?
        for index in 0..<Int(count) {
            let record = table + 6 + index * 12
            guard let platform = reader.uint16(record), let nameID = reader.uint16(record + 6),
                let length = reader.uint16(record + 8).map(Int.init), let start = reader.uint16(record + 10).map(Int.init)
            else { return nil }
            guard nameID == 6, length > 0 else { continue }
            let from = table + Int(storage) + start
            guard from >= 0, from + length <= reader.bytes.count else { continue }
            let raw = Array(reader.bytes[from..<from + length])
            if platform == 0 || platform == 3 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                let name = String(decoding: units, as: UTF16.self)
                if !name.isEmpty { return name }
            } else if platform == 1, macintosh == nil {
                macintosh = String(decoding: raw, as: UTF8.self)
            }
        }
        return macintosh
    }
}
