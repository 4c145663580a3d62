#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// Calls `handler` on the main actor after each `ThemeManager.didChangeNotification` of one
/// manager: at once when the switch happened on the main thread (the usual case: a settings
/// screen), else on the main actor's next turn. Stops observing when released.
final class ThemeChangeObserver {
    private let center: NotificationCenter
    private let token: any NSObjectProtocol

    init(manager: ThemeManager, center: NotificationCenter, handler: @escaping @MainActor @Sendable () -> Void) {
        self.center = center
        token = center.addObserver(forName: ThemeManager.didChangeNotification, object: manager, queue: nil) { _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { handler() }
            } else {
                Task { @MainActor in handler() }
            }
        }
    }

    deinit {
        center.removeObserver(token)
    }
}
#endif
