import ThemifyRuntime

/// Makes what every scene shares at launch: the theme manager (installed for the UIKit layer)
/// and the holiday-skin client.
///
/// In the app target, mark it `@main` (Xcode's template does); the package builds it as a
/// library, where an entry point does not belong.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private(set) var services: AppServices?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
        -> Bool
    {
        do {
            let services = try AppServices(bundle: .main)
            self.services = services
            services.startSkins()
        } catch {
            // The themes are copied into the bundle by the build; a broken one is a build error,
            // which `themify lint` reports before it gets here.
            assertionFailure("The themes in the bundle could not be read: \(error)")
        }
        return true
    }
}
