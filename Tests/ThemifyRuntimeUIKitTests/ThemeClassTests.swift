// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// The classic theme classes: the key in the tag, accessibility label or identifier, applied in
/// `awakeFromNib` and again on every switch.
final class ThemeClassTests: XCTestCase {
    func testATaggedLabelTakesItsColorAndTakesTheNewOneOnASwitch() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let label = ThemeLabel(frame: .zero)
            label.tag = 7
            label.awakeFromNib()
            XCTAssertEqual(label.textColor?.description, "UIColor(red: 1, green: 0, blue: 0, alpha: 1)")
            UIKitCallLog.shared.reset()
            try manager.setTheme("night")
            XCTAssertEqual(label.textColor?.description, "UIColor(red: 0, green: 1, blue: 0, alpha: 1)")
            XCTAssertTrue(UIKitCallLog.shared.calls.contains("ThemeLabel.textColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)"))
        }
    }

    func testTheKeyComesFromTheIdentifierThenTheLabelThenTheTag() {
        MainActor.assumeIsolated {
            XCTAssertEqual(ThemeKeyRule.key(themeKey: nil, accessibilityLabel: "a", accessibilityIdentifier: "b", tag: 3), "b")
            XCTAssertEqual(ThemeKeyRule.key(themeKey: nil, accessibilityLabel: "a", accessibilityIdentifier: " ", tag: 3), "a")
            XCTAssertEqual(ThemeKeyRule.key(themeKey: nil, accessibilityLabel: nil, accessibilityIdentifier: nil, tag: 3), "3")
            XCTAssertNil(ThemeKeyRule.key(themeKey: nil, accessibilityLabel: nil, accessibilityIdentifier: nil, tag: 0))
            XCTAssertEqual(ThemeKeyRule.key(themeKey: "k", accessibilityLabel: "a", accessibilityIdentifier: "b", tag: 3), "k")
        }
    }

    func testAStyleKeySetsEveryPropertyOfTheStyle() throws {
        try MainActor.assumeIsolated {
            _ = try UIKitFixtures.installed()
            let label = ThemeLabel(frame: .zero)
            label.accessibilityIdentifier = "headline"
            label.awakeFromNib()
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "ThemeLabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)",
                    "ThemeLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)",
                ])
        }
    }

    func testAThemeViewTakesLayerProperties() throws {
        try MainActor.assumeIsolated {
            _ = try UIKitFixtures.installed()
            let view = ThemeView(frame: .zero)
            view.accessibilityIdentifier = "card"
            view.awakeFromNib()
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "ThemeView.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)",
                    "ThemeView.layer.cornerRadius = 8",
                    "ThemeView.layer.borderColor = UIColor.separator.cgColor",
                    "ThemeView.layer.borderWidth = 1",
                ])
        }
    }

    func testAViewNoLongerAliveIsDroppedAndNothingKeepsItAlive() throws {
        try MainActor.assumeIsolated {
            _ = try UIKitFixtures.installed()
            let before = ThemedObjects.count
            weak var weakLabel: ThemeLabel?
            do {
                let label = ThemeLabel(frame: .zero)
                label.tag = 7
                label.awakeFromNib()
                weakLabel = label
                XCTAssertEqual(ThemedObjects.count, before + 1)
            }
            XCTAssertNil(weakLabel)
            XCTAssertEqual(ThemedObjects.count, before)
        }
    }
}
#endif
