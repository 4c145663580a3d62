/// One attribute of an element, with the bytes it came from so that an untouched attribute is
/// written back exactly as it was read (quote style, entity forms, even a raw `>`).
package struct MarkupAttribute: Sendable, Equatable {
    package let name: String
    /// The decoded value (`&amp;` read as `&`).
    package internal(set) var value: String

    /// Where the attribute stood in the source, from the whitespace before its name through its
    /// closing quote; nil for an attribute added by an edit.
    let sourceSpan: Range<Int>?
    /// The bytes between the quotes in the source.
    let valueSpan: Range<Int>?
    var isValueEdited = false

    init(name: String, value: String, sourceSpan: Range<Int>?, valueSpan: Range<Int>?) {
        self.name = name
        self.value = value
        self.sourceSpan = sourceSpan
        self.valueSpan = valueSpan
    }

    package init(_ name: String, _ value: String) {
        self.init(name: name, value: value, sourceSpan: nil, valueSpan: nil)
    }
}

/// An attribute as read, by byte ranges only: most attributes are never asked for, so their
/// strings are made the first time something reads them.
struct RawAttribute {
    let name: Range<Int>
    let value: Range<Int>
    /// From the whitespace before the name through the closing quote.
    let span: Range<Int>

    func decoded(in bytes: [UInt8]) -> MarkupAttribute {
        MarkupAttribute(
            name: String(decoding: bytes[name], as: UTF8.self),
            value: MarkupEscaping.decode(bytes[value], normalizingWhitespace: true),
            sourceSpan: span, valueSpan: value
        )
    }

    func hasName(_ candidate: String, in bytes: [UInt8]) -> Bool {
        bytes[name].elementsEqual(candidate.utf8)
    }
}
