/// Writes an edited document: original bytes wherever nothing changed, Xcode's forms elsewhere.
struct MarkupSerializer {
    private let buffer: SourceBuffer
    private let indentUnit: [UInt8]
    /// The file's own line break: a layout checked out with CRLF line endings keeps them on
    /// the lines themify adds.
    private let newline: [UInt8]
    private var output: [UInt8] = []

    init(buffer: SourceBuffer) {
        self.buffer = buffer
        self.indentUnit = Self.detectIndentUnit(buffer)
        let bytes = buffer.bytes
        let firstBreak = bytes.firstIndex(of: UInt8(ascii: "\n"))
        self.newline = firstBreak.map { $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\r") } == true ? [0x0D, 0x0A] : [0x0A]
    }

    consuming func serialize(_ root: MarkupElement) -> [UInt8] {
        let bytes = buffer.bytes
        guard let source = root.source else { return bytes }
        output.reserveCapacity(bytes.count + 1024)
        output.append(contentsOf: bytes[..<source.startTag.lowerBound])
        write(root, indent: indentation(of: root, fallback: []))
        output.append(contentsOf: bytes[source.end...])
        return output
    }

    private mutating func write(_ element: MarkupElement, indent: [UInt8]) {
        guard let source = element.source else { return writeNew(element, indent: indent) }
        let bytes = buffer.bytes
        guard element.isEdited else {
            output.append(contentsOf: bytes[source.whole])
            return
        }
        let hadChildren = source.lastChildEnd != source.content.lowerBound
        let endTag = source.isSelfClosing ? Array("</\(element.name)>".utf8) : Array(bytes[source.content.upperBound..<source.end])

        if element.children.isEmpty {
            if source.isSelfClosing || hadChildren {
                // Every child removed: the empty form Xcode writes.
                writeStartTag(element, source: source, selfClosing: true)
            } else {
                writeStartTag(element, source: source, selfClosing: false)
                output.append(contentsOf: bytes[source.content])
                output.append(contentsOf: endTag)
            }
        } else if hadChildren {
            writeStartTag(element, source: source, selfClosing: false)
            writeChildren(of: element, indent: indent)
            output.append(contentsOf: bytes[source.lastChildEnd..<source.content.upperBound])
            output.append(contentsOf: endTag)
        } else {
            // The first children of an element that had none go on lines of their own.
            writeStartTag(element, source: source, selfClosing: false)
            writeChildrenOnOwnLines(element, indent: indent)
            output.append(contentsOf: endTag)
        }
    }

    private mutating func writeChildren(of element: MarkupElement, indent: [UInt8]) {
        let bytes = buffer.bytes
        // Worked out only for a child that needs it: most children of an edited element are
        // untouched, and their bytes (whitespace before them included) are copied in one go.
        var foundSiblingIndent: [UInt8]?
        func siblingIndent() -> [UInt8] {
            if let foundSiblingIndent { return foundSiblingIndent }
            var result = indent + indentUnit
            for child in element.children {
                if let source = child.source, let found = buffer.indentation(before: source.startTag.lowerBound) {
                    result = Array(found)
                    break
                }
            }
            foundSiblingIndent = result
            return result
        }
        for child in element.children {
            if let childSource = child.source {
                if !child.isEdited {
                    output.append(contentsOf: bytes[childSource.leadingGapStart..<childSource.end])
                    continue
                }
                output.append(contentsOf: bytes[childSource.leadingGap])
                let childIndent = buffer.indentation(before: childSource.startTag.lowerBound).map(Array.init) ?? siblingIndent()
                write(child, indent: childIndent)
            } else if let gap = child.inheritedGap {
                output.append(contentsOf: bytes[gap])
                let childIndent = buffer.indentation(before: gap.upperBound).map(Array.init) ?? siblingIndent()
                write(child, indent: childIndent)
            } else {
                let indent = siblingIndent()
                output.append(contentsOf: newline)
                output.append(contentsOf: indent)
                write(child, indent: indent)
            }
        }
    }

    private mutating func writeStartTag(_ element: MarkupElement, source: ElementSource, selfClosing: Bool) {
        let bytes = buffer.bytes
        guard element.attributesEdited || selfClosing != source.isSelfClosing else {
            output.append(contentsOf: bytes[source.startTag])
            return
        }
        output.append(contentsOf: bytes[source.startTag.lowerBound..<source.nameEnd])
        for attribute in element.attributes {
            switch (attribute.sourceSpan, attribute.valueSpan) {
            case let (span?, value?) where attribute.isValueEdited:
                output.append(contentsOf: bytes[span.lowerBound..<value.lowerBound])
                appendEscapedAttributeValue(attribute.value)
                output.append(contentsOf: bytes[value.upperBound..<span.upperBound])
            case let (span?, _):
                output.append(contentsOf: bytes[span])
            default:
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: attribute.name.utf8)
                output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
                appendEscapedAttributeValue(attribute.value)
                output.append(UInt8(ascii: "\""))
            }
        }
        var tail = Array(bytes[source.attributesEnd..<source.startTag.upperBound])
        if selfClosing && !source.isSelfClosing {
            tail.removeLast()
            tail.append(contentsOf: Array("/>".utf8))
        } else if !selfClosing && source.isSelfClosing {
            tail.removeLast(2)
            while let last = tail.last, last == 0x20 || last == 0x09 { tail.removeLast() }
            tail.append(UInt8(ascii: ">"))
        }
        output.append(contentsOf: tail)
    }

    /// An added element, in the form Xcode writes: attributes in order, double quotes,
    /// self-closing when empty, children one per line one indent deeper.
    private mutating func writeNew(_ element: MarkupElement, indent: [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: element.name.utf8)
        for attribute in element.attributes {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.name.utf8)
            output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "\"")])
            appendEscapedAttributeValue(attribute.value)
            output.append(UInt8(ascii: "\""))
        }
        if element.children.isEmpty {
            if let text = element.text, !text.isEmpty {
                output.append(UInt8(ascii: ">"))
                output.append(contentsOf: MarkupEscaping.escapeText(text).utf8)
                appendEndTag(element.name)
            } else {
                output.append(contentsOf: [UInt8(ascii: "/"), UInt8(ascii: ">")])
            }
            return
        }
        output.append(UInt8(ascii: ">"))
        writeChildrenOnOwnLines(element, indent: indent)
        appendEndTag(element.name)
    }

    /// Each child on a line of its own, one indent deeper, then the line the end tag goes on.
    private mutating func writeChildrenOnOwnLines(_ element: MarkupElement, indent: [UInt8]) {
        let childIndent = indent + indentUnit
        for child in element.children {
            output.append(contentsOf: newline)
            output.append(contentsOf: childIndent)
            write(child, indent: childIndent)
        }
        output.append(contentsOf: newline)
        output.append(contentsOf: indent)
    }

    private mutating func appendEndTag(_ name: String) {
        output.append(contentsOf: [UInt8(ascii: "<"), UInt8(ascii: "/")])
        output.append(contentsOf: name.utf8)
        output.append(UInt8(ascii: ">"))
    }

    /// Most values need no escaping; those go straight through.
    private mutating func appendEscapedAttributeValue(_ value: String) {
        // Over the string's contiguous UTF-8: iterating `utf8` byte by byte cost more than the
        // copy itself.
        var value = value
        let needsEscaping = value.withUTF8 { $0.contains(where: MarkupEscaping.needsEscapingInAttribute) }
        if needsEscaping {
            output.append(contentsOf: MarkupEscaping.escapeAttributeValue(value).utf8)
        } else {
            value.withUTF8 { output.append(contentsOf: $0) }
        }
    }

    private func indentation(of element: MarkupElement, fallback: [UInt8]) -> [UInt8] {
        guard let source = element.source, let indent = buffer.indentation(before: source.startTag.lowerBound) else { return fallback }
        return Array(indent)
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
