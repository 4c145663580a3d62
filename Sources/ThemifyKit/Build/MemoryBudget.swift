import Foundation

/// How much memory theming may hold at once across `--jobs`, and what one file costs.
package enum MemoryBudget {
    /// Measured peak per byte of layout while it is themed: its bytes, the tree of spans, and
    /// the variants built from it (one at a time, each about the file's size).
    package static let costPerByte = 8

    package static func cost(ofFileOfSize size: Int, themes: Int) -> Int {
        size * (costPerByte + min(themes, 1))
    }

    /// Half the machine's memory, at most 4 GB; `THEMIFY_MEMORY_BUDGET_MB` sets another (a CI
    /// runner with less memory than it reports, or a test).
    package static func bytes(environment: [String: String]) -> Int {
        if let text = environment["THEMIFY_MEMORY_BUDGET_MB"], let megabytes = Int(text), megabytes > 0 { return megabytes << 20 }
        return Int(min(ProcessInfo.processInfo.physicalMemory / 2, 4 << 30))
    }
}
