import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

/// The state × bar-metrics matrix of the other controls UIKit skins in code.
@Suite struct ControlMatrixTests {
    private func manager(_ json: String) throws -> (ThemeManager, URL) {
        let folder = try Fixtures.temporaryFolder()
        try Data(json.utf8).write(to: folder.appendingPathComponent("default.json"))
        return (try ThemeManager(themesFolder: folder, defaults: Fixtures.freshDefaults()), folder)
    }

    private func image(_ name: String) -> TypedValue { .image(ImageName(name: name)) }

    @Test func barsTakeBackgroundsPerMetricsAndAShadowImage() throws {
        let (manager, folder) = try manager(
            ##"""
            {"bar": {"backgroundImage": "bar", "barMetrics": {"compact": {"backgroundImage": "bar_compact"}}, "shadowImage": "hairline",
                     "titleTextAttributes": {"textColor": "#FFFFFF", "shadowOffset": [0, 1]}}}
            """##)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            manager.settings(forKey: "bar", classChain: ["UINavigationBar", "UIView"]) == [
                ResolvedSetting(property: "backgroundImage", barMetrics: "default", value: image("bar")),
                ResolvedSetting(property: "backgroundImage", barMetrics: "compact", value: image("bar_compact")),
                ResolvedSetting(property: "shadowImage", value: image("hairline")),
                ResolvedSetting(property: "titleTextAttributes.textColor", value: .color(ThemeColor(parsing: "#FFFFFF")!)),
                ResolvedSetting(property: "titleTextAttributes.shadowOffset", value: .offset(Offset(horizontal: 0, vertical: 1))),
            ])
    }

    @Test func barButtonItemsTakeBackgroundsPerStateAndMetricsAndTitleAttributesPerState() throws {
        let (manager, folder) = try manager(
            ##"""
            {"item": {"backgroundImage": "item", "states": {"highlighted": {"backgroundImage": "item_down", "titleTextAttributes": {"font": "system-bold 15"}}},
                      "barMetrics": {"compact": {"states": {"disabled": {"backgroundImage": "item_off_small"}}}}}}
            """##)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            manager.settings(forKey: "item", classChain: ["UIBarButtonItem", "UIBarItem"]) == [
                ResolvedSetting(property: "backgroundImage", states: ["normal"], barMetrics: "default", value: image("item")),
                ResolvedSetting(property: "backgroundImage", states: ["highlighted"], barMetrics: "default", value: image("item_down")),
                ResolvedSetting(property: "titleTextAttributes.font", states: ["highlighted"], value: .font(.boldSystem(size: 15))),
                ResolvedSetting(property: "backgroundImage", states: ["disabled"], barMetrics: "compact", value: image("item_off_small")),
            ])
    }

    @Test func searchBarsSteppersAndSlidersTakeTheirImagesPerState() throws {
        let (manager, folder) = try manager(
            ##"""
            {"search": {"backgroundImage": "search_bg", "searchFieldBackgroundImage": "field", "states": {"disabled": {"searchFieldBackgroundImage": "field_off"}}},
             "stepper": {"backgroundImage": "step", "incrementImage": "plus", "decrementImage": "minus", "dividerImages": {"highlighted|normal": "div_hn"},
                         "states": {"highlighted": {"incrementImage": "plus_down"}}},
             "slider": {"thumbImage": "knob", "minimumTrackImage": {"image": "track_min", "capInsets": [0, 4, 0, 4]}, "maximumTrackImage": "track_max",
                        "states": {"highlighted": {"thumbImage": "knob_down"}}}}
            """##)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            manager.settings(forKey: "search", classChain: ["UISearchBar", "UIView"]) == [
                ResolvedSetting(property: "backgroundImage", value: image("search_bg")),
                ResolvedSetting(property: "searchFieldBackgroundImage", states: ["normal"], value: image("field")),
                ResolvedSetting(property: "searchFieldBackgroundImage", states: ["disabled"], value: image("field_off")),
            ])
        #expect(
            manager.settings(forKey: "stepper", classChain: ["UIStepper", "UIControl", "UIView"]) == [
                ResolvedSetting(property: "backgroundImage", states: ["normal"], value: image("step")),
                ResolvedSetting(property: "incrementImage", states: ["normal"], value: image("plus")),
                ResolvedSetting(property: "decrementImage", states: ["normal"], value: image("minus")),
                ResolvedSetting(property: "dividerImage", states: ["highlighted", "normal"], value: image("div_hn")),
                ResolvedSetting(property: "incrementImage", states: ["highlighted"], value: image("plus_down")),
            ])
        #expect(
            manager.settings(forKey: "slider", classChain: ["UISlider", "UIControl", "UIView"]) == [
                ResolvedSetting(property: "thumbImage", states: ["normal"], value: image("knob")),
                ResolvedSetting(
                    property: "minimumTrackImage", states: ["normal"],
                    value: .image(ImageName(name: "track_min", capInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)))),
                ResolvedSetting(property: "maximumTrackImage", states: ["normal"], value: image("track_max")),
                ResolvedSetting(property: "thumbImage", states: ["highlighted"], value: image("knob_down")),
            ])
    }
}
