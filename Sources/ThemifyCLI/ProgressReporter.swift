import Foundation
import ThemifyModel

/// "Theming 120/2865" on a terminal for long runs, redrawn in place and cleared at the end;
/// silent when standard error is not a terminal (build logs, CI), so logs hold diagnostics only.
final class ProgressReporter: @unchecked Sendable {
    private let sink: any OutputSink
    private let enabled: Bool
    private let lock = NSLock()
    private var lastDrawn = Date.distantPast

    /// Runs shorter than this many files finish before a progress line would help.
    static let minimumFiles = 50

    init(sink: any OutputSink, enabled: Bool) {
        self.sink = sink
        self.enabled = enabled
    }

    /// `done` of `total` files themed; the line is cleared when the last is.
    func show(done: Int, total: Int) {
        guard enabled, total >= Self.minimumFiles else { return }
        lock.withLock {
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDrawn) > 0.1 else { return }
            lastDrawn = now
            sink.writeDiagnostics("\rTheming \(done)/\(total)")
            if done == total { sink.writeDiagnostics("\r\u{1B}[K") }
        }
    }
}
