/// Parses one PDF value from an offset, bounded in nesting and in the items it reads, so a
/// hostile file costs little.
struct PDFValueParser {
    static let maximumDepth = 32
    static let maximumItems = 10_000

    let bytes: [UInt8]
    var offset: Int
    private var items = 0

    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiterOrSpace(_ byte: UInt8) -> Bool {
        isSpace(byte) || "()<>[]{}/%".utf8.contains(byte)
    }

    mutating func value(depth: Int = 0) -> PDFValue? {
        items += 1
        guard depth < Self.maximumDepth, items < Self.maximumItems else { return nil }
        skipSpaceAndComments()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "/"):
            offset += 1
            return .name(word())
        case UInt8(ascii: "["):
            offset += 1
            var elements: [PDFValue] = []
            while true {
                skipSpaceAndComments()
                guard offset < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(elements)
                }
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
            }
        case UInt8(ascii: "<") where offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "<"):
            offset += 2
            var members: [String: PDFValue] = [:]
            while true {
                skipSpaceAndComments()
                guard offset + 1 < bytes.count else { return nil }
                if bytes[offset] == UInt8(ascii: ">"), bytes[offset + 1] == UInt8(ascii: ">") {
                    offset += 2
                    return .dictionary(members)
                }
                guard case .name(let key)? = value(depth: depth + 1), let member = value(depth: depth + 1) else { return nil }
                members[key] = member
            }
        case UInt8(ascii: "<"):
            guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            offset = end + 1
            return .other
        case UInt8(ascii: "("):
            return skipLiteralString() ? .other : nil
        default:
            let token = word()
            guard !token.isEmpty else {
                offset += 1
                return .other
            }
            guard let number = Double(token) else { return .other }
            // `N G R` is a reference; anything else leaves the number alone.
            let saved = offset
            if number >= 0, number == number.rounded(), Int(exactly: number) != nil {
                skipSpaceAndComments()
                let generation = word()
                skipSpaceAndComments()
                if Int(generation) != nil, offset < bytes.count, bytes[offset] == UInt8(ascii: "R"),
                    offset + 1 == bytes.count || Self.isDelimiterOrSpace(bytes[offset + 1])
                {
                    offset += 1
                    return .reference(Int(number))
                }
            }
            offset = saved
            return .number(number)
        }
    }

    private mutating func word() -> String {
        let start = offset
        while offset < bytes.count, !Self.isDelimiterOrSpace(bytes[offset]), offset - start < 256 { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func skipSpaceAndComments() {
        while offset < bytes.count {
            if Self.isSpace(bytes[offset]) {
                offset += 1
            } else if bytes[offset] == UInt8(ascii: "%") {
                while offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D { offset += 1 }
            } else {
                return
            }
        }
    }

    /// `( … )` with nested parentheses and backslash escapes.
    private mutating func skipLiteralString() -> Bool {
        var depth = 0
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 {
                    offset += 1
                    return true
                }
            default: break
            }
            offset += 1
        }
        return false
    }
}
