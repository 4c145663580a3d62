import Foundation
import Testing

@testable import ThemifyModel

/// Swift Testing has a `SourceLocation` too; the tests mean the theme model's.
typealias SourceLocation = ThemifyModel.SourceLocation

func readPlist(_ source: String, path: String = "theme.plist") throws(DiagnosticError) -> ThemeFileNode {
    try PropertyListThemeFileReader.read(Array(source.utf8), path: path)
}

/// The one diagnostic a refused file gives, as `message @ line:column`.
struct ReadFailure: Equatable, CustomStringConvertible {
    var message: String
    var line: Int?
    var column: Int?
    var description: String { "\(message) @ \(line.map(String.init) ?? "-"):\(column.map(String.init) ?? "-")" }
}

func failure(of bytes: [UInt8], path: String = "theme.plist") -> ReadFailure? {
    do {
        _ = try PropertyListThemeFileReader.read(bytes, path: path)
        return nil
    } catch {
        #expect(error.diagnostics.count == 1)
        let diagnostic = error.diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location?.path == path)
        return ReadFailure(message: diagnostic.message, line: diagnostic.location?.line, column: diagnostic.location?.column)
    }
}

func failure(of source: String) -> ReadFailure? { failure(of: Array(source.utf8)) }

/// Wall-clock seconds `body` takes (Date rather than `ContinuousClock`, which older Apple OS versions lack).
func secondsTaken(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

extension ThemeFileNode {
    /// The member called `key`, failing the test if there is none.
    subscript(key: String) -> ThemeFileMember? {
        guard case .dictionary(let members) = content else { return nil }
        return members.first { $0.key == key }
    }

    var items: [ThemeFileNode] {
        if case .array(let items) = content { return items }
        return []
    }

    var line: Int? { location.line }
    var column: Int? { location.column }
}

// MARK: Comparing with Foundation

/// A theme value without positions or order, to compare with what `PropertyListSerialization` decodes.
indirect enum FoundationValue: Equatable, CustomStringConvertible {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case array([FoundationValue])
    case dictionary([String: FoundationValue])

    init(_ node: ThemeFileNode) {
        switch node.content {
        case .string(let value): self = .string(value)
        case .integer(let value): self = .integer(value)
        case .real(let value): self = .real(value)
        case .bool(let value): self = .bool(value)
        case .array(let items): self = .array(items.map(FoundationValue.init))
        case .dictionary(let members):
            var dictionary: [String: FoundationValue] = [:]
            for member in members { dictionary[member.key] = FoundationValue(member.value) }
            self = .dictionary(dictionary)
        }
    }

    /// What Foundation decoded; nil for anything that is not a theme value.
    init?(foundation object: Any) {
        if let string = object as? String {
            self = .string(string)
        } else if let number = object as? NSNumber {
            switch String(cString: number.objCType) {
            case "c": self = .bool(number.boolValue)
            case "d", "f": self = .real(number.doubleValue)
            default: self = .integer(number.intValue)
            }
        } else if let array = object as? [Any] {
            var items: [FoundationValue] = []
            for item in array {
                guard let value = FoundationValue(foundation: item) else { return nil }
                items.append(value)
            }
            self = .array(items)
        } else if let dictionary = object as? [String: Any] {
            var members: [String: FoundationValue] = [:]
            for (key, item) in dictionary {
                guard let value = FoundationValue(foundation: item) else { return nil }
                members[key] = value
            }
            self = .dictionary(members)
        } else {
            return nil
        }
    }

    /// Whole reals as integers, as the binary reader gives them.
    var wholeRealsAsIntegers: FoundationValue {
        switch self {
        case .real(let value) where value == value.rounded() && Int(exactly: value) != nil: .integer(Int(value))
        case .array(let items): .array(items.map(\.wholeRealsAsIntegers))
        case .dictionary(let members): .dictionary(members.mapValues(\.wholeRealsAsIntegers))
        default: self
        }
    }

    var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): "\(value)"
        case .real(let value): "\(value)r"
        case .bool(let value): "\(value)"
        case .array(let items): "[\(items.map(\.description).joined(separator: ", "))]"
        case .dictionary(let members):
            "{\(members.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))}"
        }
    }
}

// MARK: Writing binary plists by hand

/// One object of a hand-built `bplist00` file; references are indices into the object list.
enum BinaryObject {
    case bool(Bool)
    case integer(Int)
    case real(Double)
    /// ASCII only.
    case string(String)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
    /// A marker and payload written as given.
    case raw([UInt8])
}

/// Header, objects, offset table and trailer, written the way CoreFoundation reads them.
func binaryPropertyList(_ objects: [BinaryObject], top: Int = 0) -> [UInt8] {
    let referenceSize = objects.count < 256 ? 1 : objects.count < 65_536 ? 2 : 4
    func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    func marker(_ kind: UInt8, count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        if count < 256 { return [kind << 4 | 0x0F, 0x10] + bigEndian(count, size: 1) }
        if count < 65_536 { return [kind << 4 | 0x0F, 0x11] + bigEndian(count, size: 2) }
        return [kind << 4 | 0x0F, 0x12] + bigEndian(count, size: 4)
    }
    var file = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
        offsets.append(file.count)
        switch object {
        case .bool(let value):
            file.append(value ? 0x09 : 0x08)
        case .integer(let value):
            file += [0x13] + bigEndian(value, size: 8)
        case .real(let value):
            file += [0x23] + bigEndian(Int(truncatingIfNeeded: value.bitPattern), size: 8)
        case .string(let value):
            file += marker(0x5, count: value.utf8.count) + Array(value.utf8)
        case .array(let references):
            file += marker(0xA, count: references.count)
            for reference in references { file += bigEndian(reference, size: referenceSize) }
        case .dictionary(let keys, let values):
            file += marker(0xD, count: keys.count)
            for reference in keys + values { file += bigEndian(reference, size: referenceSize) }
        case .raw(let bytes):
            file += bytes
        }
    }
    let tableOffset = file.count
    let offsetSize = tableOffset < 256 ? 1 : tableOffset < 65_536 ? 2 : 4
    for offset in offsets { file += bigEndian(offset, size: offsetSize) }
    file += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
    file += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(tableOffset, size: 8)
    return file
}

// MARK: Real theme files

/// Every `.plist` under the sample themes and the CLI fixtures of the themify checkout this test
/// sits in (or beside, for the scratch package).
func realThemeFiles(sourceFile: String = #filePath) -> [URL] {
    let fileManager = FileManager.default
    var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    while directory.path != "/" {
        for root in [directory, directory.appendingPathComponent("main")]
        where fileManager.fileExists(atPath: root.appendingPathComponent("SampleLayouts/Themes").path) {
            var files: [URL] = []
            for folder in ["SampleLayouts/Themes", "Tests/ThemifyCLITests/Fixtures"] {
                let enumerator = fileManager.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
                while let url = enumerator?.nextObject() as? URL {
                    if url.pathExtension == "plist" { files.append(url) }
                }
            }
            return files.sorted { $0.path < $1.path }
        }
        directory.deleteLastPathComponent()
    }
    return []
}
