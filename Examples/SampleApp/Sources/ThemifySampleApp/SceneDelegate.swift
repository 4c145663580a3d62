import ThemifyRuntime

/// One window per scene, showing the themed variant of `Main.storyboard` (a tab bar: Settings
/// in a navigation controller, About) — again after every switch of theme or skin, since
/// `UIAppearance` changes reach only views made afterwards.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIStoryboard.themed(name: "Main", bundle: .main).instantiateInitialViewController()
        ThemeEnvironment.reloadRootViewController(of: window, fromStoryboard: "Main", bundle: .main)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        (UIApplication.shared.delegate as? AppDelegate)?.services?.refreshSkinsOnForeground()
    }
}
