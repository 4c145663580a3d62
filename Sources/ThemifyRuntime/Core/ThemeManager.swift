import Foundation
import ThemifyModel

/// The app's theme: which one the user chose (kept in `UserDefaults`, like the classic
/// `ThemeManager`), its values resolved through `$extends` and `default` exactly as the build
/// tool resolves them, an optional skin laid over it (a holiday look the app downloaded),
/// switching with a notification and an async stream, and the nib each controller loads per
/// the nib map.
///
/// Safe from any thread: the themes are read once at start and never change; the current
/// choice and the stream subscribers are behind one lock, which readers take only briefly, and
/// notifications and stream values are delivered outside it. Switches take a second lock for
/// the change and its announcement together, so listeners hear switches in the order they
/// happened and the last one they hear is the current theme.
public final class ThemeManager: @unchecked Sendable {
    /// Posted after every switch of theme or skin; `object` is the manager, `userInfo["theme"]`
    /// the current theme's name, `userInfo["skin"]` the skin's (absent without one).
    public static let didChangeNotification = Notification.Name("ThemifyRuntime.ThemeManager.didChange")
    /// The theme used when none was chosen or the chosen one no longer exists (a folder
    /// without one falls back to its first theme by name).
    public static let defaultThemeName = "default"

    private let library: ThemeLibrary
    private let nibMap: ThemeNibMap
    private let defaults: UserDefaults
    private let defaultsKey: String
    private let notificationCenter: NotificationCenter

    private let lock = NSLock()
    /// Held by `setTheme` and `setSkin` across the change and its announcement; recursive, so
    /// a listener may switch again from inside a notification.
    private let switching = NSRecursiveLock()
    private var current: String
    private var skin: Skin?
    /// The skin (if any), the current theme and its chain, merged once per switch.
    private var active: ResolvedTheme
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// Reads every theme in `themesFolder` (a broken one throws its diagnostics) and the nib
    /// map, if given. The persisted choice under `defaultsKey` is used when it names a theme.
    public init(
        themesFolder: URL, defaults: UserDefaults = .standard, defaultsKey: String = "theme", nibMap: URL? = nil,
        notificationCenter: NotificationCenter = .default
    ) throws {
        let library = try ThemeLibrary(folder: themesFolder)
        self.library = library
        self.nibMap = try nibMap.map(ThemeNibMap.init(contentsOf:)) ?? ThemeNibMap()
        self.defaults = defaults
        self.defaultsKey = defaultsKey
        self.notificationCenter = notificationCenter
        let persisted = defaults.string(forKey: defaultsKey)
        let fallback = library.themes[Self.defaultThemeName] == nil ? library.names[0] : Self.defaultThemeName
        current = persisted.flatMap { library.themes[$0] == nil ? nil : $0 } ?? fallback
        active = library.themes[current]!
    }

    /// The themes in `bundle`'s `themesSubdirectory` folder (copied as a folder, not flattened),
    /// with `ThemeNibMap.plist` from the bundle as the nib map when it has one.
    public convenience init(
        bundle: Bundle, themesSubdirectory: String = "Themes", defaults: UserDefaults = .standard, defaultsKey: String = "theme"
    ) throws {
        let resources = bundle.resourceURL ?? bundle.bundleURL
        let folder = themesSubdirectory.isEmpty ? resources : resources.appendingPathComponent(themesSubdirectory, isDirectory: true)
        try self.init(
            themesFolder: folder, defaults: defaults, defaultsKey: defaultsKey,
            nibMap: bundle.url(forResource: "ThemeNibMap", withExtension: "plist"))
    }

    deinit {
        for subscriber in subscribers.values { subscriber.finish() }
    }

    /// Every theme of the folder, sorted.
    public var themeNames: [String] { library.names }

    /// The chosen theme, else `default` (else the first theme).
    public var currentTheme: String {
        lock.withLock { current }
    }

    /// Switches to `name`: persists it, then (when it differs from the current theme) posts
    /// `didChangeNotification` and yields it on every `changes` stream.
    public func setTheme(_ name: String) throws {
        guard library.themes[name] != nil else { throw ThemeManagerError.unknownTheme(name, available: themeNames) }
        switching.lock()
        defer { switching.unlock() }
        let (changed, listeners, skinName) = lock.withLock { () -> (Bool, [AsyncStream<String>.Continuation], String?) in
            let changed = current != name
            current = name
            defaults.set(name, forKey: defaultsKey)
            if changed { active = Self.merge(skin, over: library.themes[name]!) }
            return (changed, Array(subscribers.values), skin?.name)
        }
        guard changed else { return }
        announce(theme: name, skin: skinName, to: listeners)
    }

    /// Lays the skin file at `file` over every theme (its values win; the chosen theme's chain
    /// gives the rest), or removes the skin when nil. A skin is one theme file, read and
    /// checked like any; `$extends` has no meaning in it, since it extends whichever theme is
    /// chosen. Posts the notification and yields the theme's name on `changes`.
    public func setSkin(_ file: URL?) throws {
        let newSkin = try file.map(Skin.init(file:))
        switching.lock()
        defer { switching.unlock() }
        let (theme, listeners) = lock.withLock { () -> (String, [AsyncStream<String>.Continuation]) in
            skin = newSkin
            active = Self.merge(newSkin, over: library.themes[current]!)
            return (current, Array(subscribers.values))
        }
        announce(theme: theme, skin: newSkin?.name, to: listeners)
    }

    /// The skin laid over the theme, if any: its name (the file's stem).
    public var skinName: String? { lock.withLock { skin?.name } }

    /// The folder of the skin's file, where the images it names may be (falling back to the
    /// app's bundle is the UIKit layer's part).
    public var skinFolder: URL? { lock.withLock { skin?.folder } }

    private static func merge(_ skin: Skin?, over theme: ResolvedTheme) -> ResolvedTheme {
        guard let skin else { return theme }
        return ResolvedTheme(chain: [skin.theme] + theme.chain)
    }

    /// Delivered outside the lock, so a listener may read the manager at once.
    private func announce(theme: String, skin: String?, to listeners: [AsyncStream<String>.Continuation]) {
        for listener in listeners { listener.yield(theme) }
        var userInfo: [String: String] = ["theme": theme]
        userInfo["skin"] = skin
        notificationCenter.post(name: Self.didChangeNotification, object: self, userInfo: userInfo)
    }

    /// A new stream of theme names: each switch (of theme or skin) after this call, until the
    /// stream is dropped.
    public var changes: AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .unbounded)
        let id = UUID()
        lock.withLock { subscribers[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// The skin, the current theme and its chain.
    private var theme: ResolvedTheme {
        lock.withLock { active }
    }

    // MARK: Values by key, through the chain: the skin, the chosen theme, its parents, `default`.

    /// The key's color through the chain; nil when the key is not a plain color (a style key: `color(_:for:)`).
    public func color(_ key: String) -> ThemeColor? { plainValue(key, as: .color)?.color }
    /// The key's image name through the chain; nil when the key is not a plain value.
    public func image(_ key: String) -> ImageName? { plainValue(key, as: .image)?.image }
    /// The key's font through the chain; nil when the key is not a plain value.
    public func font(_ key: String) -> ThemeFont? { plainValue(key, as: .font)?.font }

    /// The key's style through the chain, merged property by property with its parents'; nil when the key is a plain value or unset.
    public func style(_ key: String) -> ThemeStyle? {
        guard case .style(let style) = theme.value(forKey: key) else { return nil }
        return style
    }

    /// The key's color as an appearance shows it (a per-appearance color's value for it; any
    /// other color as it is): what a dynamic color resolves to under those traits.
    public func color(_ key: String, in appearance: Appearance) -> ThemeColor? {
        color(key)?.resolved(in: appearance)
    }

    /// `color(_:)` for a typed key.
    public func color(_ key: ColorKey) -> ThemeColor? { color(key.name) }
    /// `image(_:)` for a typed key.
    public func image(_ key: ImageKey) -> ImageName? { image(key.name) }
    /// `font(_:)` for a typed key.
    public func font(_ key: FontKey) -> ThemeFont? { font(key.name) }
    /// `style(_:)` for a typed key.
    public func style(_ key: StyleKey) -> ThemeStyle? { style(key.name) }

    // MARK: A key's value for one property, whether a theme sets it plainly or styles it

    /// The color `key` gives a view's `property`: the style's value for it where the chosen
    /// theme's chain styles the key (`"primaryHeadingColor": {"textColor": …, "font": …}`), the
    /// key's plain color where `property` is one a plain value lands on (`textColor`,
    /// `backgroundColor`, `image`) — what a view taking `property` is given, whichever form each
    /// theme uses. `themify codegen` makes such a key a `StyleKey`.
    public func color(_ key: String, for property: PropertyName) -> ThemeColor? {
        value(key, for: property, as: .color)?.color
    }

    /// The font `key` gives a view's `property` (`font`, `titleTextAttributes.font`), as
    /// `color(_:for:)` does for colors.
    public func font(_ key: String, for property: PropertyName = .font) -> ThemeFont? {
        value(key, for: property, as: .font)?.font
    }

    /// The image `key` gives a view's `property` (`image`, `backgroundImage`), as
    /// `color(_:for:)` does for colors.
    public func image(_ key: String, for property: PropertyName = .image) -> ImageName? {
        value(key, for: property, as: .image)?.image
    }

    /// `color(_:for:)` for a typed style key.
    public func color(_ key: StyleKey, for property: PropertyName) -> ThemeColor? { color(key.name, for: property) }
    /// `font(_:for:)` for a typed style key.
    public func font(_ key: StyleKey, for property: PropertyName = .font) -> ThemeFont? { font(key.name, for: property) }
    /// `image(_:for:)` for a typed style key.
    public func image(_ key: StyleKey, for property: PropertyName = .image) -> ImageName? { image(key.name, for: property) }

    private func value(_ key: String, for property: PropertyName, as kind: ValueKind) -> TypedValue? {
        switch theme.value(forKey: key) {
        case .plain:
            // A plain string sets only a view's primary property; read for another (a font) it
            // is no value, whatever text it could be parsed as.
            return PropertyCatalog.isPrimaryProperty(property.rawValue) ? plainValue(key, as: kind) : nil
        case .style(let style):
            guard case .setting(let setting) = style.value(for: StylePath(property: property.rawValue)), setting.value.kind == kind else {
                return nil
            }
            return setting.value
        case nil:
            return nil
        }
    }

    private func plainValue(_ key: String, as kind: ValueKind) -> TypedValue? {
        guard case .plain(let plain) = theme.value(forKey: key), case .success(let setting) = plain.setting(as: kind) else { return nil }
        return setting.value
    }

    /// The current theme's `$statusBarStyle`, `default` when its chain sets none.
    public var statusBarStyle: StatusBarStyle { theme.statusBarStyle ?? .default }

    // MARK: What to set on views

    /// What to set on a view of `classChain` (most specific first, e.g.
    /// `["UISegmentedControl", "UIControl", "UIView"]`, its custom class first if any) tagged
    /// `key` (nil: only `$appearance` rules), resolved exactly like the build tool: the rules of
    /// its classes, most general first, then the key's style; a plain value goes to the
    /// class's primary property. What the view cannot take is left out.
    public func settings(forKey key: String?, classChain: [String]) -> [ResolvedSetting] {
        let theme = self.theme
        guard let style = ViewStyle(theme: theme, key: key, classChain: classChain).style else { return [] }
        return StyleSettings.settings(of: style, onClassChain: classChain)
    }

    /// `settings(forKey:classChain:)` for a typed key (a style key may also be a plain value in
    /// some themes: the view's primary property takes it).
    public func settings(for key: StyleKey, classChain: [String]) -> [ResolvedSetting] {
        settings(forKey: key.name, classChain: classChain)
    }

    /// The `$appearance` rules of UIKit classes as settings per class, for `UIAppearance`
    /// proxies: each class's own rule, merged across the chain of themes. Rules for custom
    /// classes are left to `appearanceSettings(forCustomClass:superclassChain:)`, since only
    /// the app knows their superclasses.
    public var appearanceSettings: [(className: String, settings: [ResolvedSetting])] {
        let theme = self.theme
        return theme.appearanceClasses.compactMap { className in
            guard let chain = UIKitClasses.chain(of: className), let rule = theme.appearanceRule(for: className) else { return nil }
            return (className, StyleSettings.settings(of: rule, onClassChain: chain))
        }
    }

    /// A custom class's own `$appearance` rule as settings, checked against the UIKit classes
    /// it inherits from (`superclassChain`, most specific first).
    public func appearanceSettings(forCustomClass className: String, superclassChain: [String]) -> [ResolvedSetting] {
        guard let rule = theme.appearanceRule(for: className) else { return [] }
        return StyleSettings.settings(of: rule, onClassChain: [className] + superclassChain)
    }

    // MARK: Nibs

    /// The current theme's variant of `nib` (a nib or storyboard name) per the nib map; `nib`
    /// itself when the map has no variant of it for the theme.
    public func nibName(for nib: String) -> String {
        nibMap.variant(ofNib: nib, theme: currentTheme) ?? nib
    }

    /// The nib the map gives `className` under the current theme, for a controller's `nibName`.
    public func controllerNibName(forClass className: String) -> String? {
        nibMap.variant(forClass: className, theme: currentTheme)
    }

    /// The name of `key`'s per-appearance color in the catalog themify generated
    /// (`metal/primaryHeadingColor`, for `UIColor(named:)`), per the nib map; nil when the
    /// current theme's colors there do not include it (or the map names no catalog).
    public func catalogColorName(forKey key: String) -> String? {
        nibMap.colorName(forKey: key, theme: currentTheme)
    }
}
