import Foundation
import ThemeModel

/// The app's theme: which one the user chose (kept in `UserDefaults`, like the classic
/// `ThemeManager`), its values resolved through `$extends` and `default` exactly as the build
/// tool resolves them, switching with a notification and an async stream, and the nib each
/// controller loads per the nib map.
///
/// Safe from any thread: the themes are read once at start and never change; the current
/// choice and the stream subscribers are behind one lock, and notifications and stream values
/// are delivered outside it.
public final class ThemeManager: @unchecked Sendable {
    /// Posted after every switch; `object` is the manager, `userInfo["theme"]` the new name.
    public static let didChangeNotification = Notification.Name("ThemeKit.ThemeManager.didChange")
    /// The theme used when none was chosen or the chosen one no longer exists (a folder
    /// without one falls back to its first theme by name).
    public static let defaultThemeName = "default"

    private let library: ThemeLibrary
    private let nibMap: ThemeNibMap
    private let defaults: UserDefaults
    private let defaultsKey: String
    private let notificationCenter: NotificationCenter

    private let lock = NSLock()
    private var current: String
    private var subscribers: [UUID: AsyncStream<String>.Continuation] = [:]

    /// Reads every theme in `themesFolder` (a broken one throws its diagnostics) and the nib
    /// map, if given. The persisted choice under `defaultsKey` is used when it names a theme.
    public init(themesFolder: URL, defaults: UserDefaults = .standard, defaultsKey: String = "theme", nibMap: URL? = nil, notificationCenter: NotificationCenter = .default) throws {
        let library = try ThemeLibrary(folder: themesFolder)
        self.library = library
        self.nibMap = try nibMap.map(ThemeNibMap.init(contentsOf:)) ?? ThemeNibMap()
        self.defaults = defaults
        self.defaultsKey = defaultsKey
        self.notificationCenter = notificationCenter
        let persisted = defaults.string(forKey: defaultsKey)
        let fallback = library.themes[Self.defaultThemeName] == nil ? library.names[0] : Self.defaultThemeName
        current = persisted.flatMap { library.themes[$0] == nil ? nil : $0 } ?? fallback
    }

    /// The themes in `bundle`'s `themesSubdirectory` folder (copied as a folder, not flattened),
    /// with `ThemeNibMap.plist` from the bundle as the nib map when it has one.
    public convenience init(bundle: Bundle, themesSubdirectory: String = "Themes", defaults: UserDefaults = .standard, defaultsKey: String = "theme") throws {
        let resources = bundle.resourceURL ?? bundle.bundleURL
        let folder = themesSubdirectory.isEmpty ? resources : resources.appendingPathComponent(themesSubdirectory, isDirectory: true)
        try self.init(themesFolder: folder, defaults: defaults, defaultsKey: defaultsKey, nibMap: bundle.url(forResource: "ThemeNibMap", withExtension: "plist"))
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
        let (changed, listeners) = lock.withLock { () -> (Bool, [AsyncStream<String>.Continuation]) in
            let changed = current != name
            current = name
            defaults.set(name, forKey: defaultsKey)
            return (changed, Array(subscribers.values))
        }
        guard changed else { return }
        for listener in listeners { listener.yield(name) }
        notificationCenter.post(name: Self.didChangeNotification, object: self, userInfo: ["theme": name])
    }

    /// A new stream of theme names: each switch after this call, until the stream is dropped.
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

    /// The current theme with its chain. Every name `current` can hold is a theme's.
    private var theme: ResolvedTheme? {
        library.themes[currentTheme]
    }

    // MARK: Values by key, through the chain: the chosen theme, its parents, `default`.

    public func color(_ key: String) -> ThemeColor? { plainValue(key, as: .color)?.color }
    public func image(_ key: String) -> ImageName? { plainValue(key, as: .image)?.image }
    public func font(_ key: String) -> ThemeFont? { plainValue(key, as: .font)?.font }

    public func style(_ key: String) -> ThemeStyle? {
        guard case .style(let style) = theme?.value(forKey: key) else { return nil }
        return style
    }

    public func color(_ key: ColorKey) -> ThemeColor? { color(key.name) }
    public func image(_ key: ImageKey) -> ImageName? { image(key.name) }
    public func font(_ key: FontKey) -> ThemeFont? { font(key.name) }
    public func style(_ key: StyleKey) -> ThemeStyle? { style(key.name) }

    private func plainValue(_ key: String, as kind: ValueKind) -> TypedValue? {
        guard case .plain(let plain) = theme?.value(forKey: key), case .success(let setting) = plain.setting(as: kind) else { return nil }
        return setting.value
    }

    /// The current theme's `$statusBarStyle`, `default` when its chain sets none.
    public var statusBarStyle: StatusBarStyle { theme?.statusBarStyle ?? .default }

    // MARK: What to set on views

    /// What to set on a view of `classChain` (most specific first, e.g.
    /// `["UISegmentedControl", "UIControl", "UIView"]`, its custom class first if any) tagged
    /// `key` (nil: only `$appearance` rules), resolved exactly like the build tool: the rules of
    /// its classes, most general first, then the key's style; a plain value goes to the
    /// class's primary property. What the view cannot take is left out.
    public func settings(forKey key: String?, classChain: [String]) -> [ResolvedSetting] {
        guard let theme else { return [] }
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
        guard let theme else { return [] }
        return theme.appearanceClasses.compactMap { className in
            guard let chain = UIKitClasses.chain(of: className), let rule = theme.appearanceRule(for: className) else { return nil }
            return (className, StyleSettings.settings(of: rule, onClassChain: chain))
        }
    }

    /// A custom class's own `$appearance` rule as settings, checked against the UIKit classes
    /// it inherits from (`superclassChain`, most specific first).
    public func appearanceSettings(forCustomClass className: String, superclassChain: [String]) -> [ResolvedSetting] {
        guard let rule = theme?.appearanceRule(for: className) else { return [] }
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
}
