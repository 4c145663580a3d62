// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// A switch made off the main thread reaches the views on the main actor, afterwards.
final class ThemeSwitchThreadTests: XCTestCase {
    func testASwitchOnABackgroundThreadIsAppliedOnTheMainActor() throws {
        let (manager, label) = try MainActor.assumeIsolated { () throws -> (ThemeManager, ThemeLabel) in
            let (manager, _) = try UIKitFixtures.installed()
            let label = ThemeLabel(frame: .zero)
            label.tag = 7
            label.awakeFromNib()
            return (manager, label)
        }
        let switched = expectation(description: "switched on a background thread")
        Thread.detachNewThread {
            try? manager.setTheme("night")
            switched.fulfill()
        }
        wait(for: [switched], timeout: 5)
        let applied = expectation(description: "applied on the main actor")
        Task { @MainActor in applied.fulfill() }
        wait(for: [applied], timeout: 5)
        MainActor.assumeIsolated {
            XCTAssertEqual(label.textColor?.description, "UIColor(red: 0, green: 1, blue: 0, alpha: 1)")
        }
    }
}
#endif
