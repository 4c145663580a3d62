/// Every call a declaration of this UIKit-shaped module receives, in order, as readable text
/// (`UISegmentedControl.setBackgroundImage(UIImage(named: "a"), for: .selected, barMetrics: .default)`).
///
/// The module declares only what ThemifyRuntime calls, with Apple's signatures; its bodies record the
/// call and store the value for the getter. Tests read the log to see what ThemifyRuntime would ask
/// UIKit to do. Not part of UIKit: nothing outside the tests may use it.
public final class UIKitCallLog: @unchecked Sendable {
    public static let shared = UIKitCallLog()

    private let lock = NSLock()
    private var entries: [String] = []

    public var calls: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries
    }

    public func record(_ call: String) {
        lock.lock()
        entries.append(call)
        lock.unlock()
    }

    public func reset() {
        lock.lock()
        entries.removeAll()
        lock.unlock()
    }
}
