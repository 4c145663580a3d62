// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// `"default"` sets UIKit's default: nil where UIKit takes nil, Core Animation's documented
/// starting values for a layer's colors and numbers.
final class ResetTests: XCTestCase {
    func testAResetSetsNilOrTheLayersDocumentedDefault() {
        MainActor.assumeIsolated {
            let settings = [
                "backgroundColor", "tintColor", "layer.borderColor", "layer.cornerRadius", "layer.shadowRadius", "layer.shadowOffset",
            ].map {
                ResolvedSetting(property: $0, value: .reset(PropertyCatalog.property(named: $0)!.kind))
            }
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(settings, to: UIView(frame: .zero))
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UIView.backgroundColor = nil",
                    "UIView.tintColor = nil",
                    "UIView.layer.borderColor = UIColor.black.cgColor",
                    "UIView.layer.cornerRadius = 0",
                    "UIView.layer.shadowRadius = 3",
                    "UIView.layer.shadowOffset = CGSize(width: 0, height: -3)",
                ])
        }
    }

    func testAResetPerStateGivesNilForThatState() {
        MainActor.assumeIsolated {
            UIKitCallLog.shared.reset()
            UIKitThemeApplier.apply(
                [
                    ResolvedSetting(property: "titleColor", states: ["highlighted"], value: .reset(.color)),
                    ResolvedSetting(property: "image", states: ["normal"], value: .reset(.image)),
                ], to: UIButton(frame: .zero))
            XCTAssertEqual(
                UIKitCallLog.shared.calls,
                [
                    "UIButton.setTitleColor(nil, for: .highlighted)",
                    "UIButton.setImage(nil, for: .normal)",
                ])
        }
    }
}
#endif
