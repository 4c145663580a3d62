import Foundation

/// An output sink that keeps what a run printed, for checks that run the CLI in-process.
package final class RecordingSink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var output: [UInt8] = []
    private var diagnostics = ""

    package init() {}

    package func writeOutput(_ bytes: [UInt8]) {
        lock.withLock { output += bytes }
    }

    package func writeDiagnostics(_ text: String) {
        lock.withLock { diagnostics += text }
    }

    package var printedDiagnostics: String { lock.withLock { diagnostics } }
}
