/// The numbers of an XML property list's `<integer>` and `<real>`, decimal
/// notation only, finite, with whitespace allowed around them.
enum PropertyListXMLNumber {
    static func trimmed(_ text: String) -> Substring {
        let utf8 = text.utf8
        var lower = utf8.startIndex
        var upper = utf8.endIndex
        while lower < upper, PropertyListXMLScanner.isWhitespace(utf8[lower]) { lower = utf8.index(after: lower) }
        while upper > lower, PropertyListXMLScanner.isWhitespace(utf8[utf8.index(before: upper)]) { upper = utf8.index(before: upper) }
        return text[lower..<upper]
    }

    /// Decimal only, with an optional sign; nil past `Int`'s range.
    static func integer(_ text: Substring) -> Int? {
        var digits = text.utf8[...]
        if let first = digits.first, first == XMLByte.plus || first == XMLByte.hyphen { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy(PropertyListXMLScanner.isDigit) else { return nil }
        return Int(text)
    }

    /// Decimal notation (`-1.5`, `.5`, `2e-3`), finite; no `inf`, `nan` or hexadecimal.
    static func real(_ text: Substring) -> Double? {
        var bytes = text.utf8[...]
        if let first = bytes.first, first == XMLByte.plus || first == XMLByte.hyphen { bytes = bytes.dropFirst() }
        let integerDigits = bytes.prefix(while: PropertyListXMLScanner.isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == XMLByte.period {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: PropertyListXMLScanner.isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if let first = bytes.first, first | 0x20 == 0x65 {  // e or E
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == XMLByte.plus || sign == XMLByte.hyphen { bytes = bytes.dropFirst() }
            let exponentDigits = bytes.prefix(while: PropertyListXMLScanner.isDigit).count
            guard exponentDigits > 0 else { return nil }
            bytes = bytes.dropFirst(exponentDigits)
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    static func abbreviated(_ text: Substring) -> String {
        text.unicodeScalars.count > 40 ? String(text.unicodeScalars.prefix(40)) + "…" : String(text)
    }
}
