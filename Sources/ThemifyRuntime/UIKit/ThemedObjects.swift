#if canImport(UIKit) || canImport(ThemifyUIKitShim)

/// The views, bar items and controllers that follow the theme, held weakly, each with its key
/// and what to do when the theme changes. Also the storage behind `themeKey`: one weak-keyed
/// table on every platform, so there is no second path through associated objects.
@MainActor enum ThemedObjects {
    private final class Entry {
        weak var object: AnyObject?
        var key: String?
        var refresh: @MainActor (AnyObject, String?) -> Void
        /// Whether the object reports its own trait changes (`ThemeFollowing`, iOS 17 and later).
        var tracksTraits = false

        init(object: AnyObject, key: String?, refresh: @escaping @MainActor (AnyObject, String?) -> Void) {
            self.object = object
            self.key = key
            self.refresh = refresh
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// The key `object` was registered with (nil when it was not, or with no key).
    static func key(of object: AnyObject) -> String? {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.key
    }

    /// Follows the theme with `key`: applies the current theme's style now (when a manager is
    /// installed) and again on every change. Registering again replaces the key.
    static func register(_ object: AnyObject, key: String?) {
        register(object, key: key) { object, key in
            guard let manager = ThemeEnvironment.manager else { return }
            UIKitThemeApplier.apply(manager, key: key, to: object)
        }
    }

    /// Follows the theme with a refresh of its own (a controller's status bar).
    static func register(_ object: AnyObject, key: String?, refresh: @escaping @MainActor (AnyObject, String?) -> Void) {
        prune()
        let entry = Entry(object: object, key: key, refresh: refresh)
        // Registering again keeps the trait handler UIKit already holds for the object.
        if let existing = entries[ObjectIdentifier(object)], existing.object === object { entry.tracksTraits = existing.tracksTraits }
        entries[ObjectIdentifier(object)] = entry
        refresh(object, key)
    }

    /// Applies the current theme to `object` again, when it follows the theme: its traits changed.
    static func refresh(_ object: AnyObject) {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return }
        entry.refresh(object, entry.key)
    }

    /// True the first time it is asked for a registered object, which then reports its trait
    /// changes; false afterwards (and for an object that does not follow the theme).
    static func startsTrackingTraits(_ object: AnyObject) -> Bool {
        guard let entry = entries[ObjectIdentifier(object)], entry.object === object, !entry.tracksTraits else { return false }
        entry.tracksTraits = true
        return true
    }

    /// Applies the current theme to every object still alive.
    static func refreshAll() {
        prune()
        for entry in Array(entries.values) {
            if let object = entry.object { entry.refresh(object, entry.key) }
        }
    }

    static var count: Int {
        prune()
        return entries.count
    }

    private static func prune() {
        entries = entries.filter { $0.value.object != nil }
    }
}
#endif
