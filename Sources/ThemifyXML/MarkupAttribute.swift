#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// Twenty bytes each rather than forty-eight (a large layout has millions): the span ends at the
/// value's closing quote, and libxml2 refuses names longer than 50,000 bytes and values longer
/// than 10 MB before themify records an attribute.
struct RawAttribute {
    private let spanStart: UInt32
    private let nameStart: UInt32
    private let valueStart: UInt32
    private let valueLength: UInt32
    private let storedNameLength: UInt16
    /// Whether the value holds a byte decoding replaces (`MarkupEscaping.changesWhenDecoded`),
    /// noted by whoever read the value anyway: most values hold none, and then the value is its
    /// bytes, compared and copied without another look at them.
    let valueChangesWhenDecoded: Bool

    init(name: Range<Int>, value: Range<Int>, span: Range<Int>, valueChangesWhenDecoded: Bool) {
        precondition(
            span.upperBound == value.upperBound + 1 && name.count <= Int(UInt16.max), "an attribute span ends at its value's closing quote")
        spanStart = UInt32(truncatingIfNeeded: span.lowerBound)
        nameStart = UInt32(truncatingIfNeeded: name.lowerBound)
        valueStart = UInt32(truncatingIfNeeded: value.lowerBound)
        valueLength = UInt32(truncatingIfNeeded: value.count)
        storedNameLength = UInt16(truncatingIfNeeded: name.count)
        self.valueChangesWhenDecoded = valueChangesWhenDecoded
    }

    var name: Range<Int> { Int(nameStart)..<(Int(nameStart) + Int(storedNameLength)) }
    var nameLength: Int { Int(storedNameLength) }
    var value: Range<Int> { Int(valueStart)..<(Int(valueStart) + Int(valueLength)) }
    /// From the whitespace before the name through the closing quote.
    var span: Range<Int> { Int(spanStart)..<(value.upperBound + 1) }

    func decoded(in bytes: [UInt8]) -> MarkupAttribute {
        bytes.withUnsafeBufferPointer { bytes in
            MarkupAttribute(
                name: String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self), value: decodedValue(in: bytes),
                sourceSpan: span, valueSpan: value)
        }
    }

    /// The value as XML reads it (entities replaced, whitespace normalized).
    func decodedValue(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[value])
        return valueChangesWhenDecoded ? MarkupEscaping.decode(raw, normalizingWhitespace: true) : String(decoding: raw, as: UTF8.self)
    }

    /// Whether `bytes[range]` holds exactly `text`'s UTF-8, compared with `memcmp`: the generic
    /// `elementsEqual` over a slice and a string's code units was a tenth of a theming run.
    static func equal(_ bytes: [UInt8], _ range: Range<Int>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == range.count else { return false }
            guard let target = utf8.baseAddress else { return true }
            return bytes.withUnsafeBufferPointer { memcmp($0.baseAddress! + range.lowerBound, target, range.count) == 0 }
        }
    }
}
