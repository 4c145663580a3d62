/// A PDF's objects by number: those written directly (`N G obj`) and those packed, since
/// PDF 1.5, into compressed object streams (`/Type /ObjStm`, `/FlateDecode`), where exporters
/// that write cross-reference streams put the catalog, the page tree and the pages — so a
/// vector image's page box may be nowhere in the file's plain bytes.
///
/// Bounded like the rest of the reader: a few object streams, each inflated to a capped size,
/// and only as many packed objects as their headers list within the caps.
struct PDFObjectTable {
    /// More object streams than an image PDF holds; past them, packed objects go unread.
    static let maximumStreams = 64
    /// What all of a file's object streams may inflate to together.
    static let maximumInflatedBytes = 8 << 20

    private let file: [UInt8]
    private let direct: [Int: Int]
    /// Object number → (index into `inflated`, offset of its value there).
    private var packed: [Int: (stream: Int, offset: Int)] = [:]
    private var inflated: [[UInt8]] = []

    /// `direct` maps object numbers to the offset just after their `N G obj`.
    init(file: [UInt8], direct: [Int: Int]) {
        self.file = file
        self.direct = direct
        var budget = Self.maximumInflatedBytes
        for offset in direct.values.sorted() where inflated.count < Self.maximumStreams && budget > 0 {
            guard let (header, data) = objectStream(at: offset, limit: budget) else { continue }
            budget -= data.count
            index(data, count: header.count, first: header.first)
        }
    }

    /// The object numbered `number`; a direct definition wins over a packed one (an
    /// incremental update writes its replacements directly).
    func value(_ number: Int) -> PDFValue? {
        if direct[number] != nil { return directValue(number) }
        guard let (stream, offset) = packed[number] else { return nil }
        var parser = PDFValueParser(bytes: inflated[stream], offset: offset)
        return parser.value()
    }

    /// The inflated data of the object stream at `offset`, with its `/N` and `/First`; nil for
    /// any other object, another filter, or a stream that does not inflate within `limit`.
    private func objectStream(at offset: Int, limit: Int) -> (header: (count: Int, first: Int), data: [UInt8])? {
        var parser = PDFValueParser(bytes: file, offset: offset)
        guard let dictionary = parser.value()?.dictionary, case .name("ObjStm")? = dictionary["Type"],
            case .name("FlateDecode")? = dictionary["Filter"],
            let count = dictionary["N"]?.numbers?.first.flatMap({ Int(exactly: $0) }), count > 0,
            let first = dictionary["First"]?.numbers?.first.flatMap({ Int(exactly: $0) }), first >= 0,
            let length = streamLength(dictionary["Length"]), length > 0,
            let start = streamStart(after: parser.offset), start <= file.count - length
        else { return nil }
        guard let data = FlateDecoder.inflate(Array(file[start..<start + length]), limit: limit) else { return nil }
        return ((count, first), data)
    }

    /// The object written directly as `number` in the file.
    private func directValue(_ number: Int) -> PDFValue? {
        guard let offset = direct[number] else { return nil }
        var parser = PDFValueParser(bytes: file, offset: offset)
        return parser.value()
    }

    /// `/Length`, given as a number or as a reference to a direct object holding one.
    private func streamLength(_ value: PDFValue?) -> Int? {
        switch value {
        case .number(let number)?: return Int(exactly: number)
        case .reference(let number)?:
            // The length of a stream is never itself packed into an object stream.
            guard case .number(let length)? = directValue(number) else { return nil }
            return Int(exactly: length)
        default: return nil
        }
    }

    /// Where a stream's data begins: after the `stream` keyword and its end of line (CR LF or LF).
    private func streamStart(after offset: Int) -> Int? {
        var cursor = offset
        while cursor < file.count, PDFValueParser.isSpace(file[cursor]) { cursor += 1 }
        let keyword = Array("stream".utf8)
        guard cursor + keyword.count <= file.count, Array(file[cursor..<cursor + keyword.count]) == keyword else { return nil }
        cursor += keyword.count
        if cursor < file.count, file[cursor] == 0x0D { cursor += 1 }
        guard cursor < file.count, file[cursor] == 0x0A else { return nil }
        return cursor + 1
    }

    /// Reads an object stream's header, `count` pairs of object number and offset from `first`.
    private mutating func index(_ data: [UInt8], count: Int, first: Int) {
        let stream = inflated.count
        inflated.append(data)
        var parser = PDFValueParser(bytes: data, offset: 0)
        for _ in 0..<min(count, PDFValueParser.maximumItems / 2 - 1) {
            guard case .number(let number)? = parser.value(), case .number(let relative)? = parser.value(),
                let object = Int(exactly: number), let offset = Int(exactly: relative), offset >= 0,
                first <= data.count - offset
            else { return }
            if packed[object] == nil { packed[object] = (stream, first + offset) }
        }
    }
}
