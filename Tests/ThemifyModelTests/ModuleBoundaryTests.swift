import Foundation
import Testing

/// The app links the model alone: it must build with Foundation and nothing else — no libxml2,
/// no XML layer, no command-line machinery — on iOS, tvOS, macOS and Linux. (ThemifySourceLines,
/// which turns offsets into lines and columns, is allowed: it imports nothing at all.)
@Suite struct ModuleBoundaryTests {
    @Test func theModelImportsFoundationOnly() throws {
        let lines = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ThemifySourceLines")
        for file in try FileManager.default.contentsOfDirectory(atPath: lines.path) {
            let text = try String(contentsOf: lines.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.split(separator: "\n").contains { $0.hasPrefix("import ") }, "\(file) imports nothing")
        }
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/ThemifyModel")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.contains(" import ") && line.hasPrefix("@") {
                #expect(line == "import Foundation" || line == "import ThemifySourceLines", "\(file): \(line)")
            }
        }
    }
}
