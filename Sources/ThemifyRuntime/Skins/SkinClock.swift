import Foundation

/// Where the skin client reads the time: the window of a skin and the expiry of an index are
/// checked against it. Injected so tests can move time (and jump it back and forth) without
/// waiting; the app uses `SystemSkinClock`.
public protocol SkinClock: Sendable {
    /// The current time, read on every decision about which skin is active.
    func now() -> Date
}

/// The device's wall clock.
public struct SystemSkinClock: SkinClock {
    /// The system clock.
    public init() {}
    /// The current time.
    public func now() -> Date { Date() }
}
