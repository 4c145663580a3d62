// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// Per-appearance colors in the UIKit layer: a dynamic `UIColor` per trait collection, layer
/// colors resolved in the view's traits, and the theme applied again when the appearance
/// changes, reported by a `ThemeViewController`.
final class DynamicColorTests: XCTestCase {
    private func appearanceColor(_ values: [Appearance: String]) -> ThemeColor {
        .perAppearance(AppearanceColor(values.mapValues { ThemeColor(parsing: $0)! })!)
    }

    func testAPerAppearanceColorIsADynamicColorResolvedPerTraitCollection() throws {
        let color = try XCTUnwrap(UIKitValues.color(appearanceColor([.light: "#000000", .dark: "#FFFFFF", .highContrastDark: "#FF0000"])))
        XCTAssertEqual(color.description, "UIColor(dynamicProvider:)")
        XCTAssertEqual(
            color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).description,
            "UIColor(red: 0, green: 0, blue: 0, alpha: 1)")
        XCTAssertEqual(
            color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description,
            "UIColor(red: 1, green: 1, blue: 1, alpha: 1)")
        let highContrastDark = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
        ])
        XCTAssertEqual(color.resolvedColor(with: highContrastDark).description, "UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
        XCTAssertEqual(
            color.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)).description,
            "UIColor(red: 0, green: 0, blue: 0, alpha: 1)")

        let system = try XCTUnwrap(UIKitValues.color(appearanceColor([.light: "#000000", .dark: "system:labelColor"])))
        XCTAssertEqual(system.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).description, "UIColor.label")
        XCTAssertEqual(
            UIKitValues.color(appearanceColor([.light: "#000000", .dark: "#000000"]))?.description,
            "UIColor(red: 0, green: 0, blue: 0, alpha: 1)", "the same value everywhere is a plain color")
    }

    private func installNight() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DynamicColorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            ##"{"card": {"backgroundColor": {"light": "#FFFFFF", "dark": "#000000"}, "layer.borderColor": {"light": "#000000", "dark": "#FFFFFF"}}}"##
            .write(to: folder.appendingPathComponent("default.json"), atomically: true, encoding: .utf8)
        let manager = try ThemeManager(
            themesFolder: folder, defaults: UIKitFixtures.freshDefaults(), notificationCenter: NotificationCenter())
        MainActor.assumeIsolated { ThemeEnvironment.install(manager) }
        return folder
    }

    func testLayerColorsTakeTheViewsAppearanceAndFollowAnAppearanceChange() throws {
        let folder = try installNight()
        defer { try? FileManager.default.removeItem(at: folder) }
        MainActor.assumeIsolated {
            let view = ThemeView(frame: .zero)
            view.accessibilityIdentifier = "card"
            let controller = ThemeViewController(nibName: nil, bundle: nil)
            UIKitCallLog.shared.reset()
            view.awakeFromNib()
            XCTAssertEqual(view.backgroundColor?.description, "UIColor(dynamicProvider:)", "UIKit resolves it per trait collection itself")
            XCTAssertTrue(
                UIKitCallLog.shared.calls.contains("ThemeView.layer.borderColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor"),
                "\(UIKitCallLog.shared.calls)")

            // Dark mode: the view's own registration reports its change and it takes its style
            // again, its layer in its new traits.
            UIKitCallLog.shared.reset()
            view.shimChangeTraits(to: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertTrue(
                UIKitCallLog.shared.calls.contains("ThemeView.layer.borderColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor"),
                "\(UIKitCallLog.shared.calls)")
            view.followTheme()
            UIKitCallLog.shared.reset()
            view.shimChangeTraits(
                to: UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(accessibilityContrast: .high),
                ]))
            XCTAssertEqual(
                UIKitCallLog.shared.calls.filter { $0.hasPrefix("ThemeView.layer.borderColor") }.count, 1,
                "following again registers no second handler")

            // The controller's registration reports the window's change: everything is themed again.
            UIKitCallLog.shared.reset()
            controller.shimChangeTraits(to: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertTrue(
                UIKitCallLog.shared.calls.contains("ThemeView.layer.borderColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1).cgColor"),
                "\(UIKitCallLog.shared.calls)")

            // A trait change that changes no color (or a second report of the same one) does nothing.
            UIKitCallLog.shared.reset()
            let other = ThemeViewController(nibName: nil, bundle: nil)
            UIKitCallLog.shared.reset()
            other.shimChangeTraits(to: UITraitCollection(userInterfaceStyle: .dark))
            XCTAssertEqual(UIKitCallLog.shared.calls.filter { $0.hasPrefix("ThemeView.") }, [])
        }
    }
}
#endif
