// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

final class ProfileViewController: ThemeViewController {}

/// Which nib or storyboard loads under the current theme, per the nib map themify wrote.
final class NibSelectionTests: XCTestCase {
    func testANibAndAStoryboardLoadTheirVariantWhenTheThemeHasOne() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            XCTAssertEqual(UINib.themed(nibName: "Profile", bundle: nil).shimNibName, "Profile")
            try manager.setTheme("night")
            XCTAssertEqual(UINib.themed(nibName: "Profile", bundle: nil).shimNibName, "Profile-night")
            XCTAssertEqual(UIStoryboard.themed(name: "Main", bundle: nil).shimName, "Main-night")
            XCTAssertEqual(UIStoryboard.themed(name: "Settings", bundle: nil).shimName, "Settings")
        }
    }

    func testAControllerLoadsTheNibTheMapGivesItsClass() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let controller = ProfileViewController(nibName: "Profile", bundle: nil)
            XCTAssertEqual(controller.nibName, "Profile")
            try manager.setTheme("night")
            XCTAssertEqual(controller.nibName, "Profile-night")
            let plain = UIViewController(nibName: "Profile", bundle: nil)
            XCTAssertEqual(plain.themedNibName(plain.nibName), "Profile-night")
            XCTAssertEqual(plain.themedNibName(nil), nil)
        }
    }

    func testTheWindowGetsTheThemedStoryboardsInitialControllerOnASwitch() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let made = UIViewController(nibName: nil, bundle: nil)
            UIStoryboard.shimInitialViewControllers["Main-night"] = { made }
            defer { UIStoryboard.shimInitialViewControllers["Main-night"] = nil }
            let window = UIWindow(frame: .zero)
            ThemeEnvironment.reloadRootViewController(of: window, fromStoryboard: "Main")
            XCTAssertNil(window.rootViewController)
            try manager.setTheme("night")
            XCTAssertTrue(window.rootViewController === made)
            XCTAssertTrue(UIKitCallLog.shared.calls.contains("UIStoryboard(name: \"Main-night\", bundle: nil)"))
        }
    }

    func testTheStatusBarFollowsTheTheme() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let controller = ProfileViewController(nibName: nil, bundle: nil)
            XCTAssertEqual(controller.preferredStatusBarStyle, .default)
            UIKitCallLog.shared.reset()
            try manager.setTheme("night")
            XCTAssertEqual(controller.preferredStatusBarStyle, .lightContent)
            XCTAssertTrue(UIKitCallLog.shared.calls.contains("ProfileViewController.setNeedsStatusBarAppearanceUpdate()"))
        }
    }
}
#endif
