import Foundation
import Testing

/// Every Swift snippet of README.md and docs/*.md compiles against ThemifyRuntime as an app
/// would use it — `import ThemifyRuntime` alone, the keys `themify codegen` writes for the
/// sample themes, and on Linux the UIKit shim standing in for UIKit — so the documentation cannot
/// drift from the API. The snippets are read from the files each run; nothing is copied.
@Suite struct DocumentationSnippetTests {
    /// A fenced ```swift block and where it starts.
    struct Snippet: CustomStringConvertible {
        let file: String
        let line: Int
        let code: String
        /// The `<!-- snippet: KIND -->` mark on the line before the fence, if any: `standalone` is
        /// compiled without the generated keys (it shows generated code itself), `manifest` is
        /// part of a `Package(...)` call, compiled against PackageDescription.
        let mark: String?
        var description: String { "\(file):\(line)" }
    }

    static let documents: [URL] = {
        let root = Fixtures.packageRoot
        let docs = root.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return [root.appendingPathComponent("README.md")] + pages.map { docs.appendingPathComponent($0) }
    }()

    static func snippets(in document: URL) throws -> [Snippet] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var found: [Snippet] = []
        var index = 0
        while index < lines.count {
            let fence = lines[index].trimmingCharacters(in: .whitespaces)
            guard fence == "```swift" else {
                index += 1
                continue
            }
            let indentation = lines[index].prefix { $0 == " " }.count
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            let mark = previous.hasPrefix("<!-- snippet: ") && previous.hasSuffix(" -->") ? String(previous.dropFirst(14).dropLast(4)) : nil
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(String(lines[end].dropFirst(min(indentation, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            found.append(Snippet(file: document.lastPathComponent, line: index + 2, code: body.joined(separator: "\n"), mark: mark))
            index = end + 1
        }
        return found
    }

    /// What the snippets may assume an app has at hand, as parameters of the function a
    /// statement snippet is compiled in.
    static let context = "window: UIWindow, applicationSupport: URL, manager: ThemeManager, tableView: UITableView"

    /// The snippet as a Swift file: declarations at the top level, statements in an async
    /// throwing function on the main actor (where app code that touches UIKit runs).
    static func source(of snippet: Snippet, number: Int) -> String {
        // `import UIKit` is what an app writes; ThemifyRuntime re-exports UIKit, and on Linux the
        // shim in its place, which cannot be imported by UIKit's name.
        let code = snippet.code.components(separatedBy: "\n").filter {
            $0.trimmingCharacters(in: .whitespaces) != "import UIKit" && $0.trimmingCharacters(in: .whitespaces) != "import ThemifyRuntime"
        }.joined(separator: "\n")
        let declarationStarts = ["extension ", "final class ", "class ", "struct ", "enum ", "@MainActor", "func ", "protocol "]
        let firstCode =
            code.components(separatedBy: "\n").first { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }?.trimmingCharacters(in: .whitespaces) ?? ""
        let header = "// \(snippet.description)\nimport ThemifyRuntime\n"
        if declarationStarts.contains(where: firstCode.hasPrefix) {
            return header + code + "\n"
        }
        return header + "@MainActor func snippet\(number)(\(context)) async throws {\n" + code + "\n}\n"
    }

    @Test func everySnippetCompilesWithOneImport() throws {
        let snippets = try Self.documents.flatMap(Self.snippets(in:))
        #expect(snippets.count >= 4, "README and docs/ show ThemifyRuntime in Swift")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        // The typed keys of the sample themes, as an app's build phase writes them (the golden
        // file CodegenCommandTests keeps equal to `themify codegen`'s output).
        let keys = folder.appendingPathComponent("ThemeKeys.swift")
        try FileManager.default.copyItem(at: Fixtures.folder.appendingPathComponent("Golden/SampleThemeKeys.swift.txt"), to: keys)

        for (number, snippet) in snippets.enumerated() {
            let file = folder.appendingPathComponent("Snippet\(number).swift")
            let outcome: SwiftCompiler.Outcome?
            switch snippet.mark {
            case "manifest":
                try "// \(snippet)\nimport PackageDescription\nlet package = Package(\n    name: \"App\",\n\(snippet.code)\n)\n".write(
                    to: file, atomically: true, encoding: .utf8)
                outcome = try SwiftCompiler.typecheckManifest(file)
            case "standalone", nil:
                try Self.source(of: snippet, number: number).write(to: file, atomically: true, encoding: .utf8)
                outcome = try SwiftCompiler.typecheck(snippet.mark == "standalone" ? [file] : [file, keys])
            case let other?:
                Issue.record("\(snippet): unknown snippet mark '\(other)' (standalone or manifest)")
                continue
            }
            let compiled = try #require(outcome, "swiftc and the built modules are at hand")
            #expect(compiled.status == 0, "the snippet at \(snippet) does not compile:\n\(compiled.output)")
        }
    }
}
