import Foundation
import Testing

@testable import ThemifyModel

/// The per-state, per-bar-metrics and divider syntax of run-time properties, read into flat
/// paths once, at load, with every value typed.
@Suite struct RunTimePropertySyntaxTests {
    private func theme(_ json: String) throws(DiagnosticError) -> Theme {
        try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "t.json"), path: "t.json")
    }

    private func problems(_ json: String) -> [String] {
        do {
            _ = try theme(json)
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }

    private func paths(_ json: String, key: String = "s") throws -> [String: String] {
        guard case .style(let style)? = try theme(json).entries.first(where: { $0.key == key })?.value else { return [:] }
        return Dictionary(uniqueKeysWithValues: style.properties.map { ($0.path.text, $0.value.text) })
    }

    @Test func statesBarMetricsAndDividersFlattenToPaths() throws {
        let read = try paths(
            ##"""
            {"s": {
              "backgroundImage": {"image": "bar", "capInsets": [0, 15, 0, 15]},
              "titleTextAttributes": {"textColor": "#FFFFFF"},
              "states": {"selected": {"titleTextAttributes": {"shadowOffset": [0, -1]}, "backgroundImage": "bar_on"}},
              "barMetrics": {"compact": {"backgroundImage": "bar_small", "states": {"selected": {"backgroundImage": "bar_small_on"}},
                                         "dividerImages": {"normal|selected": "d_small"}}},
              "dividerImages": {"selected|normal": "d_su"}
            }}
            """##)
        #expect(
            read == [
                "backgroundImage": "bar (capInsets 0 15 0 15)",
                "titleTextAttributes.textColor": "#FFFFFF",
                "states.selected.titleTextAttributes.shadowOffset": "0 -1",
                "states.selected.backgroundImage": "bar_on",
                "barMetrics.compact.backgroundImage": "bar_small",
                "barMetrics.compact.states.selected.backgroundImage": "bar_small_on",
                "barMetrics.compact.states.normal|selected.dividerImage": "d_small",
                "states.selected|normal.dividerImage": "d_su",
            ])
    }

    @Test func pathsReadBackIntoTheirParts() {
        for text in [
            "textColor", "states.selected.titleTextAttributes.textColor", "barMetrics.compact.states.normal|selected.dividerImage",
            "barMetrics.defaultPrompt.backgroundImage",
        ] {
            #expect(StylePath(stringLiteral: text).text == text)
        }
        let divider: StylePath = "barMetrics.compact.states.normal|selected.dividerImage"
        #expect(divider == StylePath(property: "dividerImage", states: ["normal", "selected"], barMetrics: "compact"))
        #expect(StylePath(stringLiteral: "states.selected.titleTextAttributes.textColor").property == "titleTextAttributes.textColor")
    }

    @Test func aPathTargetsOnlyAClassThatTakesItsShape() throws {
        let segmented = ["UISegmentedControl", "UIControl", "UIView"]
        let button = ["UIButton", "UIControl", "UIView"]
        #expect(
            StylePath(stringLiteral: "barMetrics.compact.states.selected.backgroundImage").target(onClassChain: segmented)?.backEnds == [
                .runtime
            ])
        #expect(
            StylePath(stringLiteral: "barMetrics.compact.backgroundImage").target(onClassChain: button) == nil,
            "a button has no bar metrics")
        #expect(StylePath(stringLiteral: "states.selected.backgroundImage").target(onClassChain: button)?.backEnds == [.layout, .runtime])
        #expect(StylePath(stringLiteral: "states.normal|selected.dividerImage").target(onClassChain: segmented) != nil)
        #expect(
            StylePath(stringLiteral: "states.selected.dividerImage").target(onClassChain: segmented) == nil,
            "a divider is between two states")
        #expect(
            StylePath(stringLiteral: "states.selected.backgroundImage").target(onClassChain: ["UINavigationBar", "UIView"]) == nil,
            "a bar's background is per metrics only")
        #expect(StylePath(stringLiteral: "layer.cornerRadius").target(onClassChain: ["UILabel", "UIView"])?.kind == .number)
    }

    @Test func misplacedOrUnknownPartsAreErrors() {
        #expect(
            problems(##"{"s": {"barMetrics": {"tiny": {"backgroundImage": "x"}}}}"##) == [
                "unknown bar metrics 'tiny' in style 's' (default, compact, defaultPrompt, compactPrompt)"
            ])
        #expect(
            problems(##"{"s": {"barMetrics": {"compact": {"textColor": "#FFF"}}}}"##).first?.hasPrefix(
                "'textColor' is not set per bar metrics") == true)
        #expect(
            problems(##"{"s": {"barMetrics": {"compact": {"states": {"selected": {"titleColor": "#FFF"}}}}}}"##).first?.hasPrefix(
                "'titleColor' is not set per bar metrics") == true)
        #expect(
            problems(##"{"s": {"dividerImages": {"selected": "x"}}}"##).first?.hasPrefix("'selected' in style 's' is not a pair of states")
                == true)
        #expect(
            problems(##"{"s": {"dividerImages": {"selected|pressed": "x"}}}"##).first?.hasPrefix(
                "'selected|pressed' in style 's' is not a pair of states") == true)
        #expect(
            problems(##"{"s": {"states": {"selected": {"dividerImage": "x"}}}}"##).first?.hasPrefix(
                "'dividerImage' is not a per-state property") == true)
        #expect(
            problems(##"{"s": {"states": {"selected": {"states": {"normal": {"image": "x"}}}}}}"##).first?.hasPrefix(
                "'states' cannot be nested here") == true)
        #expect(
            problems(##"{"s": {"states": {"selected": {"titleTextAttributes": {"textColour": "#FFF"}}}}}"##) == [
                "unknown property 'textColour' in style 's'; did you mean 'titleTextAttributes.textColor'?"
            ])
    }

    @Test func resizableImagesAreTypedAtLoad() throws {
        let image = try ImageName.parse(
            .dictionary([
                ThemeFileMember(
                    key: "image", at: SourceLocation(path: "t"), value: ThemeFileNode(.string("segment"), at: SourceLocation(path: "t"))),
                ThemeFileMember(
                    key: "capInsets", at: SourceLocation(path: "t"),
                    value: ThemeFileNode(.string("0 15 0 15"), at: SourceLocation(path: "t"))),
            ])
        ).get()
        #expect(image == ImageName(name: "segment", capInsets: EdgeInsets(top: 0, left: 15, bottom: 0, right: 15)))
        #expect(
            problems(##"{"s": {"backgroundImage": {"capInsets": [0, 1, 0, 1]}}}"##) == [
                "'backgroundImage' in style 's' needs an image name: a resizable image needs 'image', the image's name"
            ])
        #expect(
            problems(##"{"s": {"backgroundImage": {"image": "x", "capInsets": [0, 1]}}}"##) == [
                "'backgroundImage' in style 's' needs an image name: capInsets: insets [top, left, bottom, right] has 4 numbers, not 2"
            ])
        #expect(
            problems(##"{"s": {"backgroundImage": {"image": "x", "insets": [0, 1, 0, 1]}}}"##) == [
                "'backgroundImage' in style 's' needs an image name: a resizable image has 'image' and 'capInsets', not 'insets'"
            ])
    }

    @Test func statusBarStyleIsReservedAndInherited() throws {
        #expect(try theme(##"{"$statusBarStyle": "lightContent"}"##).statusBarStyle == .lightContent)
        #expect(try theme(##"{"heading": "#FFF"}"##).statusBarStyle == nil)
        #expect(
            problems(##"{"$statusBarStyle": "light"}"##) == [##"'$statusBarStyle' is one of "default", "lightContent", "darkContent""##])
        #expect(
            problems(##"{"$statusBarStyel": "default"}"##) == [
                "unknown reserved key '$statusBarStyel' (keys that begin with '$' are themify's); did you mean '$statusBarStyle'?"
            ])
        let child = try theme(##"{"heading": "#FFF"}"##)
        let parent = try theme(##"{"$statusBarStyle": "darkContent"}"##)
        #expect(ResolvedTheme(chain: [child, parent]).statusBarStyle == .darkContent)
    }

    @Test func layerPropertiesTakeTheirKinds() throws {
        #expect(try paths(##"{"s": {"layer.cornerRadius": 8, "layer.borderColor": "#DDD", "layer.shadowOffset": [0, 2]}}"##).count == 3)
        #expect(try paths(##"{"s": {"layer": {"borderWidth": "1.5"}}}"##) == ["layer.borderWidth": "1.5"])
        #expect(
            problems(##"{"s": {"layer.cornerRadius": "round"}}"##) == [
                "'layer.cornerRadius' in style 's' needs a number: 'round' is not a number"
            ])
    }
}
