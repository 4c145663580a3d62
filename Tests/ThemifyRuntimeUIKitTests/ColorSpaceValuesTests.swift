// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// A theme color in a named space becomes the `UIColor` UIKit makes in that space.
final class ColorSpaceValuesTests: XCTestCase {
    func testEachSpaceMakesItsUIColor() throws {
        func made(_ text: String) throws -> String? {
            UIKitValues.color(try XCTUnwrap(ThemeColor(parsing: text))).map(\.description)
        }
        XCTAssertEqual(try made("displayP3:1 0 0 0.5"), "UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 0.5)")
        XCTAssertEqual(try made("gray:0.5"), "UIColor(white: 0.5, alpha: 1)")
        XCTAssertEqual(try made("calibratedWhite:1 0.25"), "UIColor(white: 1, alpha: 0.25)")
        XCTAssertEqual(try made("deviceRGB:0.2 0.4 0.6"), "UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)")
        XCTAssertEqual(try made("calibratedRGB:0 0 0"), "UIColor(red: 0, green: 0, blue: 0, alpha: 1)")
        XCTAssertNil(try made("catalog:controlTextColor"), "AppKit's catalog colors have no UIColor")
    }
}
#endif
