import Foundation
import ThemifyModel

/// One slot per work item, filled from concurrent iterations and read once all are done.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { slots[index] } }
        set { lock.withLock { slots[index] = newValue } }
    }

    var values: [Value] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
