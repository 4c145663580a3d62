/// The fonts a font file holds, read from each font's `name` table: its PostScript name (name
/// ID 6) — how Xcode knows which bundled file a layout's font comes from, and so the key of the
/// file's entry in `<customFonts>` — and its family, which Xcode records beside the name
/// (`<fontDescription name="DejaVuSans-ExtraLight" family="DejaVu Sans">`). TrueType and
/// OpenType files (`.ttf`, `.otf`: one font) and collections (`.ttc`: several), read from the
/// bytes alone, bounded by the table directory's own counts.
enum FontFileNames {
    /// One font of a file.
    struct Face: Equatable {
        let postScriptName: String
        /// The family Core Text groups the font under: the typographic family (name ID 16) when
        /// the font has one, else its family (ID 1). The two differ for faces beyond regular,
        /// bold and italic — `DejaVuSans-ExtraLight` is "DejaVu Sans Light" by ID 1, "DejaVu
        /// Sans" by ID 16 — and the app lists such a face under the typographic family
        /// (`UIFont.familyNames`), as Xcode's font picker does.
        let family: String?
    }

    static let fileExtensions: Set<String> = ["ttf", "otf", "ttc"]
    /// Larger than any font a layout names (CJK fonts run to 20 MB); a larger file is not read.
    static let maximumFileSize = 64 << 20
    /// A collection holds a handful of fonts; a count beyond this is a damaged file.
    static let maximumFontsInCollection = 256

    /// Every PostScript name in the file, in the order of its fonts; empty for anything that
    /// is not a font.
    static func postScriptNames(in bytes: [UInt8]) -> [String] {
        faces(in: bytes).map(\.postScriptName)
    }

    /// Every font in the file that has a PostScript name, in order; empty for anything that is
    /// not a font.
    static func faces(in bytes: [UInt8]) -> [Face] {
        let reader = ByteReader(bytes, bigEndian: true)
        guard let tag = reader.uint32(0) else { return [] }
        if tag == 0x7474_6366 {  // "ttcf": a collection of fonts, each with its own table directory
            guard let count = reader.uint32(8), count <= maximumFontsInCollection else { return [] }
            return (0..<Int(count)).compactMap { reader.uint32(12 + $0 * 4).flatMap { face(reader, fontAt: Int($0)) } }
        }
        return face(reader, fontAt: 0).map { [$0] } ?? []
    }

    /// TrueType (0x00010000, "true") and CFF OpenType ("OTTO") fonts.
    private static let fontSignatures: Set<UInt32> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    private static func face(_ reader: ByteReader, fontAt offset: Int) -> Face? {
        guard let signature = reader.uint32(offset), fontSignatures.contains(signature),
            let tableCount = reader.uint16(offset + 4)
        else { return nil }
        for index in 0..<Int(tableCount) {
            let record = offset + 12 + index * 16
            guard let tag = reader.uint32(record) else { return nil }
            if tag == 0x6E61_6D65, let table = reader.uint32(record + 8) {  // "name"
                let names = NameTable(reader: reader, offset: Int(table))
                guard let postScriptName = names.string(id: 6) else { return nil }
                return Face(postScriptName: postScriptName, family: names.string(id: 16) ?? names.string(id: 1))
            }
        }
        return nil
    }

    /// A font's `name` table: strings by name ID, each in several platforms' records.
    private struct NameTable {
        let reader: ByteReader
        let offset: Int

        /// The string of a name ID: a Windows or Unicode record (UTF-16BE), American English
        /// before another language, else a Macintosh one (Roman, which for these names is
        /// ASCII), English before another language; nil when the font has none or only empty
        /// ones. Core Text's unlocalized names are the English ones.
        func string(id wanted: UInt16) -> String? {
            guard let count = reader.uint16(offset + 2), let storage = reader.uint16(offset + 4) else { return nil }
            var unicode: String?
            var macintosh: (name: String, isEnglish: Bool)?
            for index in 0..<Int(count) {
                let record = offset + 6 + index * 12
                guard let platform = reader.uint16(record), let language = reader.uint16(record + 4),
                    let nameID = reader.uint16(record + 6), let length = reader.uint16(record + 8).map(Int.init),
                    let start = reader.uint16(record + 10).map(Int.init)
                else { return unicode ?? macintosh?.name }
                guard nameID == wanted, length > 0 else { continue }
                let from = offset + Int(storage) + start
                guard from >= 0, from + length <= reader.bytes.count else { continue }
                let raw = reader.bytes[from..<from + length]
                if platform == 0 || platform == 3 {
                    let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                        UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                    }
                    let name = String(decoding: units, as: UTF16.self)
                    guard !name.isEmpty else { continue }
                    if platform == 3 && language == 0x0409 { return name }
                    if unicode == nil { unicode = name }
                } else if platform == 1, macintosh?.isEnglish != true {
                    let name = String(decoding: raw, as: UTF8.self)
                    if macintosh == nil || language == 0 { macintosh = (name, language == 0) }
                }
            }
            return unicode ?? macintosh?.name
        }
    }
}
