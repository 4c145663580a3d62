import Foundation

/// A whole command line and the files it runs on, decoded from arbitrary bytes, so the fuzzer
/// drives the CLI with hostile argument vectors and hostile file names and contents.
///
/// Fields are separated by NUL: the first holds the arguments, separated by U+0001; then
/// alternating file names and contents. Names that would leave the sandbox (absolute, `..`)
/// are dropped, and so are arguments that would, so a generated run writes only inside it.
package struct CommandLineScenario {
    package var arguments: [String]
    package var files: [(name: String, contents: [UInt8])]

    package init(arguments: [String], files: [(name: String, contents: [UInt8])]) {
        self.arguments = arguments
        self.files = files
    }

    package init(decoding bytes: [UInt8]) {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false)
        let first = fields.first.map { Array($0) } ?? []
        arguments = first.split(separator: 1, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
            .filter(Self.staysInside)
        files = []
        var index = 1
        while index + 1 < fields.count {
            let name = String(decoding: fields[index], as: UTF8.self)
            if Self.staysInside(name), Self.fitsTheFileSystem(name), !name.hasSuffix("/") { files.append((name, Array(fields[index + 1]))) }
            index += 2
        }
    }

    /// The bytes that decode to this scenario: how seeds are written.
    package var encoded: [UInt8] {
        var bytes = Array(arguments.joined(separator: "\u{1}").utf8)
        for file in files { bytes += [0] + Array(file.name.utf8) + [0] + file.contents }
        return bytes
    }

    /// Names the file system can hold (components of at most 255 bytes, 1 KB in all):
    /// Foundation traps on longer paths on Linux, and no file could have such a name anyway.
    private static func fitsTheFileSystem(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 1024 && name.split(separator: "/").allSatisfy { $0.utf8.count <= 255 && $0 != "." }
    }

    private static func staysInside(_ text: String) -> Bool {
        !text.hasPrefix("/") && !text.contains("..") && !text.contains("=/") && !text.hasPrefix("~")
    }
}
