import ThemifyRuntime

/// The theme manager and the skin client, made once at launch.
///
/// The manager reads the themes copied into the bundle (`Themes/`, with the nib map themify
/// wrote as `ThemeNibMap.plist`) and uses the persisted choice; installing it applies the theme
/// to every tagged view and the appearance proxies, now and after every switch.
@MainActor final class AppServices {
    let themes: ThemeManager
    /// Nil when the embedded key or the app's version cannot be read (never in a correct build).
    let skins: SkinClient?

    /// Where the signed skin index is published (`themify pack … -o SITE`, uploaded).
    static let skinIndexURL = URL(string: "https://skins.example.com/index.json")!
    /// The `.pub` file `themify keygen` wrote; the private key stays in CI's secrets.
    static let skinPublicKey = "themify-ed25519-public HuWEch3VVFq1TgzXo9JfFNVz3iyQiiI3Nf0CpnVqK/0="

    /// The app delegate's, for controllers.
    static var current: AppServices? { (UIApplication.shared.delegate as? AppDelegate)?.services }

    init(bundle: Bundle) throws {
        let themes = try ThemeManager(bundle: bundle)
        self.themes = themes
        // `$appearance` rules may name the app's own classes once they are registered.
        ThemeAppearance.register(HeadlineLabel.self)
        ThemeEnvironment.install(themes, bundle: bundle)
        skins = Self.makeSkinClient(bundle: bundle, themes: themes)
    }

    private static func makeSkinClient(bundle: Bundle, themes: ThemeManager) -> SkinClient? {
        guard
            let publicKey = SkinClientConfiguration.publicKey(fromKeyFileText: skinPublicKey),
            let appVersion = AppVersion(bundle.infoDictionary?["CFBundleShortVersionString"] as? String ?? "0"),
            let applicationSupport = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        else { return nil }
        let configuration = SkinClientConfiguration(
            indexURL: skinIndexURL,
            publicKey: publicKey,
            appVersion: appVersion,
            storageFolder: applicationSupport.appendingPathComponent("Skins")
        )
        return SkinClient(configuration: configuration) { try themes.setSkin($0) }
    }

    /// At launch: shows the stored skin (no network), checks for a new one, and keeps the
    /// skin's window (shown from `from`, dropped at `until`) by the clock.
    func startSkins() {
        guard let skins else { return }
        Task {
            _ = try? await skins.start()
            _ = try? await skins.refresh()
        }
        Task { await skins.runClock() }
    }

    /// On every return to the foreground: a skin whose window opened or closed meanwhile is
    /// shown or dropped at once, and the index is checked again.
    func refreshSkinsOnForeground() {
        guard let skins else { return }
        Task {
            _ = try? await skins.reconcileWithClock()
            _ = try? await skins.refresh()
        }
    }
}
