// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// Every setter of the UIKit back end reaches UIKit: given a value of its property's kind, it
/// makes a call on an object of its class (none is silently a no-op).
final class EverySetterTests: XCTestCase {
    /// An object of each class the table names, ready to take every property.
    @MainActor private static func make(_ className: String) -> AnyObject? {
        let factories: [String: @MainActor () -> AnyObject] = [
            "UIView": { UIView(frame: .zero) }, "UILabel": { UILabel(frame: .zero) },
            "UITextField": { UITextField(frame: .zero) }, "UITextView": { UITextView(frame: .zero) },
            "UIImageView": { UIImageView(frame: .zero) }, "UIProgressView": { UIProgressView(frame: .zero) },
            "UIActivityIndicatorView": { UIActivityIndicatorView(frame: .zero) }, "UITableView": { UITableView(frame: .zero) },
            "UIButton": {
                let button = UIButton(frame: .zero)
                button.configuration = .plain()
                return button
            },
            "UISegmentedControl": { UISegmentedControl(items: ["a", "b"]) }, "UIPageControl": { UIPageControl(frame: .zero) },
            "UISwitch": { UISwitch(frame: .zero) }, "UISlider": { UISlider(frame: .zero) }, "UIStepper": { UIStepper(frame: .zero) },
            "UINavigationBar": { UINavigationBar(frame: .zero) }, "UITabBar": { UITabBar(frame: .zero) },
            "UIToolbar": { UIToolbar(frame: .zero) }, "UISearchBar": { UISearchBar(frame: .zero) },
            "UIBarItem": { UIBarItem() }, "UIBarButtonItem": { UIBarButtonItem() }, "UITabBarItem": { UITabBarItem() },
        ]
        return factories[className]?()
    }

    private static func sample(_ kind: ValueKind) -> TypedValue {
        switch kind {
        case .color: return .color(.sRGB(SRGBColor(red: 1, green: 0, blue: 0)))
        case .font: return .font(.system(size: 17))
        case .image: return .image(ImageName(name: "sample"))
        case .number: return .number(ThemeNumber(2))
        case .boolean: return .boolean(ThemeBoolean(true))
        case .insets: return .insets(.zero)
        case .offset: return .offset(Offset(horizontal: 0, vertical: -1))
        case .runtimeAttribute: return .runtimeAttribute(.number(8))
        }
    }

    func testEverySetterMakesACallOnItsClass() {
        MainActor.assumeIsolated {
            for setter in UIKitPropertyTable.setters {
                guard let entry = PropertyCatalog.property(named: setter.property, onClassChain: [setter.className]) else {
                    XCTFail("\(setter.property) on \(setter.className) is not in the catalog")
                    continue
                }
                guard let object = Self.make(setter.className) else {
                    XCTFail("no test object for \(setter.className)")
                    continue
                }
                // The runtime-attribute setter stands for every key path; a setting names one.
                let setting = ResolvedSetting(
                    property: setter.property == PropertyCatalog.runtimeAttributes
                        ? "runtimeAttributes.layer.cornerRadius" : setter.property,
                    states: entry.perStatePair ? ["selected", "normal"] : entry.perState ? ["highlighted"] : [],
                    barMetrics: entry.perBarMetrics ? "compact" : nil,
                    value: Self.sample(entry.kind),
                    index: entry.takesList ? 1 : nil)
                UIKitCallLog.shared.reset()
                UIKitThemeApplier.apply([setting], to: object)
                let calls = UIKitCallLog.shared.calls
                XCTAssertEqual(calls.count, 1, "\(setter.property) on \(setter.className): \(calls)")
                let call = calls.first ?? ""
                XCTAssertTrue(call.hasPrefix(setter.className + "."), "\(setter.property) on \(setter.className): \(call)")
                if entry.perState {
                    XCTAssertTrue(call.contains(entry.perStatePair ? ".selected, rightSegmentState: .normal" : ".highlighted"), call)
                }
                if entry.perBarMetrics { XCTAssertTrue(call.contains(".compact"), call) }
            }
        }
    }
}
#endif
