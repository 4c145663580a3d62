import Foundation

/// Reads a pipe to its end on a thread of its own, keeping only its first bytes: a child
/// process's standard error must be drained while its output is read (a pipe holds 64 KB, and a
/// writer blocked on a full one never exits), yet what it says need not all be kept.
final class BoundedPipeReader: @unchecked Sendable {
    private let handle: FileHandle
    private let limit: Int
    // Written by the reading thread only before `done` is signalled, read only after it waits.
    private var kept = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle, keeping limit: Int) {
        self.handle = handle
        self.limit = limit
        let thread = Thread { [self] in
            while true {
                let chunk = self.handle.availableData
                if chunk.isEmpty { break }
                if kept.count < limit { kept.append(chunk.prefix(limit - kept.count)) }
            }
            done.signal()
        }
        thread.start()
    }

    /// Waits for the end of the pipe (the process and its children closed it) and returns the
    /// bytes kept.
    func finish() -> Data {
        done.wait()
        return kept
    }
}
