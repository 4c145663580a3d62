// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// `themeKey`, as a nib's runtime attribute sets it on any view or bar item.
final class ThemeKeyTests: XCTestCase {
    func testTheKeyIsStoredPerViewAndAnEmptyKeyIsNone() throws {
        try MainActor.assumeIsolated {
            _ = try UIKitFixtures.installed()
            let first = UILabel(frame: .zero)
            let second = UILabel(frame: .zero)
            first.themeKey = "headline"
            XCTAssertEqual(first.themeKey, "headline")
            XCTAssertNil(second.themeKey)
            second.themeKey = "   "
            XCTAssertNil(second.themeKey)
        }
    }

    func testSettingTheKeyAppliesTheStyleAndASwitchAppliesItAgain() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let label = UILabel(frame: .zero)
            label.themeKey = "headline"
            XCTAssertEqual(label.textColor?.description, "UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
            try manager.setTheme("night")
            XCTAssertEqual(label.textColor?.description, "UIColor(red: 0, green: 1, blue: 0, alpha: 1)")
        }
    }

    func testABarButtonItemTakesItsKeyAndTitleAttributes() throws {
        try MainActor.assumeIsolated {
            _ = try UIKitFixtures.installed()
            let item = UIBarButtonItem()
            item.themeKey = "saveItem"
            XCTAssertEqual(item.themeKey, "saveItem")
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UIBarButtonItem.tintColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)",
                    "UIBarButtonItem.setTitleTextAttributes([.font: UIFont.preferredFont(forTextStyle: UICTFontTextStyleBody)], for: .normal)",
                ])
        }
    }
}
#endif
