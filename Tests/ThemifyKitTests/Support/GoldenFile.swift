import Foundation
import Testing
import ThemifyModel

/// Compares whole outputs with files checked in under `Golden/`. Run with
/// `THEMIFY_RECORD_GOLDEN=1 swift test` (or `scripts/record-golden.sh`) to write them anew after
/// an intended change, then review the diff in version control.
enum GoldenFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["THEMIFY_RECORD_GOLDEN"] == "1" }

    static func check(_ actual: [UInt8], against url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "missing golden file \(url.lastPathComponent); record it with THEMIFY_RECORD_GOLDEN=1", sourceLocation: sourceLocation)
            return
        }
        guard [UInt8](expected) != actual else { return }
        Issue.record(
            "\(url.lastPathComponent) differs from its golden file:\n\(excerpt(expected: [UInt8](expected), actual: actual))",
            sourceLocation: sourceLocation)
    }

    /// The first differing line with two lines of context on either side, numbered.
    private static func excerpt(expected: [UInt8], actual: [UInt8]) -> String {
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        var text = ""
        for index in max(0, first - 2)..<min(max(old.count, new.count), first + 3) {
            let expectedLine = index < old.count ? String(old[index]) : "<end of file>"
            let actualLine = index < new.count ? String(new[index]) : "<end of file>"
            if expectedLine == actualLine {
                text += "  \(index + 1)  \(expectedLine)\n"
            } else {
                text += "- \(index + 1)  \(expectedLine)\n+ \(index + 1)  \(actualLine)\n"
            }
        }
        return text
    }
}
