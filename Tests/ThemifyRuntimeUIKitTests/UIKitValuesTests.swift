// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// Theme values as UIKit values.
final class UIKitValuesTests: XCTestCase {
    func testFontsOfEveryFace() {
        XCTAssertEqual(UIKitValues.font(.system(size: 17))?.description, "UIFont.systemFont(ofSize: 17)")
        XCTAssertEqual(UIKitValues.font(.boldSystem(size: 17))?.description, "UIFont.boldSystemFont(ofSize: 17)")
        XCTAssertEqual(UIKitValues.font(.italicSystem(size: 12))?.description, "UIFont.italicSystemFont(ofSize: 12)")
        XCTAssertEqual(UIKitValues.font(.systemWeight("heavy", size: 15))?.description, "UIFont.systemFont(ofSize: 15, weight: .heavy)")
        XCTAssertEqual(
            UIKitValues.font(.custom(postScriptName: "Avenir-Heavy", size: 15.5))?.description, "UIFont(name: \"Avenir-Heavy\", size: 15.5)"
        )
        XCTAssertEqual(
            UIKitValues.font(.textStyle("largeTitle"))?.description, "UIFont.preferredFont(forTextStyle: UICTFontTextStyleTitle0)")
    }

    func testColorsOfEveryForm() {
        XCTAssertEqual(
            UIKitValues.color(.sRGB(SRGBColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)))?.description,
            "UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)")
        XCTAssertEqual(UIKitValues.color(.system("systemRedColor"))?.description, "UIColor.systemRed")
        XCTAssertEqual(UIKitValues.color(.asset("BrandColor"))?.description, "UIColor(named: \"BrandColor\")")
    }

    func testEverySystemColorTheModelKnowsIsAUIKitColor() {
        // Deprecated since iOS 7: calling it would warn, so its recorded value stands in.
        let fixed = [
            "viewFlipsideBackgroundColor":
                "UIColor(red: 0.12156862745098039, green: 0.12941176470588237, blue: 0.1411764705882353, alpha: 1)"
        ]
        for name in SystemColors.lightValues.keys.sorted() {
            if let description = fixed[name] {
                XCTAssertEqual(UIKitValues.color(.system(name))?.description, description, name)
            } else {
                XCTAssertEqual(UIKitValues.color(.system(name))?.description.hasPrefix("UIColor."), true, name)
            }
        }
    }

    func testImagesPlainResizableAndSymbols() {
        XCTAssertEqual(UIKitValues.image(ImageName(name: "header"))?.description, "UIImage(named: \"header\")")
        XCTAssertEqual(UIKitValues.image(ImageName(name: "star.fill", isSymbol: true))?.description, "UIImage(systemName: \"star.fill\")")
        XCTAssertEqual(
            UIKitValues.image(ImageName(name: "pill", capInsets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))?.description,
            "UIImage(named: \"pill\").resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))")
    }

    func testASkinsImageFileWinsOverTheBundleAndOthersFallBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("skin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data([0x89]).write(to: folder.appendingPathComponent("header_pink@2x.png"))
        XCTAssertEqual(
            UIKitValues.image(ImageName(name: "header_pink"), skinFolder: folder)?.description,
            "UIImage(contentsOfFile: \"header_pink.png\")")
        XCTAssertEqual(
            UIKitValues.image(ImageName(name: "header_metal"), skinFolder: folder)?.description, "UIImage(named: \"header_metal\")")
        XCTAssertEqual(
            UIKitValues.image(ImageName(name: "header_pink", isSymbol: true), skinFolder: folder)?.description,
            "UIImage(systemName: \"header_pink\")")
    }

    func testStatesAndBarMetricsByName() {
        XCTAssertEqual(PropertyCatalog.controlStates.compactMap(UIKitValues.state).count, PropertyCatalog.controlStates.count)
        XCTAssertEqual(PropertyCatalog.barMetrics.compactMap(UIKitValues.barMetrics).count, PropertyCatalog.barMetrics.count)
        XCTAssertEqual(UIKitValues.barMetrics("compactPrompt"), .compactPrompt)
        XCTAssertNil(UIKitValues.state("pressed"))
    }

    func testEveryStatusBarStyleHasItsUIKitValue() {
        XCTAssertEqual(StatusBarStyle.allCases.map { UIKitValues.statusBarStyle($0).rawValue }, [0, 1, 3])
    }
}
#endif
