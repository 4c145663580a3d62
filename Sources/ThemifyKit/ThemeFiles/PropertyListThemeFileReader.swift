import Foundation
import ThemifyXML

/// Reads property-list theme files: XML plists with positions, binary plists without.
///
/// XML plists are read with themify's own XML layer rather than `PropertyListSerialization` so
/// that every key keeps its line, and a broken plist is reported at the line that breaks it.
public enum PropertyListThemeFileReader {
    public static func read(_ bytes: [UInt8]) throws(ThemeFileSyntaxError) -> ThemeFileNode {
        if bytes.starts(with: Array("bplist".utf8)) { return try readBinary(bytes) }
        let document: MarkupDocument
        do {
            document = try MarkupDocument(bytes: bytes)
        } catch {
            let problem = error.problems[0]
            throw ThemeFileSyntaxError(problem.message, line: problem.position.line, column: problem.position.column)
        }
        let root = document.root
        guard root.name == "plist" else {
            throw syntaxError("expected a <plist> root element, found <\(root.name)>", at: root)
        }
        guard root.children.count == 1 else {
            throw syntaxError("a <plist> holds exactly one value", at: root)
        }
        return try node(root.children[0], depth: 0)
    }

    private static func node(_ element: MarkupElement, depth: Int) throws(ThemeFileSyntaxError) -> ThemeFileNode {
        guard depth < JSONThemeFileReader.maximumDepth else {
            throw syntaxError("nesting is deeper than \(JSONThemeFileReader.maximumDepth) levels", at: element)
        }
        let line = element.position?.line ?? 0, column = element.position?.column ?? 0
        let content: ThemeFileNode.Content
        switch element.name {
        case "string":
            content = .string(element.text ?? "")
        case "integer":
            guard let value = Int(text(of: element)) else { throw syntaxError("'\(text(of: element))' is not an integer", at: element) }
            content = .integer(value)
        case "real":
            guard let value = Double(text(of: element)), value.isFinite else { throw syntaxError("'\(text(of: element))' is not a number", at: element) }
            content = .real(value)
        case "true":
            content = .bool(true)
        case "false":
            content = .bool(false)
        case "array":
            var items: [ThemeFileNode] = []
            for child in element.children { items.append(try node(child, depth: depth + 1)) }
            content = .array(items)
        case "dict":
            content = .dictionary(try members(of: element, depth: depth))
        case "date", "data":
            throw syntaxError("<\(element.name)> is not a theme value; use a string", at: element)
        default:
            throw syntaxError("unknown property-list element <\(element.name)>", at: element)
        }
        return ThemeFileNode(content, line: line, column: column)
    }

    private static func members(of dictionary: MarkupElement, depth: Int) throws(ThemeFileSyntaxError) -> [ThemeFileMember] {
        var members: [ThemeFileMember] = []
        var firstLines: [String: Int] = [:]
        var index = 0
        let children = dictionary.children
        while index < children.count {
            let keyElement = children[index]
            guard keyElement.name == "key" else {
                throw syntaxError("expected <key> in <dict>, found <\(keyElement.name)>", at: keyElement)
            }
            let key = keyElement.text ?? ""
            guard index + 1 < children.count else {
                throw syntaxError("key '\(key)' has no value", at: keyElement)
            }
            let keyLine = keyElement.position?.line ?? 0
            if let first = firstLines[key] {
                throw syntaxError("duplicate key '\(key)' (first at line \(first))", at: keyElement)
            }
            firstLines[key] = keyLine
            let value = try node(children[index + 1], depth: depth + 1)
            members.append(ThemeFileMember(key: key, keyLine: keyLine, keyColumn: keyElement.position?.column ?? 0, value: value))
            index += 2
        }
        return members
    }

    private static func text(of element: MarkupElement) -> String {
        (element.text ?? "").trimmingWhitespace()
    }

    private static func syntaxError(_ message: String, at element: MarkupElement) -> ThemeFileSyntaxError {
        ThemeFileSyntaxError(message, line: element.position?.line ?? 0, column: element.position?.column ?? 0)
    }

    private static func readBinary(_ bytes: [UInt8]) throws(ThemeFileSyntaxError) -> ThemeFileNode {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw ThemeFileSyntaxError("not a readable binary property list", line: 0, column: 0)
        }
        return try convert(object, depth: 0)
    }

    private static func convert(_ object: Any, depth: Int) throws(ThemeFileSyntaxError) -> ThemeFileNode {
        guard depth < JSONThemeFileReader.maximumDepth else {
            throw ThemeFileSyntaxError("nesting is deeper than \(JSONThemeFileReader.maximumDepth) levels", line: 0, column: 0)
        }
        switch object {
        case let string as String:
            return ThemeFileNode(.string(string))
        case let number as NSNumber:
            // Booleans arrive as NSNumbers too; their Objective-C type is `c` (char).
            if String(cString: number.objCType) == "c" { return ThemeFileNode(.bool(number.boolValue)) }
            let double = number.doubleValue
            if double == double.rounded(), let integer = Int(exactly: double) { return ThemeFileNode(.integer(integer)) }
            return ThemeFileNode(.real(double))
        case let array as [Any]:
            var items: [ThemeFileNode] = []
            for item in array { items.append(try convert(item, depth: depth + 1)) }
            return ThemeFileNode(.array(items))
        case let dictionary as [String: Any]:
            var members: [ThemeFileMember] = []
            // Binary plists keep no order that survives Foundation; sort for stable output.
            for key in dictionary.keys.sorted() {
                members.append(ThemeFileMember(key: key, value: try convert(dictionary[key]!, depth: depth + 1)))
            }
            return ThemeFileNode(.dictionary(members))
        default:
            throw ThemeFileSyntaxError("binary property list holds a value that is not a theme value", line: 0, column: 0)
        }
    }
}
