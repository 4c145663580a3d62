/// Reading and writing XML character data the way Xcode does.
package enum MarkupEscaping {
    /// Escapes an attribute value as Xcode writes one: always double-quoted, so `"` becomes
    /// `&quot;`; apostrophes stay raw; `<`, `>` and `&` become entities; line breaks and tabs
    /// become character references so they survive attribute-value normalization.
    package static func escapeAttributeValue(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\t": result += "&#9;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Bytes `escapeAttributeValue` rewrites.
    static func needsEscapingInAttribute(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), 0x0A, 0x0D, 0x09: return true
        default: return false
        }
    }

    /// Bytes `decode` (of an attribute value) replaces: an entity's `&`, and whitespace that
    /// attribute-value normalization makes a space.
    static func changesWhenDecoded(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Escapes character data between tags.
    package static func escapeText(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Decodes raw source bytes of an attribute value or of text: predefined entities and
    /// character references are replaced; with `normalizingWhitespace`, literal tabs and line
    /// breaks become spaces as XML prescribes for attribute values. A reference to an entity the
    /// file declares itself is kept as written: themify never expands custom entities.
    static func decode(_ bytes: ArraySlice<UInt8>, normalizingWhitespace: Bool) -> String {
        bytes.withUnsafeBufferPointer { decode($0, normalizingWhitespace: normalizingWhitespace) }
    }

    /// `decode` over raw bytes: most values hold nothing to decode, and for those the test and
    /// the copy into a string are the whole cost, which generic slices made several times dearer.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, normalizingWhitespace: Bool) -> String {
        let needsDecoding =
            normalizingWhitespace
            ? bytes.contains(where: changesWhenDecoded)
            : bytes.contains(UInt8(ascii: "&"))
        guard needsDecoding else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), let semicolon = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                if let replacement = replacement(forEntity: name) {
                    output.append(contentsOf: Array(replacement.utf8))
                    index = semicolon + 1
                    continue
                }
            }
            if normalizingWhitespace && (byte == 0x09 || byte == 0x0A || byte == 0x0D) {
                // A CRLF pair is one line break, so it normalizes to one space.
                if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
                output.append(0x20)
            } else {
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func replacement(forEntity name: String) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
    }
}
