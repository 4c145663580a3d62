/// The size of a PDF's first page, which is a vector image's size in points: its crop box
/// (the media box when it has none, either one inherited from the page tree), turned by
/// `/Rotate`. Xcode writes it rounded to whole points (a 24 × 24.000015 page is 24×24).
///
/// A small reader, bounded in the bytes it looks at and the objects it follows: it indexes the
/// file's `N G obj` objects, follows `/Root` → `/Pages` → the first of `/Kids`, and parses only
/// those dictionaries, wherever they are: written directly or packed into a compressed
/// object stream (`PDFObjectTable`), as exporters writing PDF 1.5 cross-reference streams do.
enum PDFPageBox {
    /// Page trees are shallow; a deeper one is a loop or a hostile file.
    static let maximumTreeDepth = 32
    /// Far more objects than any image PDF holds.
    static let maximumObjects = 200_000

    static func firstPageSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { return nil }
        let objects = PDFObjectTable(file: bytes, direct: objectOffsets(bytes))
        func object(_ number: Int) -> [String: PDFValue]? { objects.value(number)?.dictionary }
        func resolved(_ value: PDFValue?) -> PDFValue? {
            if case .reference(let number)? = value { return objects.value(number) }
            return value
        }
        // The page tree from the catalog; inherited boxes and rotation come down it.
        guard case .reference(let catalogNumber)? = trailerRoot(bytes),
            case .reference(var node)? = object(catalogNumber)?["Pages"]
        else { return nil }
        var inherited: [String: PDFValue] = [:]
        for _ in 0..<maximumTreeDepth {
            guard let dictionary = object(node) else { return nil }
            for key in ["MediaBox", "CropBox", "Rotate"] { if let value = dictionary[key] { inherited[key] = value } }
            if case .name("Pages")? = dictionary["Type"] {
                guard case .array(let kids)? = resolved(dictionary["Kids"]), case .reference(let first)? = kids.first else { return nil }
                node = first
                continue
            }
            guard let box = (resolved(inherited["CropBox"]) ?? resolved(inherited["MediaBox"]))?.numbers, box.count == 4 else { return nil }
            let (width, height) = (abs(box[2] - box[0]), abs(box[3] - box[1]))
            // A page under half a point rounds to no size at all, which no layout can hold.
            guard width >= 0.5, height >= 0.5, width.isFinite, height.isFinite else { return nil }
            // A PDF's /Rotate is a multiple of 90; any other number (nan, 1e300) turns nothing.
            let quarterTurns = Int(exactly: (resolved(inherited["Rotate"])?.numbers?.first ?? 0).rounded()).map { $0 / 90 } ?? 0
            return quarterTurns % 2 == 0 ? (width.rounded(), height.rounded()) : (height.rounded(), width.rounded())
        }
        return nil
    }

    /// Object number → the offset just after its `N G obj`; a later definition (an
    /// incremental update) replaces an earlier one.
    private static func objectOffsets(_ bytes: [UInt8]) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        let keyword = Array("obj".utf8)
        var index = 0
        while index + 3 <= bytes.count, offsets.count < maximumObjects {
            defer { index += 1 }
            guard bytes[index] == keyword[0], bytes[index + 1] == keyword[1], bytes[index + 2] == keyword[2],
                index + 3 == bytes.count || PDFValueParser.isDelimiterOrSpace(bytes[index + 3])
            else { continue }
            // Back over "<number> <generation> ".
            var cursor = index - 1
            func skipSpaces() { while cursor >= 0, PDFValueParser.isSpace(bytes[cursor]) { cursor -= 1 } }
            func digits() -> Int? {
                let end = cursor
                while cursor >= 0, (0x30...0x39).contains(bytes[cursor]) { cursor -= 1 }
                guard cursor < end, end - cursor <= 10 else { return nil }
                return Int(String(decoding: bytes[(cursor + 1)...end], as: UTF8.self))
            }
            skipSpaces()
            guard cursor < index - 1, digits() != nil else { continue }
            skipSpaces()
            guard let number = digits() else { continue }
            offsets[number] = index + 3
        }
        return offsets
    }

    /// The last `/Root N G R` in the file: the trailer's (or the cross-reference stream's).
    private static func trailerRoot(_ bytes: [UInt8]) -> PDFValue? {
        let key = Array("/Root".utf8)
        var index = bytes.count - key.count
        while index >= 0 {
            if bytes[index] == key[0], Array(bytes[index..<index + key.count]) == key {
                var parser = PDFValueParser(bytes: bytes, offset: index + key.count)
                return parser.value()
            }
            index -= 1
        }
        return nil
    }
}
