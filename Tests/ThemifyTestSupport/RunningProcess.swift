import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process a `TestProcess` started, until `wait()` collects what it did.
public final class RunningProcess: @unchecked Sendable {
    private let process: Process
    private let ended: DispatchSemaphore
    private let timeout: TimeInterval?
    private let output: PipeDrain
    private let errors: PipeDrain?
    private let lock = NSLock()
    /// What `wait()` collected, so that a second call returns it rather than waiting forever.
    private var outcome: ProcessOutcome?

    init(process: Process, ended: DispatchSemaphore, timeout: TimeInterval?, output: PipeDrain, errors: PipeDrain?) {
        self.process = process
        self.ended = ended
        self.timeout = timeout
        self.output = output
        self.errors = errors
    }

    public var isRunning: Bool { process.isRunning }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Sends `signalNumber` (`SIGINT`, `SIGKILL`, …) to the child.
    public func send(_ signalNumber: Int32) {
        kill(process.processIdentifier, signalNumber)
    }

    /// Waits for the child to end — stopping it once past its timeout — and for both of its
    /// pipes to be read to the end.
    public func wait() -> ProcessOutcome {
        lock.lock()
        defer { lock.unlock() }
        if let outcome { return outcome }
        var timedOut = false
        if let timeout {
            if ended.wait(timeout: .now() + timeout) == .timedOut {
                timedOut = true
                // SIGTERM first, so that a child with children of its own (`swift build`) can
                // stop them, and they let go of the pipes; SIGKILL if that is not enough (a
                // child may also have inherited SIGTERM blocked from the test runner).
                send(SIGTERM)
                if ended.wait(timeout: .now() + 5) == .timedOut {
                    send(SIGKILL)
                    ended.wait()
                }
            }
        } else {
            ended.wait()
        }
        process.waitUntilExit()
        let outcome = ProcessOutcome(
            status: process.terminationStatus, reason: process.terminationReason, stdout: output.collect(),
            stderrData: errors?.collect() ?? Data(), timedOut: timedOut)
        self.outcome = outcome
        return outcome
    }
}

/// Drains one pipe on its own thread, so a child that fills one pipe never blocks on it.
final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private let finished = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            let bytes = handle.readDataToEndOfFile()
            lock.withLock { data = bytes }
            finished.signal()
        }
        thread.start()
    }

    func collect() -> Data {
        finished.wait()
        return lock.withLock { data }
    }
}
