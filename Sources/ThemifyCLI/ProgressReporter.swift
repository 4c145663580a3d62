import Foundation
import ThemifyModel

/// "Theming 120/2865" on a terminal for long runs, redrawn in place and cleared at the end;
/// silent when standard error is not a terminal (build logs, CI), so logs hold diagnostics only.
final class ProgressReporter: @unchecked Sendable {
    private let sink: any OutputSink
    private let total: Int
    private let enabled: Bool
    private let lock = NSLock()
    private var done = 0
    private var lastDrawn = Date.distantPast

    /// Runs shorter than this many files finish before a progress line would help.
    static let minimumFiles = 50

    init(sink: any OutputSink, total: Int, enabled: Bool) {
        self.sink = sink
        self.total = total
        self.enabled = enabled && total >= Self.minimumFiles
    }

    func advance() {
        guard enabled else { return }
        lock.withLock {
            done += 1
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDrawn) > 0.1 else { return }
            lastDrawn = now
            sink.writeDiagnostics("\rTheming \(done)/\(total)")
        }
    }

    func finish() {
        guard enabled else { return }
        sink.writeDiagnostics("\r\u{1B}[K")
    }
}
