import Foundation
import Testing

/// The command line is a thin shell over the engine: it parses its own options and prints what
/// `VariantBuild` and the other engine types return. A CLI file that grows past a screenful is
/// where engine logic starts creeping back in, so the limit is checked rather than hoped for.
@Suite struct CommandLineShapeTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    static func lineCounts(in module: String) throws -> [(file: String, lines: Int)] {
        let folder = sources.appendingPathComponent(module)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.map { file in
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            return (file, text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0))
        }
    }

    @Test func noCommandLineFileIsLongerThan150Lines() throws {
        let counts = try Self.lineCounts(in: "ThemifyCLI")
        #expect(counts.count > 10)
        for (file, lines) in counts {
            #expect(lines <= 150, "Sources/ThemifyCLI/\(file) has \(lines) lines; move what is not parsing or printing into the engine")
        }
    }

    @Test func theExecutableIsAFewLines() throws {
        let counts = try Self.lineCounts(in: "themify")
        #expect(counts.map(\.file) == ["main.swift"])
        #expect(counts.allSatisfy { $0.lines <= 10 }, "\(counts)")
    }
}
