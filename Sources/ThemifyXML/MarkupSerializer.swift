/// Writes an edited document: original bytes wherever nothing changed, Xcode's forms elsewhere.
struct MarkupSerializer {
    /// An indentation: a run of the source's own bytes and, after it, a number of the
    /// document's indent steps. Every indentation the serializer uses is one found in the file
    /// or one made from such by adding steps, so none needs an array of its own.
    private struct Indent {
        var source: Range<Int>
        var steps: Int

        static let none = Indent(source: 0..<0, steps: 0)

        func deeper() -> Indent { Indent(source: source, steps: steps + 1) }
    }

    private let buffer: SourceBuffer
    private let indentUnit: [UInt8]
    /// The file's own line break: a layout checked out with CRLF line endings keeps them on
    /// the lines themify adds.
    private let newline: [UInt8]
    private var output: [UInt8] = []
    /// The source bytes, open for the whole of `serialize`: every untouched run is copied from
    /// here with one `memcpy`, where copying array slices cost several times the bytes.
    private var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    init(buffer: SourceBuffer) {
        self.buffer = buffer
        self.indentUnit = Self.detectIndentUnit(buffer)
        let bytes = buffer.bytes
        let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))
        self.newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? [0x0D, 0x0A] : [0x0A]
    }

    consuming func serialize(_ root: MarkupElement) -> [UInt8] {
        guard let source = root.source else { return buffer.bytes }
        buffer.bytes.withUnsafeBufferPointer { bytes in
            self.bytes = bytes
            // Edits mostly lengthen a layout, a little: room for an eighth more spares copying
            // the whole output again as it grows.
            output.reserveCapacity(bytes.count + bytes.count / 8 + 4096)
            appendSource(0..<source.startTag.lowerBound)
            write(root, indent: indentation(before: source.startTag.lowerBound).map { Indent(source: $0, steps: 0) } ?? .none)
            appendSource(source.end..<bytes.count)
            self.bytes = UnsafeBufferPointer(start: nil, count: 0)
        }
        return output
    }

    private mutating func write(_ element: MarkupElement, indent: Indent) {
        guard let source = element.source else { return writeNew(element, indent: indent) }
        guard element.isEdited else {
            appendSource(source.whole)
            return
        }
        let hadChildren = source.lastChildEnd != source.content.lowerBound

        if element.children.isEmpty {
            if source.isSelfClosing || hadChildren {
                // Every child removed: the empty form Xcode writes.
                writeStartTag(element, source: source, selfClosing: true)
            } else {
                writeStartTag(element, source: source, selfClosing: false)
                appendSource(source.content)
                appendEndTag(of: element, source: source)
            }
        } else if hadChildren {
            writeStartTag(element, source: source, selfClosing: false)
            writeChildren(of: element, indent: indent)
            appendSource(source.lastChildEnd..<source.content.upperBound)
            appendEndTag(of: element, source: source)
        } else {
            // The first children of an element that had none go on lines of their own.
            writeStartTag(element, source: source, selfClosing: false)
            writeChildrenOnOwnLines(element, indent: indent)
            appendEndTag(of: element, source: source)
        }
    }

    /// The element's end tag as read, or the one Xcode writes for an element that had none.
    private mutating func appendEndTag(of element: MarkupElement, source: ElementSource) {
        if source.isSelfClosing {
            appendEndTag(element.name)
        } else {
            appendSource(source.content.upperBound..<source.end)
        }
    }

    private mutating func writeChildren(of element: MarkupElement, indent: Indent) {
        // Worked out only for a child that needs it: most children of an edited element are
        // untouched, and their bytes (whitespace before them included) are copied in one go.
        var foundSiblingIndent: Indent?
        func siblingIndent() -> Indent {
            if let foundSiblingIndent { return foundSiblingIndent }
            var result = indent.deeper()
            for child in element.children {
                if let source = child.source, let found = indentation(before: source.startTag.lowerBound) {
                    result = Indent(source: found, steps: 0)
                    break
                }
            }
            foundSiblingIndent = result
            return result
        }
        for child in element.children {
            if let childSource = child.source {
                if !child.isEdited {
                    appendSource(childSource.leadingGapStart..<childSource.end)
                    continue
                }
                appendSource(childSource.leadingGap)
                let childIndent =
                    indentation(before: childSource.startTag.lowerBound).map { Indent(source: $0, steps: 0) } ?? siblingIndent()
                write(child, indent: childIndent)
            } else if let gap = child.inheritedGap {
                appendSource(gap)
                let childIndent = indentation(before: gap.upperBound).map { Indent(source: $0, steps: 0) } ?? siblingIndent()
                write(child, indent: childIndent)
            } else {
                let indent = siblingIndent()
                append(newline)
                append(indent)
                write(child, indent: indent)
            }
        }
    }

    private mutating func writeStartTag(_ element: MarkupElement, source: ElementSource, selfClosing: Bool) {
        guard element.attributesEdited || selfClosing != source.isSelfClosing else {
            appendSource(source.startTag)
            return
        }
        appendSource(source.startTag.lowerBound..<source.nameEnd)
        for attribute in element.attributes {
            switch (attribute.sourceSpan, attribute.valueSpan) {
            case let (span?, value?) where attribute.isValueEdited:
                appendSource(span.lowerBound..<value.lowerBound)
                appendEscapedAttributeValue(attribute.value)
                appendSource(value.upperBound..<span.upperBound)
            case let (span?, _):
                appendSource(span)
            default:
                appendNewAttribute(attribute)
            }
        }
        // The tag's tail (`>`, `/>`, ` />`), changed to the other form where the element's
        // changes.
        var tail = source.attributesEnd..<source.startTag.upperBound
        if selfClosing && !source.isSelfClosing {
            appendSource(tail.lowerBound..<(tail.upperBound - 1))
            output.append(UInt8(ascii: "/"))
            output.append(UInt8(ascii: ">"))
        } else if !selfClosing && source.isSelfClosing {
            tail = tail.lowerBound..<(tail.upperBound - 2)
            while !tail.isEmpty, bytes[tail.upperBound - 1] == 0x20 || bytes[tail.upperBound - 1] == 0x09 {
                tail = tail.lowerBound..<(tail.upperBound - 1)
            }
            appendSource(tail)
            output.append(UInt8(ascii: ">"))
        } else {
            appendSource(tail)
        }
    }

    /// An added element, in the form Xcode writes: attributes in order, double quotes,
    /// self-closing when empty, children one per line one indent deeper.
    private mutating func writeNew(_ element: MarkupElement, indent: Indent) {
        output.append(UInt8(ascii: "<"))
        append(element.name)
        for attribute in element.attributes { appendNewAttribute(attribute) }
        if element.children.isEmpty {
            if let text = element.text, !text.isEmpty {
                output.append(UInt8(ascii: ">"))
                append(MarkupEscaping.escapeText(text))
                appendEndTag(element.name)
            } else {
                output.append(UInt8(ascii: "/"))
                output.append(UInt8(ascii: ">"))
            }
            return
        }
        output.append(UInt8(ascii: ">"))
        writeChildrenOnOwnLines(element, indent: indent)
        appendEndTag(element.name)
    }

    /// Each child on a line of its own, one indent deeper, then the line the end tag goes on.
    private mutating func writeChildrenOnOwnLines(_ element: MarkupElement, indent: Indent) {
        let childIndent = indent.deeper()
        for child in element.children {
            append(newline)
            append(childIndent)
            write(child, indent: childIndent)
        }
        append(newline)
        append(indent)
    }

    /// ` name="value"`, as Xcode writes an attribute.
    private mutating func appendNewAttribute(_ attribute: MarkupAttribute) {
        output.append(UInt8(ascii: " "))
        append(attribute.name)
        output.append(UInt8(ascii: "="))
        output.append(UInt8(ascii: "\""))
        appendEscapedAttributeValue(attribute.value)
        output.append(UInt8(ascii: "\""))
    }

    private mutating func appendEndTag(_ name: String) {
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        append(name)
        output.append(UInt8(ascii: ">"))
    }

    /// Most values need no escaping; those go straight through.
    private mutating func appendEscapedAttributeValue(_ value: String) {
        // Over the string's contiguous UTF-8: iterating `utf8` byte by byte cost more than the
        // copy itself.
        var contiguous = value
        let needsEscaping = contiguous.withUTF8 { utf8 in
            guard utf8.contains(where: MarkupEscaping.needsEscapingInAttribute) else {
                output.append(contentsOf: utf8)
                return false
            }
            return true
        }
        if needsEscaping { append(MarkupEscaping.escapeAttributeValue(value)) }
    }

    // MARK: Bytes

    private mutating func appendSource(_ range: Range<Int>) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { output.append(contentsOf: $0) }
    }

    private mutating func append(_ literal: [UInt8]) {
        literal.withUnsafeBufferPointer { output.append(contentsOf: $0) }
    }

    private mutating func append(_ indent: Indent) {
        appendSource(indent.source)
        for _ in 0..<indent.steps { append(indentUnit) }
    }

    /// The run of spaces and tabs before `offset` on its line, when nothing else precedes it
    /// there; nil when the offset does not start its line's content.
    private func indentation(before offset: Int) -> Range<Int>? {
        var index = offset
        while index > 0 {
            let byte = bytes[index - 1]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return nil }
            index -= 1
        }
        return index..<offset
    }

    /// The document's own indentation step: the root's first child's indentation less the
    /// root's (four spaces in document-format files, a tab in `<archive>` files).
    private static func detectIndentUnit(_ buffer: SourceBuffer) -> [UInt8] {
        let bytes = buffer.bytes
        guard let rootStart = bytes.firstIndex(where: { $0 == UInt8(ascii: "<") }) else { return Array("    ".utf8) }
        var index = rootStart
        // Skip the XML declaration, comments and the doctype: the first line that starts with an
        // indented `<` after an unindented one gives the step.
        var previousIndent: Int?
        var lineStart = 0
        while index < bytes.count {
            lineStart = index
            var cursor = index
            while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor += 1 }
            let indentLength = cursor - lineStart
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
                if let previous = previousIndent, indentLength > previous {
                    return Array(bytes[(lineStart + previous)..<cursor])
                }
                previousIndent = indentLength
            }
            guard let newline = bytes[cursor...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            index = newline + 1
        }
        return Array("    ".utf8)
    }
}
