// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// `$appearance` rules reach `UIAppearance` proxies: UIKit classes by name, the app's own
/// classes once registered.
final class HeadlineLabel: UILabel {}

final class AppearanceTests: XCTestCase {
    func testRulesGoToTheProxiesOnInstallAndOnEverySwitch() throws {
        try MainActor.assumeIsolated {
            ThemeAppearance.register(HeadlineLabel.self)
            let center = NotificationCenter()
            let manager = try UIKitFixtures.manager(center: center)
            UIKitCallLog.shared.reset()
            ThemeEnvironment.install(manager, notificationCenter: center)
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UINavigationBar.appearance().barTintColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)",
                    "UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1), .font: UIFont(name: \"Avenir-Heavy\", size: 17)]",
                    "HeadlineLabel.appearance().textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
                ])
            UIKitCallLog.shared.reset()
            try manager.setTheme("night")
            // `night` extends `default` (the implicit parent): its rule overrides the bar tint only.
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UINavigationBar.appearance().barTintColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)",
                    "UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1), .font: UIFont(name: \"Avenir-Heavy\", size: 17)]",
                    "HeadlineLabel.appearance().textColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
                ])
        }
    }

    /// A navigation bar's title and large title each take one dictionary of their own parts,
    /// on the bar and on its appearance proxy alike.
    func testTitleAndLargeTitleAttributesGoToTheirOwnProperties() {
        MainActor.assumeIsolated {
            let white = ThemeColor.sRGB(SRGBColor(red: 1, green: 1, blue: 1))
            let settings = [
                ResolvedSetting(property: "largeTitleTextAttributes.textColor", value: .color(white)),
                ResolvedSetting(
                    property: "titleTextAttributes.font", value: .font(.custom(postScriptName: "Avenir-Heavy", size: .points(17)))),
                ResolvedSetting(
                    property: "largeTitleTextAttributes.font", value: .font(.custom(postScriptName: "Avenir-Heavy", size: .points(34)))),
            ]
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: UINavigationBar(frame: .zero))
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UINavigationBar.largeTitleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1), .font: UIFont(name: \"Avenir-Heavy\", size: 34)]",
                    "UINavigationBar.titleTextAttributes = [.font: UIFont(name: \"Avenir-Heavy\", size: 17)]",
                ])
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: UINavigationBar.appearance(), classChain: ["UINavigationBar", "UIView"], isProxy: true)
            XCTAssertEqual(UIKitCallLog.shared.calls.count, 2)
            XCTAssertTrue(
                UIKitCallLog.shared.calls[0].hasPrefix("UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: "))
        }
    }

    func testAProxyIsNotAskedForWhatItCannotTake() {
        MainActor.assumeIsolated {
            let settings = [
                ResolvedSetting(property: "backgroundColor", value: .color(.sRGB(SRGBColor(red: 1, green: 1, blue: 1)))),
                ResolvedSetting(property: "layer.cornerRadius", value: .number(ThemeNumber(8))),
            ]
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: UIView.appearance(), classChain: ["UIView"], isProxy: true)
            XCTAssertEqual(
                UIKitCallLog.shared.calls, ["UIView.appearance().backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)"])
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: UIView(frame: .zero))
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                ["UIView.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)", "UIView.layer.cornerRadius = 8"])
        }
    }
}
#endif
