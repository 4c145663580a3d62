import Foundation
import Testing

@testable import ThemifyModel

/// How a view resolves — the one order the build tool and the app share.
@Suite struct ViewStyleTests {
    private func theme(_ json: String) throws -> ResolvedTheme {
        ResolvedTheme(chain: [try Theme(node: try JSONThemeFileReader.read(Array(json.utf8), path: "t.json"), path: "t.json")])
    }

    private func paths(_ style: ViewStyle) -> [String] {
        style.style?.properties.map { "\($0.path)=\($0.value.text)" } ?? []
    }

    private static let rules = ##"""
        {"$appearance": {"UIView": {"tintColor": "#111111", "backgroundColor": "#222222"}, "UIControl": {"tintColor": "#333333"},
                         "UIButton": {"titleColor": "#444444"}, "FancyButton": {"titleColor": "#555555"}},
         "save": {"backgroundColor": "#666666"}, "plain": "#777777", "picture": "header"}
        """##

    @Test func rulesGoMostGeneralFirstThenTheCustomClassThenTheKey() throws {
        let resolved = ViewStyle(theme: try theme(Self.rules), key: "save", classChain: ["FancyButton", "UIButton", "UIControl", "UIView"])
        #expect(paths(resolved) == ["tintColor=#333333", "titleColor=#555555", "backgroundColor=#666666"])
        #expect(resolved.ownPaths == ["backgroundColor"])
        #expect(resolved.keyProblem == nil)
    }

    @Test func aPlainValueGoesToThePrimaryPropertyOfTheMostSpecificClassWithOne() throws {
        let theme = try theme(Self.rules)
        #expect(
            paths(ViewStyle(theme: theme, key: "plain", classChain: ["UILabel", "UIView"])) == [
                "tintColor=#111111", "backgroundColor=#222222", "textColor=#777777",
            ])
        #expect(
            paths(ViewStyle(theme: theme, key: "plain", classChain: ["UIStackView", "UIView"])) == [
                "tintColor=#111111", "backgroundColor=#777777",
            ])
        #expect(paths(ViewStyle(theme: theme, key: "picture", classChain: ["UITabBarItem", "UIBarItem"])) == ["image=header"])
    }

    /// Without `$appearance` rules no class is looked up: a view gets its key's style alone,
    /// and its own paths are the ones that style (or the plain value's property) sets.
    @Test func withoutRulesAViewGetsItsKeyAlone() throws {
        let theme = try theme(##"{"save": {"backgroundColor": "#666666", "tintColor": "#111111"}, "plain": "#777777"}"##)
        let save = ViewStyle(theme: theme, key: "save", classChain: ["UIButton", "UIControl", "UIView"])
        #expect(paths(save) == ["backgroundColor=#666666", "tintColor=#111111"])
        #expect(save.ownPaths == ["backgroundColor", "tintColor"])
        let plain = ViewStyle(theme: theme, key: "plain", classChain: ["UILabel", "UIView"])
        #expect(paths(plain) == ["textColor=#777777"])
        #expect(plain.ownPaths == ["textColor"])
        let untagged = ViewStyle(theme: theme, key: nil, classChain: ["UILabel", "UIView"])
        #expect(untagged.style == nil && untagged.ownPaths.isEmpty && untagged.keyProblem == nil)
        #expect(ViewStyle(theme: theme, key: "plain", classChain: ["UILabel", "UIView"]) == plain)
        #expect(ViewStyle(theme: theme, key: "plain", classChain: ["UIStackView", "UIView"]) != plain)
    }

    @Test func keyProblemsLeaveTheRules() throws {
        let theme = try theme(Self.rules)
        let missing = ViewStyle(theme: theme, key: "nowhere", classChain: ["UILabel", "UIView"])
        #expect(missing.keyProblem == .missingKey)
        #expect(paths(missing) == ["tintColor=#111111", "backgroundColor=#222222"])
        let wrongKind = ViewStyle(theme: theme, key: "picture", classChain: ["UILabel", "UIView"])
        guard case .invalidPlainValue(let property, _, _)? = wrongKind.keyProblem else {
            Issue.record("an image name is not a label's text color: \(String(describing: wrongKind.keyProblem))")
            return
        }
        #expect(property == "textColor")
        #expect(ViewStyle(theme: theme, key: "plain", classChain: ["MKMapAnnotation"]).keyProblem == .noPrimaryProperty)
        #expect(ViewStyle(theme: theme, key: nil, classChain: ["UIBarButtonItem", "UIBarItem"]).style == nil)
    }
}
