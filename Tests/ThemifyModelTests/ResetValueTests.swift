import Foundation
import Testing

@testable import ThemifyModel

/// `"default"` resets a property of any kind, wherever a property is written.
@Suite struct ResetValueTests {
    private func theme(_ json: String) throws -> ResolvedTheme {
        ResolvedTheme(chain: [try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "t.json"), path: "t.json")])
    }

    @Test(arguments: ValueKind.allCases)
    func everyKindTakesDefault(kind: ValueKind) throws {
        let value = try kind.parse(.string("default")).get()
        #expect(value == .reset(kind))
        #expect(value.kind == kind)
        #expect(value.themeText == "default")
        #expect(try kind.parse(.string(" default ")).get() == .reset(kind))
    }

    @Test func onlyTheExactWordResetsAndAnImageNamedDefaultHasItsOwnForm() throws {
        #expect(throws: ValueError.self) { try ValueKind.color.parse(.string("Default")).get() }
        #expect(try ValueKind.image.parse(.string("defaults")).get() == .image(ImageName(name: "defaults")))
        let member = ThemeFileMember(
            key: "image", at: SourceLocation(path: "t"), value: ThemeFileNode(.string("default"), at: SourceLocation(path: "t")))
        #expect(try ValueKind.image.parse(.dictionary([member])).get() == .image(ImageName(name: "default")))
    }

    @Test func stylesStatesGroupsBarMetricsAndPlainKeysTakeIt() throws {
        let theme = try theme(
            ##"""
            {"heading": "default",
             "button": {"titleColor": "default", "font": "default", "states": {"highlighted": {"image": "default"}},
                        "layer": {"cornerRadius": "default"}, "layer.shadowOffset": "default",
                        "titleTextAttributes": {"shadowOffset": "default"}},
             "bar": {"barMetrics": {"compact": {"backgroundImage": "default"}}},
             "filter": {"segmentImages": ["grid", "default"]}}
            """##)
        guard case .style(let button)? = theme.value(forKey: "button"), case .style(let bar)? = theme.value(forKey: "bar"),
            case .style(let filter)? = theme.value(forKey: "filter"), case .plain(let heading)? = theme.value(forKey: "heading")
        else {
            Issue.record("the theme did not load as written")
            return
        }
        #expect(
            button.properties.map { "\($0.path)=\($0.value.text)" } == [
                "titleColor=default", "font=default", "states.highlighted.image=default", "layer.cornerRadius=default",
                "layer.shadowOffset=default", "titleTextAttributes.shadowOffset=default",
            ])
        #expect(button.properties.allSatisfy { $0.value.settings.allSatisfy(\.value.isReset) })
        #expect(bar.properties.map(\.value.text) == ["default"])
        #expect(filter.properties.first?.value.settings.map(\.value) == [.image(ImageName(name: "grid")), .reset(.image)])
        #expect(heading.isReset)
        // A plain "default" lands on whichever primary property the view has.
        let label = ViewStyle(theme: theme, key: "heading", classChain: ["UILabel", "UIView"])
        #expect(label.style?.properties.first?.value.settings.first?.value == .reset(.color))
        let image = ViewStyle(theme: theme, key: "heading", classChain: ["UIImageView", "UIView"])
        #expect(image.style?.properties.first?.value.settings.first?.value == .reset(.image))
    }

    @Test func aChildThemesDefaultOverridesItsParentsValue() throws {
        let parent = try Theme(
            node: try JSONThemeFileReader.read(
                Array(##"{"card": {"backgroundColor": "#FF0000", "tintColor": "#00FF00"}}"##.utf8), path: "default.json"),
            path: "default.json")
        let child = try Theme(
            node: try JSONThemeFileReader.read(Array(##"{"card": {"backgroundColor": "default"}}"##.utf8), path: "night.json"),
            path: "night.json")
        guard case .style(let card)? = ResolvedTheme(chain: [child, parent]).value(forKey: "card") else {
            Issue.record("no style")
            return
        }
        #expect(Set(card.properties.map { "\($0.path)=\($0.value.text)" }) == ["backgroundColor=default", "tintColor=#00FF00"])
    }
}
