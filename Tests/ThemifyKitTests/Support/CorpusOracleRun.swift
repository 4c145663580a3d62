import Foundation

@testable import ThemifyKit

/// One case of a corpus oracle (`CorpusReinsertionTests`, `CorpusSubstitutionTests`): a theme,
/// and the tagged layout it themes with Xcode's file it must give, made only when a run takes
/// the case (a corpus gives thousands; a suite run takes every 8th).
protocol CorpusOracleCase: Sendable {
    /// Where the case comes from (`file:line`).
    var source: String { get }
    /// The theme's JSON.
    var theme: String { get }
    var files: @Sendable () -> (before: [UInt8], expected: [UInt8]) { get }
}

/// Runs a corpus oracle's cases: every `stride`-th, each themed concurrently.
enum CorpusOracleRun {
    /// The stride the environment variable asks for: `all` takes every case, a number every
    /// n-th, nothing every 8th.
    static func stride(asked variable: String) -> Int {
        let asked = ProcessInfo.processInfo.environment[variable]
        return asked == "all" ? 1 : asked.flatMap(Int.init).map { max($0, 1) } ?? 8
    }

    /// The cases whose result is not Xcode's file, described, in case order, and how many ran.
    /// With the environment variable `keeping` naming a folder, each miss's three files go
    /// there (`NNNNN.before`, `.xcode`, `.themify`, and `.case` naming it).
    static func misses<Case: CorpusOracleCase>(of all: [Case], stride: Int, keeping: String) -> (missed: [String], ran: Int) {
        let chosen = all.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        let folder = ProcessInfo.processInfo.environment[keeping].map { URL(fileURLWithPath: $0) }
        let misses = MissBox(count: chosen.count)
        DispatchQueue.concurrentPerform(iterations: chosen.count) { index in
            let testCase = chosen[index]
            guard let theme = try? Fixtures.theme(testCase.theme) else {
                misses.set(index, "\(testCase.source): the theme \(testCase.theme) does not load")
                return
            }
            let (before, expected) = testCase.files()
            let result = Themer().theme(before, path: "layout", with: theme)
            guard result.output != expected else { return }
            let first = result.diagnostics.first.map { " (\($0.message))" } ?? ""
            misses.set(index, "\(testCase.source) \(testCase.theme)\(first)")
            if let folder { keep("\(testCase.source) \(testCase.theme)", before, expected, result.output, in: folder, as: index) }
        }
        return (misses.values, chosen.count)
    }

    private static func keep(_ name: String, _ before: [UInt8], _ expected: [UInt8], _ output: [UInt8]?, in folder: URL, as index: Int) {
        let stem = folder.appendingPathComponent(String(format: "%05d", index))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(before).write(to: stem.appendingPathExtension("before"))
        try? Data(expected).write(to: stem.appendingPathExtension("xcode"))
        try? Data(output ?? []).write(to: stem.appendingPathExtension("themify"))
        try? Data((name + "\n").utf8).write(to: stem.appendingPathExtension("case"))
    }

    /// The misses found by concurrent iterations, in case order.
    private final class MissBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String?]

        init(count: Int) { stored = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ miss: String) {
            lock.lock()
            stored[index] = miss
            lock.unlock()
        }

        var values: [String] {
            lock.lock()
            defer { lock.unlock() }
            return stored.compactMap { $0 }
        }
    }
}
