import Foundation

/// The shared corpus of real layouts, found relative to this file so tests run from any folder.
enum CorpusFiles {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var layouts: [URL] { files(in: "layouts") }
    static var malformed: [URL] { files(in: "malformed") }

    private static func files(in folder: String) -> [URL] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func bytes(_ url: URL) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url))
    }
}
