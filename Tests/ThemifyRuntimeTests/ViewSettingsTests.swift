import Foundation
import Testing
import ThemifyModel

@testable import ThemifyRuntime

/// `settings(forKey:classChain:)` resolves a view as the build tool resolves an element.
@Suite struct ViewSettingsTests {
    static let label = ["UILabel", "UIView"]
    static let segmented = ["UISegmentedControl", "UIControl", "UIView"]

    private func color(_ hex: String) -> TypedValue { .color(ThemeColor(parsing: hex)!) }

    @Test func aPlainValueGoesToTheClassesPrimaryProperty() throws {
        let manager = try Fixtures.manager()
        #expect(
            manager.settings(forKey: "primaryHeadingColor", classChain: Self.label) == [
                ResolvedSetting(property: "textColor", value: color("#222222"))
            ])
        #expect(
            manager.settings(forKey: "primaryHeadingColor", classChain: ["UIView"]) == [
                ResolvedSetting(property: "backgroundColor", value: color("#222222"))
            ])
        #expect(
            manager.settings(forKey: "headerImage", classChain: ["UIImageView", "UIView"]) == [
                ResolvedSetting(property: "image", value: .image(ImageName(name: "header_default")))
            ])
        // A plain value that is not of the primary property's kind sets nothing.
        #expect(manager.settings(forKey: "bodyFont", classChain: Self.label).isEmpty)
        #expect(manager.settings(forKey: "nowhere", classChain: Self.label).isEmpty)
    }

    @Test func rulesApplyMostGeneralFirstThenTheKey() throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("metal")
        #expect(
            manager.settings(forKey: nil, classChain: ["HeadlineLabel"] + Self.label) == [
                ResolvedSetting(property: "tintColor", value: color("#8FA3B8")),
                ResolvedSetting(property: "textColor", value: color("#ECEFF1")),
            ])
        // The key's plain value wins over the custom class's rule for the same property.
        try manager.setTheme("pink")
        #expect(
            manager.settings(forKey: "primaryHeadingColor", classChain: ["HeadlineLabel"] + Self.label) == [
                ResolvedSetting(property: "tintColor", value: color("#8FA3B8")),
                ResolvedSetting(property: "textColor", value: color("#C2185B")),
            ])
        // UIView, then UIControl, then UISegmentedControl; a rule's property the class has not
        // (the segmented control's title font is per state: normal) comes out as it takes it.
        #expect(
            manager.settings(forKey: nil, classChain: Self.segmented) == [
                ResolvedSetting(property: "tintColor", value: color("#8FA3B8")),
                ResolvedSetting(property: "layer.cornerRadius", value: .number(ThemeNumber(4))),
                ResolvedSetting(property: "selectedSegmentTintColor", value: color("#8FA3B8")),
                ResolvedSetting(
                    property: "titleTextAttributes.font", states: ["normal"], value: .font(.systemWeight("semibold", size: 13))),
            ])
    }

    @Test func stylesMergeAcrossTheChain() throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("pink")
        #expect(
            Set(manager.settings(forKey: "card", classChain: ["UIView"])) == [
                ResolvedSetting(property: "tintColor", value: color("#8FA3B8")),
                ResolvedSetting(property: "backgroundColor", value: color("#22262C")),
                ResolvedSetting(property: "layer.borderColor", value: color("#DDDDDD")),
                ResolvedSetting(property: "layer.borderWidth", value: .number(ThemeNumber(1))),
                ResolvedSetting(property: "layer.shadowOffset", value: .offset(Offset(horizontal: 0, vertical: 2))),
                ResolvedSetting(property: "layer.shadowOpacity", value: .number(ThemeNumber(0.5))),
            ])
    }

    @Test func appearanceSettingsArePerUIKitClass() throws {
        let manager = try Fixtures.manager()
        #expect(manager.appearanceSettings.isEmpty, "default has no rules")
        try manager.setTheme("metal")
        let byClass = Dictionary(uniqueKeysWithValues: manager.appearanceSettings.map { ($0.className, $0.settings) })
        #expect(byClass.keys.sorted() == ["UIControl", "UISegmentedControl", "UIView"])
        #expect(byClass["UIView"] == [ResolvedSetting(property: "tintColor", value: color("#8FA3B8"))])
        #expect(byClass["UIControl"] == [ResolvedSetting(property: "layer.cornerRadius", value: .number(ThemeNumber(4)))])
        #expect(
            byClass["UISegmentedControl"] == [
                ResolvedSetting(property: "selectedSegmentTintColor", value: color("#8FA3B8")),
                ResolvedSetting(
                    property: "titleTextAttributes.font", states: ["normal"], value: .font(.systemWeight("semibold", size: 13))),
            ])
        #expect(
            manager.appearanceSettings(forCustomClass: "HeadlineLabel", superclassChain: Self.label) == [
                ResolvedSetting(property: "textColor", value: color("#ECEFF1"))
            ])
    }

    @Test func aListGivesOneSettingPerItem() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(##"{"filter": {"segmentImages": ["grid", "list"]}}"##.utf8).write(to: folder.appendingPathComponent("default.json"))
        let manager = try ThemeManager(themesFolder: folder, defaults: Fixtures.freshDefaults())
        #expect(
            manager.settings(forKey: "filter", classChain: Self.segmented) == [
                ResolvedSetting(property: "segmentImages", value: .image(ImageName(name: "grid")), index: 0),
                ResolvedSetting(property: "segmentImages", value: .image(ImageName(name: "list")), index: 1),
            ])
    }
}
