import ThemifyRuntime

/// What the sample app's scene delegate does once its window exists: read the themes copied
/// into the bundle (`Themes/`, with the nib map themify wrote as `ThemeNibMap.plist`), use the
/// persisted choice, and show the themed variant of `Main.storyboard` — again after every
/// switch, since `UIAppearance` changes reach only views made afterwards.
@MainActor enum SampleAppSetup {
    static func start(in window: UIWindow, bundle: Bundle = .main) throws -> ThemeManager {
        let manager = try ThemeManager(bundle: bundle)
        // `$appearance` rules may name the app's own classes once they are registered.
        ThemeAppearance.register(HeadlineLabel.self)
        ThemeEnvironment.install(manager, bundle: bundle)
        window.rootViewController = UIStoryboard.themed(name: "Main", bundle: bundle).instantiateInitialViewController()
        ThemeEnvironment.reloadRootViewController(of: window, fromStoryboard: "Main", bundle: bundle)
        return manager
    }
}
