import Foundation

/// Numbers already printed with `%.17g`, by their bits: the components of a theme's colors recur
/// in every layout that uses the key, and C's printing costs thousands of instructions a
/// number. Shared by the threads that theme layouts at once; bounded, so a stream of distinct
/// numbers costs at most a fixed amount of memory.
final class PrintedNumberCache: @unchecked Sendable {
    private let lock = NSLock()
    private var printed: [UInt64: String] = [:]
    private let capacity: Int

    init(capacity: Int = 4096) {
        self.capacity = capacity
    }

    /// The text for `value`, made by `print` the first time it is asked for.
    func text(for value: Double, orPrint print: (Double) -> String) -> String {
        lock.lock()
        if let known = printed[value.bitPattern] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let text = print(value)
        lock.lock()
        if printed.count < capacity { printed[value.bitPattern] = text }
        lock.unlock()
        return text
    }
}
