import Foundation

/// The project's documentation — README.md, CONTRIBUTING.md and the pages under `docs/` — where
/// tests find the generated tables and the statements they keep in step with the code, wherever
/// a page holds them.
public enum DocumentationFiles {
    public struct Missing: Error, CustomStringConvertible {
        public let text: String
        public var description: String { "no documentation page holds '\(text)'" }
    }

    /// Every page, README first.
    public static func all(packageRoot: URL) -> [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return [packageRoot.appendingPathComponent("README.md"), packageRoot.appendingPathComponent("CONTRIBUTING.md")]
            + pages.map { docs.appendingPathComponent($0) }
    }

    /// The page that holds `text` (a table's marker, a sentence).
    public static func page(containing text: String, packageRoot: URL) throws -> URL {
        for page in all(packageRoot: packageRoot) {
            if let content = try? String(contentsOf: page, encoding: .utf8), content.contains(text) { return page }
        }
        throw Missing(text: text)
    }

    /// All pages' text, one after another: for statements that may stand on any page.
    public static func text(packageRoot: URL) -> String {
        all(packageRoot: packageRoot).compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
    }
}
