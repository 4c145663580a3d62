/// XML's references in a property list: the five predefined entities and character references,
/// decimal and hexadecimal. Any other entity is refused, since a theme file may declare none.
enum XMLCharacterReference {
    /// `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;`, `&#123;` or `&#x1F600;` at the scanner's position; returns its scalar.
    static func read(in scanner: inout PropertyListXMLScanner) throws(PropertyListSyntaxError) -> UInt32 {
        let start = scanner.pos
        var index = scanner.pos + 1
        if index < scanner.end && scanner.text[index] == XMLByte.hash {
            index += 1
            let isHex = index < scanner.end && scanner.text[index] == XMLByte.lowercaseX
            if isHex { index += 1 }
            var value: UInt32 = 0
            var digits = 0
            while index < scanner.end, let digit = Self.digitValue(scanner.text[index], hex: isHex) {
                // Stop growing past the largest scalar; the value is refused below either way.
                if value <= 0x10FFFF { value = value * (isHex ? 16 : 10) + digit }
                digits += 1
                index += 1
            }
            guard digits > 0, index < scanner.end, scanner.text[index] == XMLByte.semicolon else {
                throw scanner.fail("malformed character reference", at: start)
            }
            guard Self.isXMLCharacter(value) else {
                throw scanner.fail("'\(scanner.string(start..<index + 1))' is not an allowed character", at: start)
            }
            scanner.pos = index + 1
            return value
        }
        let nameStart = index
        while index < scanner.end, PropertyListXMLScanner.isNameByte(scanner.text[index]) { index += 1 }
        guard index > nameStart, index < scanner.end, scanner.text[index] == XMLByte.semicolon else {
            throw scanner.fail("a bare '&' must be written &amp;", at: start)
        }
        let name = nameStart..<index
        let value: UInt32
        if scanner.equals(name, "lt") {
            value = UInt32(XMLByte.lessThan)
        } else if scanner.equals(name, "gt") {
            value = UInt32(XMLByte.greaterThan)
        } else if scanner.equals(name, "amp") {
            value = UInt32(XMLByte.ampersand)
        } else if scanner.equals(name, "quot") {
            value = UInt32(XMLByte.quote)
        } else if scanner.equals(name, "apos") {
            value = UInt32(XMLByte.apostrophe)
        } else {
            throw scanner.fail(
                "unknown entity '&\(scanner.string(name));'; theme files use only &lt; &gt; &amp; &quot; &apos; and character references",
                at: start
            )
        }
        scanner.pos = index + 1
        return value
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if PropertyListXMLScanner.isDigit(byte) { return UInt32(byte - 0x30) }
        guard hex else { return nil }
        let lower = byte | 0x20
        return lower >= 0x61 && lower <= 0x66 ? UInt32(lower - 0x61 + 10) : nil
    }

    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// Appends `value`, a Unicode scalar, to `bytes` as UTF-8.
    static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        switch value {
        case ..<0x80:
            bytes.append(UInt8(value))
        case ..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case ..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
