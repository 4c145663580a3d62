// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// Issue 13.8 and 13.9 at run time: a theme's runtime attributes reach the view by key path, as
/// a nib's do, and a font without a size keeps the view's.
final class RuntimeAttributeTests: XCTestCase {
    private func manager(_ json: String) throws -> (ThemeManager, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("runtime-attributes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("default.json"))
        return (try ThemeManager(themesFolder: folder, defaults: UIKitFixtures.freshDefaults()), folder)
    }

    func testRuntimeAttributesAreSetByKeyPathWithTheValuesANibPasses() throws {
        let (manager, folder) = try manager(
            ##"""
            {"card": {"runtimeAttributes": {
                "layer.cornerRadius": 8, "layer.masksToBounds": true, "enabledBackgroundColor": "#FF0000",
                "placeholderText": "Name", "badge": {"image": "star"}, "layer.shadowOffset": {"size": [0, 4]}
            }}}
            """##)
        defer { try? FileManager.default.removeItem(at: folder) }
        MainActor.assumeIsolated {
            let view = UIView(frame: .zero)
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(manager, key: "card", to: view)
            let calls = UIKitCallLog.shared.calls
            XCTAssertEqual(calls.count, 6, "\(calls)")
            XCTAssertTrue(calls.contains("UIView.setValue(8, forKeyPath: \"layer.cornerRadius\")"), "\(calls)")
            XCTAssertTrue(calls.contains("UIView.setValue(1, forKeyPath: \"layer.masksToBounds\")"), "\(calls)")
            XCTAssertTrue(
                calls.contains("UIView.setValue(UIColor(red: 1, green: 0, blue: 0, alpha: 1), forKeyPath: \"enabledBackgroundColor\")"),
                "\(calls)")
            XCTAssertTrue(calls.contains("UIView.setValue(\"Name\", forKeyPath: \"placeholderText\")"), "\(calls)")
            XCTAssertTrue(calls.contains("UIView.setValue(UIImage(named: \"star\"), forKeyPath: \"badge\")"), "\(calls)")
            XCTAssertTrue(
                calls.contains { $0.hasPrefix("UIView.setValue(") && $0.hasSuffix("forKeyPath: \"layer.shadowOffset\")") }, "\(calls)")
        }
    }

    func testBarItemsTakeRuntimeAttributesAndProxiesDoNot() throws {
        let (manager, folder) = try manager(
            ##"{"item": {"runtimeAttributes": {"badgeValue": "3"}}, "$appearance": {"UIView": {"runtimeAttributes": {"layer.cornerRadius": 2}}}}"##
        )
        defer { try? FileManager.default.removeItem(at: folder) }
        MainActor.assumeIsolated {
            let item = UIBarButtonItem()
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(manager, key: "item", to: item)
            XCTAssertEqual(UIKitCallLog.shared.calls, ["UIBarButtonItem.setValue(\"3\", forKeyPath: \"badgeValue\")"])
            // Key-value coding is the object's, not its appearance proxy's.
            XCTAssertFalse(
                UIKitPropertyTable.setter(for: "runtimeAttributes.layer.cornerRadius", onClassChain: ["UIView"])?.viaAppearance ?? true)
        }
    }

    func testAFontWithoutASizeKeepsTheViewsSize() throws {
        let (manager, folder) = try manager(##"{"title": {"font": "Avenir-Heavy"}, "body": {"font": "system-bold +2"}}"##)
        defer { try? FileManager.default.removeItem(at: folder) }
        MainActor.assumeIsolated {
            let title = UILabel(frame: .zero)
            title.font = UIFont.systemFont(ofSize: 22)
            let body = UILabel(frame: .zero)
            body.font = UIFont.systemFont(ofSize: 15)
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(manager, key: "title", to: title)
            UIKitThemeApplier.apply(manager, key: "body", to: body)
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UILabel.font = UIFont(name: \"Avenir-Heavy\", size: 22)",
                    "UILabel.font = UIFont.boldSystemFont(ofSize: 17)",
                ])
        }
        // Without a view, UIKit's 17 points stand in.
        XCTAssertEqual(
            UIKitValues.font(.custom(postScriptName: "Avenir-Heavy", size: .layout))?.description,
            "UIFont(name: \"Avenir-Heavy\", size: 17)")
    }
}
#endif
