import Dispatch
import Foundation
import ThemifyKit
import ThemifyModel

/// Turns SIGINT, SIGTERM and SIGHUP into a clean stop: temporary files are deleted, finished variants
/// stay (they are complete: each was renamed into place whole), and the exit code is 130.
enum InterruptHandler {
    /// Signal sources must outlive the call that makes them; handlers run on a queue of their
    /// own, not in signal context, so they may take locks and delete files.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let queue = DispatchQueue(label: "themify.interrupts")

    static func install() {
        guard sources.isEmpty else { return }
        // Past a file-size limit (`ulimit -f`, a full quota) the kernel would kill the process
        // with SIGXFSZ mid-write; ignored, the write fails with EFBIG instead, and themify
        // reports it and removes the partial temporary file like any other write error.
        signal(SIGXFSZ, SIG_IGN)
        // A reader that went away (`themify … | head`) makes the write fail with EPIPE, which
        // is exit 3 with temporary files removed, instead of a kill mid-write.
        signal(SIGPIPE, SIG_IGN)
        // A closed terminal stops the run as an interrupt does.
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                let message = Array("themify: interrupted; removing unfinished files\n".utf8)
                _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
                TemporaryFiles.shared.removeAllAndExit(ExitCode.interrupted.rawValue)
            }
            source.resume()
            sources.append(source)
        }
    }
}
