import Dispatch
import Foundation
import ThemifyKit
import ThemeModel

/// Turns SIGINT and SIGTERM into a clean stop: temporary files are deleted, finished variants
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
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler {
                FileHandle.standardError.write(Data("themify: interrupted; removing unfinished files\n".utf8))
                TemporaryFiles.shared.removeAllAndExit(ExitCode.interrupted.rawValue)
            }
            source.resume()
            sources.append(source)
        }
    }
}
