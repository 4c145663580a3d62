// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// Seed 002, the acceptance fixture: skinning a `UISegmentedControl` gives exactly the post's
/// calls, one for one, in its order.
/// (XCTest on Linux cannot run a `@MainActor` test class; each test runs its body on the main
/// actor, where XCTest calls it.)
final class SegmentedControlSkinTests: XCTestCase {
    private static func segmentedManager() throws -> ThemeManager {
        let manager = try ThemeManager(
            themesFolder: UIKitFixtures.segmentedThemes, defaults: UIKitFixtures.freshDefaults(), notificationCenter: NotificationCenter())
        try manager.setTheme("segmented")
        return manager
    }

    private static func postCalls(on receiver: String) -> [String] {
        let capInsets = "resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15))"
        let shadow = "NSShadow(shadowColor: UIColor(red: 0, green: 0, blue: 0, alpha: 0.8), shadowOffset: CGSize(width: 0, height: -1))"
        return [
            "\(receiver).setBackgroundImage(UIImage(named: \"segment_unselected\").\(capInsets), for: .normal, barMetrics: .default)",
            "\(receiver).setBackgroundImage(UIImage(named: \"segment_selected\").\(capInsets), for: .selected, barMetrics: .default)",
            "\(receiver).setDividerImage(UIImage(named: \"divider_unselected_unselected\"), forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)",
            "\(receiver).setDividerImage(UIImage(named: \"divider_selected_unselected\"), forLeftSegmentState: .selected, rightSegmentState: .normal, barMetrics: .default)",
            "\(receiver).setDividerImage(UIImage(named: \"divider_unselected_selected\"), forLeftSegmentState: .normal, rightSegmentState: .selected, barMetrics: .default)",
            "\(receiver).setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1), .shadow: \(shadow)], for: .normal)",
            "\(receiver).setTitleTextAttributes([.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1), .shadow: \(shadow)], for: .selected)",
        ]
    }

    func testTheFixtureGivesThePostsCallsOneForOne() throws {
        try MainActor.assumeIsolated {
            let manager = try Self.segmentedManager()
            let control = UISegmentedControl(items: ["Grid", "List"])
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(manager, key: "filterControl", to: control)
            XCTAssertEqual(UIKitCallLog.shared.calls, Self.postCalls(on: "UISegmentedControl"))
        }
    }

    func testATaggedControlGetsTheSameCallsThroughItsThemeKey() throws {
        try MainActor.assumeIsolated {
            ThemeEnvironment.install(try Self.segmentedManager(), notificationCenter: NotificationCenter())
            let control = UISegmentedControl(items: ["Grid", "List"])
            UIKitCallLog.shared.reset()
            control.themeKey = "filterControl"
            XCTAssertEqual(UIKitCallLog.shared.calls, Self.postCalls(on: "UISegmentedControl"))
        }
    }

    func testTheSameStyleOnTheAppearanceProxyGivesTheCallsOnTheProxy() throws {
        try MainActor.assumeIsolated {
            let manager = try Self.segmentedManager()
            let settings = manager.settings(forKey: "filterControl", classChain: ["UISegmentedControl", "UIControl", "UIView"])
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(
                settings, to: UISegmentedControl.appearance(), classChain: UIKitThemeApplier.classChain(of: UISegmentedControl.self),
                isProxy: true)
            XCTAssertEqual(UIKitCallLog.shared.calls, Self.postCalls(on: "UISegmentedControl.appearance()"))
        }
    }

    func testSegmentImagesGoToTheSegmentsTheControlHas() {
        MainActor.assumeIsolated {
            let settings = ["grid", "list", "map"].enumerated().map {
                ResolvedSetting(property: "segmentImages", value: .image(ImageName(name: $0.element)), index: $0.offset)
            }
            let control = UISegmentedControl(items: ["Grid", "List"])
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: control)
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UISegmentedControl.setImage(UIImage(named: \"grid\"), forSegmentAt: 0)",
                    "UISegmentedControl.setImage(UIImage(named: \"list\"), forSegmentAt: 1)",
                ])
        }
    }
}
#endif
