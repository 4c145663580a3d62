/// The PostScript names a font file declares (`name` table, name ID 6): what `UIFont(name:)`
/// and a layout's `fontDescription name=` call the font, whatever the file is named.
///
/// Reads TrueType and OpenType files (`.ttf`, `.otf`) and collections (`.ttc`); anything that is
/// not one yields no names.
enum FontFilePostScriptNames {
    static func names(in bytes: [UInt8]) -> [String] {
        guard bytes.count >= 12 else { return [] }
        if tag(bytes, at: 0) == "ttcf" {
            let count = min(Int(uint32(bytes, at: 8) ?? 0), 256)
            return (0..<count).flatMap { index in
                uint32(bytes, at: 12 + 4 * index).map { names(inFontAt: Int($0), of: bytes) } ?? []
            }
        }
        return names(inFontAt: 0, of: bytes)
    }

    private static func names(inFontAt start: Int, of bytes: [UInt8]) -> [String] {
        guard let tableCount = uint16(bytes, at: start + 4) else { return [] }
        for index in 0..<Int(tableCount) {
            let record = start + 12 + 16 * index
            guard tag(bytes, at: record) == "name", let offset = uint32(bytes, at: record + 8) else { continue }
            return postScriptNames(inNameTableAt: Int(offset), of: bytes)
        }
        return []
    }

    private static func postScriptNames(inNameTableAt table: Int, of bytes: [UInt8]) -> [String] {
        guard let count = uint16(bytes, at: table + 2), let storage = uint16(bytes, at: table + 4) else { return [] }
        var names: [String] = []
        for index in 0..<Int(count) {
            let record = table + 6 + 12 * index
            guard let platform = uint16(bytes, at: record), let nameID = uint16(bytes, at: record + 6), nameID == 6,
                  let length = uint16(bytes, at: record + 8), let offset = uint16(bytes, at: record + 10) else { continue }
            let begin = table + Int(storage) + Int(offset), end = begin + Int(length)
            guard begin >= 0, end <= bytes.count, begin < end else { continue }
            let raw = Array(bytes[begin..<end])
            // Windows and Unicode platforms store UTF-16BE; the Mac platform one byte a character
            // (PostScript names are ASCII).
            let text: String
            if platform == 3 || platform == 0 {
                let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
                text = String(decoding: units, as: UTF16.self)
            } else {
                text = String(decoding: raw, as: UTF8.self)
            }
            if !text.isEmpty, !names.contains(text) { names.append(text) }
        }
        return names
    }

    private static func tag(_ bytes: [UInt8], at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
