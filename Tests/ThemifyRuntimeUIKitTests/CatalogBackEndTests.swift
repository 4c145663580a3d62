// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// The catalog and the UIKit back end list the same run-time properties on the same classes:
/// a property the catalog lets a theme set at run time with no UIKit setter (or a setter for
/// something the catalog does not have) fails here, naming it.
final class CatalogBackEndTests: XCTestCase {
    private static func pairs(_ names: [(property: String, className: String)]) -> Set<String> {
        Set(names.map { "\($0.property) on \($0.className)" })
    }

    func testEveryRuntimePropertyHasAUIKitSetterAndViceVersa() {
        let catalog = Self.pairs(
            PropertyCatalog.properties.filter { $0.backEnds.contains(.runtime) }.flatMap { entry in
                entry.classes.map { (entry.name, $0) }
            })
        let attributeSinks = TextAttributes.parts.flatMap { part in
            TextAttributes.sinkClasses.map { ("\($0.group).\(part)", $0.className) }
        }
        let uikit = Self.pairs(UIKitPropertyTable.setters.map { ($0.property, $0.className) } + attributeSinks)
        XCTAssertEqual(catalog.subtracting(uikit).sorted(), [], "catalog properties without a UIKit setter")
        XCTAssertEqual(uikit.subtracting(catalog).sorted(), [], "UIKit setters for properties the catalog does not have")
    }

    func testNoPropertyHasTwoSettersForOneClass() {
        let names = UIKitPropertyTable.setters.map { "\($0.property) on \($0.className)" }
        XCTAssertEqual(names.count, Set(names).count)
    }

    func testEveryClassARuleMayNameHasAnAppearanceProxyWhenTheBackEndSetsAnythingOnIt() {
        let settable = Set(UIKitPropertyTable.setters.map(\.className) + TextAttributes.sinkClasses.map(\.className))
        let proxied = MainActor.assumeIsolated { Set(ThemeAppearance.uikitClasses.keys) }
        let missing = settable.subtracting(proxied).sorted()
        XCTAssertEqual(missing, [])
    }
}
#endif
