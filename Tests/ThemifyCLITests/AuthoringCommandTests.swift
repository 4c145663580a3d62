import Foundation
import Testing
import ThemifyKit
import ThemifyModel
import ThemifyTestSupport
import ThemifyXML

@testable import ThemifyCLI

/// Small iOS layouts in the form Xcode writes, for the authoring commands.
private enum AuthoringLayout {
    static func xib(_ body: String) -> String {
        TestLayouts.xib(body)
    }

    static func color(_ key: String, _ hex: String) -> String {
        let digits = Array(hex.dropFirst())
        func component(_ index: Int) -> String {
            let value = Double(Int(String(digits[index * 2...index * 2 + 1]), radix: 16)!) / 255
            return value == 0 ? "0.0" : value == 1 ? "1" : String(format: "%.17g", value)
        }
        return
            #"<color key="\#(key)" red="\#(component(0))" green="\#(component(1))" blue="\#(component(2))" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
    }

    static func tag(_ key: String, indent: String = "                    ") -> String {
        """
        \(indent)<userDefinedRuntimeAttributes>
        \(indent)    <userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="\(key)"/>
        \(indent)</userDefinedRuntimeAttributes>
        """
    }

    static func label(
        id: String, key: String? = nil, text: String = "Name", textColor: String = "#000000", customClass: String? = nil,
        accessibility: String? = nil
    ) -> String {
        var lines = [
            #"                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\#(text)" lineBreakMode="tailTruncation" id="\#(id)"\#(customClass.map { #" customClass="\#($0)""# } ?? "")>"#
        ]
        lines.append(#"                    <rect key="frame" x="16" y="100" width="200" height="21"/>"#)
        lines.append(#"                    <fontDescription key="fontDescription" type="system" pointSize="17"/>"#)
        if let accessibility { lines.append("                    " + accessibility) }
        lines.append("                    " + color("textColor", textColor))
        lines.append(#"                    <nil key="highlightedColor"/>"#)
        if let key { lines.append(tag(key)) }
        lines.append("                </label>")
        return lines.joined(separator: "\n")
    }

    static func imageView(id: String, key: String? = nil, image: String = "placeholder") -> String {
        var lines = [#"                <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="\#(image)" id="\#(id)">"#]
        lines.append(#"                    <rect key="frame" x="0.0" y="0.0" width="24" height="24"/>"#)
        if let key { lines.append(tag(key)) }
        lines.append("                </imageView>")
        return lines.joined(separator: "\n")
    }

    static func view(id: String, background: String?, key: String? = nil) -> String {
        var lines = [#"                <view contentMode="scaleToFill" id="\#(id)">"#]
        lines.append(#"                    <rect key="frame" x="0.0" y="300" width="100" height="44"/>"#)
        if let background { lines.append("                    " + color("backgroundColor", background)) }
        if let key { lines.append(tag(key)) }
        lines.append("                </view>")
        return lines.joined(separator: "\n")
    }

    /// `path:line:column` of the element with `id`.
    static func location(ofID id: String, in text: String, path: String) -> String {
        guard let found = position(of: "<", inLineContaining: "id=\"\(id)\"", in: text) else { return "\(path): no \(id)" }
        return "\(path):\(found.line):\(found.column)"
    }

    static func position(of needle: String, inLineContaining marker: String, in text: String) -> (line: Int, column: Int)? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(marker) {
            guard let range = line.range(of: needle) else { return nil }
            return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
        return nil
    }
}

/// Lint's lines: `path:line:column: severity: message [rule]`.
private func diagnosticLines(_ stderr: String, severities: [String] = ["error", "warning"]) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { line in
        severities.contains { line.contains(": \($0): ") }
    }
}

private let allRules: Set<String> = [
    LintRule.missingKey, LintRule.unusedKey, LintRule.invalidValue, LintRule.colorAsImage, LintRule.unsupportedProperty,
    LintRule.themeStructure, LintRule.missingAsset, LintRule.lowContrast, LintRule.keyInAccessibilityLabel,
]

private func rule(of line: String) -> String? {
    guard line.hasSuffix("]"), let open = line.range(of: " [", options: .backwards) else { return nil }
    return String(line[open.upperBound..<line.index(before: line.endIndex)])
}

// MARK: - lint

@Suite struct LintCommandTests {
    /// Clean but for the contrast the sample themes break: metal's dark card under the untagged
    /// `secondaryLabelColor` labels and its dark screen under the default-colored Settings label,
    /// pink's card under the same labels.
    @Test func theSampleLayoutsWarnOnlyOfTheContrastTheirThemesBreak() {
        let result = themify("lint", Fixtures.sampleLayouts.path, "--themes", Fixtures.sampleThemes.path)
        #expect(result.exitCode == .success)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.last == "themify lint: 2 layout(s), 3 theme(s): 0 error(s), 5 warning(s)")
        #expect(lines.dropLast().allSatisfy { $0.hasSuffix("[low-contrast]") }, "\(lines)")
        #expect(lines.dropLast().map { $0.contains("in theme 'metal'") }.filter { $0 }.count == 3, "\(lines)")
    }

    @Test func errorsExitOneWarningsZeroAndStrictTurnsWarningsIntoErrors() throws {
        try withSandbox { sandbox in
            let layout = AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading"))
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#000000", "spare": "#FFFFFF"}"## + "\n", to: "Themes/default.json")

            let warningsOnly = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(warningsOnly.exitCode == .success, "stderr: \(warningsOnly.stderr)")
            #expect(
                diagnosticLines(warningsOnly.stderr) == [
                    "\(sandbox.path("Themes/default.json")):1:24: warning: theme key 'spare' is not used by any layout [unused-key]"
                ])
            #expect(warningsOnly.stderr.hasSuffix("themify lint: 1 layout(s), 1 theme(s): 0 error(s), 1 warning(s)\n"))

            let strict = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--strict")
            #expect(strict.exitCode == .inputError)
            #expect(
                diagnosticLines(strict.stderr) == [
                    "\(sandbox.path("Themes/default.json")):1:24: error: theme key 'spare' is not used by any layout [unused-key]"
                ])

            try sandbox.write(##"{"other": "#000000"}"## + "\n", to: "Themes/metal.json")
            try sandbox.write(##"{"$extends": "metal"}"## + "\n", to: "Themes/pink.json")
            try sandbox.write(##"{"heading": "#000000"}"## + "\n", to: "Themes/default.json")
            let missing = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(missing.exitCode == .success, "stderr: \(missing.stderr)")
            // default has the key; metal extends default (implicitly) and pink extends metal.
            #expect(diagnosticLines(missing.stderr).filter { $0.hasSuffix("[missing-key]") }.isEmpty, "stderr: \(missing.stderr)")
            #expect(
                diagnosticLines(missing.stderr).filter { $0.hasSuffix("[unused-key]") }.map {
                    $0.hasPrefix(sandbox.path("Themes/metal.json"))
                } == [true])
            try sandbox.write(##"{"other": "#000000"}"## + "\n", to: "Themes/default.json")
            let lacking = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(lacking.exitCode == .inputError)
            #expect(
                diagnosticLines(lacking.stderr).filter { $0.hasSuffix("[missing-key]") } == [
                    "\(path):7:17: error: theme 'default' has no key 'heading'; the <label> is left as it is [missing-key]",
                    "\(path):7:17: error: theme 'metal' has no key 'heading' (nor does 'default'); the <label> is left as it is [missing-key]",
                    "\(path):7:17: error: theme 'pink' has no key 'heading' (nor does 'metal', 'default'); the <label> is left as it is [missing-key]",
                ])
        }
    }

    /// `--reporter json` lists every finding the text names, with its file, position,
    /// severity, rule and message: read back into lines, the two reports are the same.
    @Test func theJSONReporterListsEveryFinding() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading")), to: "App/Screen.xib")
            try sandbox.write(##"{"spare": "#FFFFFF"}"## + "\n", to: "Themes/default.json")
            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--reporter", "json")
            #expect(result.exitCode == .inputError)
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], "stdout: \(result.stdoutText)")
            #expect(report["errors"] as? Int == 1 && report["warnings"] as? Int == 1 && report["layouts"] as? Int == 1)
            let findings = try #require(report["findings"] as? [[String: Any]])
            let lines = findings.map { finding in
                "\(finding["file"] ?? ""):\(finding["line"] ?? ""):\(finding["column"] ?? ""): \(finding["severity"] ?? ""): \(finding["message"] ?? "") [\(finding["rule"] ?? "")]"
            }
            #expect(lines == diagnosticLines(result.stderr))
            #expect(lines.first == "\(path):7:17: error: theme 'default' has no key 'heading'; the <label> is left as it is [missing-key]")
        }
    }

    /// Applying with `--reporter json` reports the findings too, not only their counts.
    @Test func theApplyJSONReportHasTheFindings() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading")), to: "App/Screen.xib")
            try sandbox.write(##"{"spare": "#FFFFFF"}"## + "\n", to: "Themes/default.json")
            let result = themify(
                path, "--theme", "default", "--themes", sandbox.path("Themes"), "--reporter", "json", "-o", sandbox.path("Out"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let report = try #require(
                try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any], "stdout: \(result.stdoutText)")
            let findings = try #require(report["findings"] as? [[String: Any]])
            #expect(findings.count == 1)
            #expect(findings.first?["file"] as? String == path)
            #expect(findings.first?["line"] as? Int == 7 && findings.first?["column"] as? Int == 17)
            #expect(findings.first?["severity"] as? String == "warning")
            #expect(findings.first?["rule"] as? String == LintRule.missingKey)
            #expect((findings.first?["message"] as? String)?.contains("no key 'heading'") == true)
        }
    }

    /// Every rule fires once in this project, and every error and warning line names its rule.
    @Test func everyDiagnosticLineEndsWithItsRule() throws {
        try withSandbox { sandbox in
            try sandbox.write(
                AuthoringLayout.xib(
                    [
                        AuthoringLayout.label(id: "lbl-01-abc", key: "heading"),
                        AuthoringLayout.imageView(id: "img-01-abc", key: "icon"),
                        AuthoringLayout.imageView(id: "img-02-abc", key: "logo"),
                        AuthoringLayout.label(
                            id: "lbl-02-abc", customClass: "ThemeLabel",
                            accessibility: #"<accessibility key="accessibilityConfiguration" label="caption"/>"#),
                        AuthoringLayout.label(id: "lbl-03-abc", key: "title"),
                        AuthoringLayout.label(id: "lbl-04-abc", key: "body"),
                        AuthoringLayout.label(id: "lbl-05-abc", key: "subtitle"),
                    ].joined(separator: "\n")), to: "App/Screen.xib")
            try sandbox.write(
                """
                {
                  "heading": "#AAAAAA",
                  "icon": "#FF0000",
                  "logo": "hedaer",
                  "caption": "#000000",
                  "title": {"image": "x", "textColor": "#000000"},
                  "body": "header_metal",
                  "spare": "#FFFFFF"
                }

                """, to: "Themes/default.json")
            try sandbox.write(##"{"subtitle": "#000000"}"## + "\n", to: "Themes/metal.json")
            try sandbox.write(##"{"$extends": "nosuch"}"## + "\n", to: "Themes/broken.json")
            try sandbox.write(
                #"{"images": [], "info": {"author": "xcode", "version": 1}}"#, to: "Assets/Assets.xcassets/header.imageset/Contents.json")

            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"))
            #expect(result.exitCode == .inputError)
            let lines = diagnosticLines(result.stderr)
            for line in lines {
                #expect(rule(of: line).map(allRules.contains) == true, "no rule: \(line)")
            }
            #expect(Set(lines.compactMap(rule(of:))) == allRules, "stderr: \(result.stderr)")
            #expect(
                lines.contains(
                    "\(sandbox.path("Themes/default.json")):4:11: warning: image 'hedaer' is not in the asset catalogs; did you mean 'header'? [missing-asset]"
                ))
            #expect(
                lines.contains(
                    "\(sandbox.path("Themes/default.json")):7:11: error: 'header_metal' is not a color; write #RRGGBB, #RRGGBBAA, #RGB, RRGGBB, system:NAME or asset:NAME (key 'body', set as textColor of <label>) [invalid-value]"
                ))
            #expect(
                lines.contains(
                    "\(sandbox.path("Themes/broken.json")):1:14: error: '$extends' names theme 'nosuch', which has no file beside this one [theme-structure]"
                ))
        }
    }

    /// Warnings the themer gives still belong to a lint check; the themer's note about an asset
    /// color's unknown design-time value is left to lint's own `missing-asset` check.
    @Test func warningsWithoutADedicatedCheckStillNameARule() throws {
        try withSandbox { sandbox in
            try sandbox.write(
                AuthoringLayout.xib(
                    [
                        AuthoringLayout.label(id: "lbl-01-abc", customClass: "ThemeLabel"),
                        AuthoringLayout.view(id: "v-01-abc", background: nil, key: "card"),
                    ].joined(separator: "\n")), to: "App/Screen.xib")
            try sandbox.write(##"{"card": "asset:Brand"}"## + "\n", to: "Themes/default.json")
            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            let lines = diagnosticLines(result.stderr)
            #expect(lines.count == 1, "stderr: \(result.stderr)")
            #expect(lines.first?.hasSuffix("[incomplete-tag]") == true, "stderr: \(result.stderr)")
            for line in lines {
                #expect(rule(of: line) != nil, "no [rule]: \(line)")
            }
        }
    }

    @Test func extendsCyclesAndUnknownParentsAreThemeStructureErrors() throws {
        try withSandbox { sandbox in
            try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading")), to: "App/Screen.xib")
            try sandbox.write(##"{"$extends": "b", "heading": "#000000"}"## + "\n", to: "Themes/a.json")
            try sandbox.write(##"{"$extends": "a"}"## + "\n", to: "Themes/b.json")
            try sandbox.write(##"{"$extends": "defualt", "heading": "#000000"}"## + "\n", to: "Themes/c.json")
            try sandbox.write(##"{"heading": "#000000"}"## + "\n", to: "Themes/default.json")
            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(result.exitCode == .inputError)
            #expect(
                diagnosticLines(result.stderr) == [
                    "\(sandbox.path("Themes/b.json")):1:14: error: themes extend each other in a cycle: a → b → a [theme-structure]",
                    "\(sandbox.path("Themes/a.json")):1:14: error: themes extend each other in a cycle: b → a → b [theme-structure]",
                    "\(sandbox.path("Themes/c.json")):1:14: error: '$extends' names theme 'defualt', which has no file beside this one; did you mean 'default'? [theme-structure]",
                ])
            #expect(result.stderr.hasSuffix("themify lint: 1 layout(s), 1 theme(s): 3 error(s), 0 warning(s)\n"))
        }
    }

    @Test func aMissingThemeIsAThemeStructureError() throws {
        try withSandbox { sandbox in
            try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading")), to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#000000"}"## + "\n", to: "Themes/default.json")
            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--theme", "default", "--theme", "mteal")
            #expect(result.exitCode == .inputError)
            #expect(
                result.stderr.contains(
                    "themify: error: no theme 'mteal' in '\(sandbox.path("Themes"))' (it has: default) [theme-structure]"),
                "stderr: \(result.stderr)")
        }
    }

    /// The README lists a value that is not a font among the invalid values; lint should file it
    /// under invalid-value, at the value's line.
    @Test func anInvalidFontIsAnInvalidValueAtTheValuesLine() throws {
        try withSandbox { sandbox in
            try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc", key: "heading")), to: "App/Screen.xib")
            try sandbox.write("{\n  \"heading\": {\n    \"font\": \"huge\"\n  }\n}\n", to: "Themes/default.json")
            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(result.exitCode == .inputError)
            let lines = diagnosticLines(result.stderr)
            #expect(lines.count == 1, "stderr: \(result.stderr)")
            #expect(
                lines.first?.hasPrefix("\(sandbox.path("Themes/default.json")):3:13: error: 'huge' is not a font") == true,
                "stderr: \(result.stderr)")
            #expect(lines.first.flatMap(rule(of:)) == LintRule.invalidValue, "stderr: \(result.stderr)")
        }
    }

    @Test func missingAssetsAgainstAnOnDiskCatalog() throws {
        try withSandbox { sandbox in
            try sandbox.write(
                AuthoringLayout.xib(
                    [
                        AuthoringLayout.imageView(id: "img-01-abc", key: "header"),
                        AuthoringLayout.imageView(id: "img-02-abc", key: "icon"),
                        AuthoringLayout.imageView(id: "img-03-abc", key: "star"),
                        AuthoringLayout.view(id: "v-01-abc", background: nil, key: "brand"),
                        AuthoringLayout.view(id: "v-02-abc", background: nil, key: "brandTypo"),
                    ].joined(separator: "\n")), to: "App/Screen.xib")
            try sandbox.write(
                """
                {
                  "header": "header",
                  "icon": "icno",
                  "star": "symbol:star.fill",
                  "brand": "asset:Brand",
                  "brandTypo": "asset:Brnd"
                }

                """, to: "Themes/default.json")
            try sandbox.write(
                #"{"images": [{"idiom": "universal", "filename": "h.png"}], "info": {"author": "xcode", "version": 1}}"#,
                to: "Assets/App.xcassets/header.imageset/Contents.json")
            try sandbox.write(
                #"{"colors": [{"idiom": "universal", "color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.400", "blue": "0.600", "alpha": "1.000"}}}], "info": {"author": "xcode", "version": 1}}"#,
                to: "Assets/App.xcassets/Brand.colorset/Contents.json")
            try sandbox.write("png", to: "Assets/Loose/icon@2x.png")
            let theme = sandbox.path("Themes/default.json")

            let result = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--assets", sandbox.path("Assets"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(
                diagnosticLines(result.stderr).filter { $0.hasSuffix("[missing-asset]") } == [
                    "\(theme):3:11: warning: image 'icno' is not in the asset catalogs; did you mean 'icon'? [missing-asset]",
                    "\(theme):6:16: warning: color 'Brnd' is not in the asset catalogs; did you mean 'Brand'? [missing-asset]",
                ])
        }
    }

    @Test func strippingKeyLabelsOnApply() throws {
        try withSandbox { sandbox in
            let labelOnly = AuthoringLayout.label(
                id: "lbl-01-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" label="heading"/>"#)
            let withHint = AuthoringLayout.label(
                id: "lbl-02-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" hint="Greets you" label="heading"/>"#)
            let byIdentifier = AuthoringLayout.label(
                id: "lbl-03-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" identifier="heading"/>"#)
            let input = AuthoringLayout.xib([labelOnly, withHint, byIdentifier].joined(separator: "\n"))
            let path = try sandbox.write(input, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#FF0000"}"## + "\n", to: "Themes/default.json")

            let lint = themify("lint", path, "--themes", sandbox.path("Themes"))
            #expect(
                diagnosticLines(lint.stderr).filter { $0.hasSuffix("[key-in-accessibility-label]") }.count == 2, "stderr: \(lint.stderr)")

            let plain = themify(path, "--theme", "default", "--themes", sandbox.path("Themes"), "-o", "-")
            #expect(plain.exitCode == .success)
            #expect(plain.stdoutText.components(separatedBy: "label=\"heading\"").count == 3, "the labels stay without the flag")

            let stripped = themify(path, "--theme", "default", "--themes", sandbox.path("Themes"), "--strip-key-labels", "-o", "-")
            #expect(stripped.exitCode == .success, "stderr: \(stripped.stderr)")
            let red = AuthoringLayout.color("textColor", "#FF0000")
            let expected =
                input
                .replacingOccurrences(
                    of: "                    <accessibility key=\"accessibilityConfiguration\" label=\"heading\"/>\n", with: ""
                )
                .replacingOccurrences(of: #" hint="Greets you" label="heading"/>"#, with: #" hint="Greets you"/>"#)
                .replacingOccurrences(of: AuthoringLayout.color("textColor", "#000000"), with: red)
            #expect(stripped.stdoutText == expected)

            let variant = try sandbox.write(stripped.stdout, to: "Variant/Screen.xib")
            let again = themify(variant, "--theme", "default", "--themes", sandbox.path("Themes"), "--strip-key-labels", "-o", "-")
            #expect(again.stdout == stripped.stdout)
        }
    }

    /// A VoiceOver label that is not the key stays: the identifier is the key when both are
    /// there, and a label that no theme key names is a description, whatever the view's class.
    @Test func strippingKeepsLabelsThatAreNotThemeKeys() throws {
        try withSandbox { sandbox in
            let both = AuthoringLayout.label(
                id: "lbl-01-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" identifier="heading" label="Greeting"/>"#)
            let unknownKey = AuthoringLayout.label(
                id: "lbl-02-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" label="Close"/>"#)
            let keyLabel = AuthoringLayout.label(
                id: "lbl-03-abc", customClass: "ThemeLabel",
                accessibility: #"<accessibility key="accessibilityConfiguration" label="heading"/>"#)
            let input = AuthoringLayout.xib([both, unknownKey, keyLabel].joined(separator: "\n"))
            let path = try sandbox.write(input, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#FF0000"}"## + "\n", to: "Themes/default.json")

            let stripped = themify(path, "--theme", "default", "--themes", sandbox.path("Themes"), "--strip-key-labels", "-o", "-")
            #expect(stripped.exitCode == .success, "stderr: \(stripped.stderr)")
            #expect(stripped.stderr.contains("no key 'Close'"), "the view keyed by 'Close' is reported, not silenced: \(stripped.stderr)")
            let red = AuthoringLayout.color("textColor", "#FF0000")
            let black = AuthoringLayout.color("textColor", "#000000")
            var expected = input.replacingOccurrences(
                of: "                    <accessibility key=\"accessibilityConfiguration\" label=\"heading\"/>\n", with: "")
            // The first and third labels take the theme's red; 'Close' names no key and stays black.
            let closeStart = expected.range(of: #"id="lbl-02-abc""#)!.lowerBound
            let closeEnd = expected.range(of: #"id="lbl-03-abc""#)!.lowerBound
            expected =
                expected[..<closeStart].replacingOccurrences(of: black, with: red) + expected[closeStart..<closeEnd]
                + expected[closeEnd...].replacingOccurrences(of: black, with: red)
            #expect(stripped.stdoutText == expected)

            let lint = themify("lint", path, "--themes", sandbox.path("Themes"))
            #expect(
                diagnosticLines(lint.stderr).filter { $0.hasSuffix("[key-in-accessibility-label]") }.count == 2,
                "only the label-keyed views: \(lint.stderr)")
        }
    }
}

// MARK: - keys

@Suite struct KeysCommandTests {
    private let layout = AuthoringLayout.xib(
        [
            AuthoringLayout.label(id: "lbl-01-abc", key: "heading", textColor: "#111111"),
            AuthoringLayout.label(id: "lbl-02-abc", key: "heading", textColor: "#222222"),
            AuthoringLayout.imageView(id: "img-01-abc", key: "icon", image: "star"),
            AuthoringLayout.view(id: "v-01-abc", background: nil, key: "card"),
        ].joined(separator: "\n"))

    @Test func listsEachKeyWithItsElementPropertyLocationAndValue() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("keys", path)
            #expect(result.exitCode == .success)
            func at(_ id: String) -> String { AuthoringLayout.location(ofID: id, in: layout, path: path) }
            #expect(
                result.stdoutText == """
                    heading
                        \(at("lbl-01-abc")): <label> → textColor = #111111, font = system 17
                        \(at("lbl-02-abc")): <label> → textColor = #222222, font = system 17
                    icon
                        \(at("img-01-abc")): <imageView> → image = star
                    card
                        \(at("v-01-abc")): <view> → backgroundColor = default

                    """)
            #expect(result.stderr.isEmpty, "listing alone warns about nothing: \(result.stderr)")
        }
    }

    @Test func disagreeingValuesWarnWhenWritingTheSkeleton() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let output = sandbox.path("Themes/default.json")
            let result = themify("keys", path, "-o", output)
            #expect(result.exitCode == .success)
            func at(_ id: String) -> String { AuthoringLayout.location(ofID: id, in: layout, path: path) }
            #expect(
                diagnosticLines(result.stderr) == [
                    "\(at("lbl-02-abc")): warning: key 'heading' has textColor #222222 here but #111111 at \(at("lbl-01-abc")); the skeleton takes #111111"
                ])
            #expect(
                try sandbox.text("Themes/default.json") == """
                    {
                      "card": "default",
                      "heading": {
                        "textColor": "#111111",
                        "font": "system 17"
                      },
                      "icon": "star"
                    }

                    """)
        }
    }

    @Test(arguments: ["json", "plist"])
    func theSkeletonLoadsAndReproducesTheLayouts(format: String) throws {
        try withSandbox { sandbox in
            // Profile.xib alone: Main.storyboard's primary button is bold where Profile's is
            // semibold, a disagreement the skeleton can settle only one way.
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.write(
                AuthoringLayout.xib(
                    [
                        AuthoringLayout.label(id: "lbl-01-abc", key: "extraHeading", textColor: "#123456"),
                        AuthoringLayout.imageView(id: "img-01-abc", key: "extraIcon", image: "moon"),
                    ].joined(separator: "\n")), to: "App/Extra.xib")
            let skeleton = sandbox.path("Skeleton/default.\(format)")
            let keys = themify("keys", sandbox.path("App"), "-o", skeleton)
            #expect(keys.exitCode == .success, "stderr: \(keys.stderr)")
            #expect(keys.stderr.contains("skeleton theme written to \(skeleton)"))

            var loader = ThemeLoader()
            let theme = try loader.resolve(path: skeleton)
            #expect(
                theme.keys.contains("extraHeading") && theme.keys.contains("headerImage") && theme.keys.contains("primaryHeadingColor"),
                "\(theme.keys)")
            #expect(theme.value(forKey: "extraIcon") != nil)

            let apply = themify(sandbox.path("App"), "--theme", "default", "--themes", sandbox.path("Skeleton"), "-o", sandbox.path("Out"))
            #expect(apply.exitCode == .success, "stderr: \(apply.stderr)")
            for (input, variant) in [("Profile.xib", "Profile-default.xib"), ("Extra.xib", "Extra-default.xib")] {
                #expect(try sandbox.bytes("Out/\(variant)") == sandbox.bytes("App/\(input)"), "\(input) changed")
            }
        }
    }

    /// The new user's path: `keys -o` writes the default theme, and lint then finds nothing —
    /// no missing key (a view that sets nothing still gets its key), no unused key, no
    /// property an element cannot take — over the samples, a cell xib whose views set only
    /// fonts and clear backgrounds, and a key shared by a label and a view.
    @Test func theSkeletonIsLintClean() throws {
        try withSandbox { sandbox in
            try sandbox.copySample("Profile.xib", to: "App/Profile.xib")
            try sandbox.copySample("Main.storyboard", to: "App/Main.storyboard")
            try sandbox.write(
                AuthoringLayout.xib(
                    [
                        AuthoringLayout.label(id: "lbl-01-abc", key: "shared", textColor: "#123456"),
                        AuthoringLayout.view(id: "v-01-abc", background: "#FAFAFA", key: "shared"),
                        AuthoringLayout.view(id: "v-02-abc", background: nil, key: "bare"),
                    ].joined(separator: "\n")), to: "App/Extra.xib")
            let skeleton = sandbox.path("Themes/default.plist")
            let keys = themify("keys", sandbox.path("App"), "-o", skeleton)
            #expect(keys.exitCode == .success, "stderr: \(keys.stderr)")
            let lint = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"), "--reporter", "json")
            #expect(lint.exitCode == .success, "stderr: \(lint.stderr)")
            #expect(diagnosticLines(lint.stderr).isEmpty, "stderr: \(lint.stderr)")
            let report = try JSONSerialization.jsonObject(with: Data(lint.stdout)) as? [String: Any]
            #expect((report?["findings"] as? [Any])?.isEmpty == true)
        }
    }

    /// A theme already at the skeleton's path is not replaced without --force.
    @Test func theSkeletonDoesNotReplaceAnExistingThemeWithoutForce() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let edited = try sandbox.write("{\"heading\": \"#FF0000\"}\n", to: "Themes/default.json")
            let refused = themify("keys", path, "-o", edited)
            #expect(refused.exitCode == .inputError)
            #expect(
                refused.diagnostics(at: edited, severity: "error").first?.message.contains("pass --force") == true,
                "stderr: \(refused.stderr)")
            #expect(try sandbox.text("Themes/default.json") == "{\"heading\": \"#FF0000\"}\n")
            let forced = themify("keys", path, "-o", edited, "--force")
            #expect(forced.exitCode == .success, "stderr: \(forced.stderr)")
            #expect(try sandbox.text("Themes/default.json").contains("#111111"))
        }
    }

    /// Untagged layouts give an empty skeleton: keys says so, and where keys come from.
    @Test func anEmptySkeletonSaysHowToTagViews() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-01-abc")), to: "App/Screen.xib")
            let result = themify("keys", path, "-o", sandbox.path("Themes/default.json"))
            #expect(result.exitCode == .success)
            #expect(
                result.stderr.contains("warning: no view in the 1 layout(s) carries a theme key, so the skeleton is empty"),
                "stderr: \(result.stderr)")
            #expect(result.stderr.contains("themify extract INPUT --theme-out FILE --apply"))
        }
    }

    /// `themify keys` with no input reads themify.json like applying does: its inputs and its
    /// key path.
    @Test func keysReadsTheConfiguration() throws {
        try withSandbox { sandbox in
            let layout = AuthoringLayout.xib(
                AuthoringLayout.label(id: "lbl-01-abc", textColor: "#111111").replacingOccurrences(
                    of: "                </label>",
                    with: AuthoringLayout.tag("heading").replacingOccurrences(of: "themeKey", with: "styleKey")
                        + "\n                </label>"))
            try sandbox.write(layout, to: "Project/Layouts/Screen.xib")
            let configuration = try sandbox.write(
                #"{"inputs": ["Layouts"], "themes": "Themes", "keyPath": "styleKey"}"#, to: "Project/themify.json")
            let result = themify("keys", "--config", configuration)
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(result.stdoutText.hasPrefix("heading\n"), "stdout: \(result.stdoutText)")
            #expect(result.stdoutText.contains("Screen.xib:7:17: <label> → textColor = #111111"), "stdout: \(result.stdoutText)")
        }
    }
}

// MARK: - extract

@Suite struct ExtractCommandTests {
    private let layout = AuthoringLayout.xib(
        [
            AuthoringLayout.label(id: "lbl-01-abc", text: "Name", textColor: "#333333"),
            AuthoringLayout.label(id: "lbl-02-abc", text: "Email", textColor: "#343434"),
            AuthoringLayout.view(id: "v-01-abc", background: "#FF0000"),
            AuthoringLayout.imageView(id: "img-01-abc", image: "header_default"),
        ].joined(separator: "\n"))

    @Test func extractWithoutThemeOutIsAUsageError() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path)
            #expect(result.exitCode == .usageError)
            #expect(result.stderr.contains("extract needs --theme-out FILE"))
            #expect(try sandbox.text("App/Screen.xib") == layout)
            #expect(themify("extract", path, "--theme-out", sandbox.path("t.json"), "--threshold", "-1").exitCode == .usageError)
        }
    }

    /// A watchOS layout is not read, and extract says so rather than write an empty theme in
    /// silence.
    @Test func aLayoutExtractCannotReadIsNamed() throws {
        try withSandbox { sandbox in
            let watch = try sandbox.copy(
                Fixtures.corpusLayouts.appendingPathComponent(
                    "AFNetworking__AFNetworking__Example__AFNetworking_watchOS__Base.lproj__Interface@d184833f.storyboard"),
                to: "App/Interface.storyboard")
            try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", sandbox.path("App"), "--theme-out", sandbox.path("Themes/default.json"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(
                result.diagnostics(at: watch, severity: "warning").map(\.message) == [
                    "not an iOS, tvOS or macOS layout (watchOS, or an Xcode 3/4 archive): extract reads only UIKit and AppKit layouts, so nothing was taken from it"
                ], "stderr: \(result.stderr)")
            #expect(result.diagnostics(at: sandbox.path("App/Screen.xib"), severity: "warning").isEmpty)
        }
    }

    /// macOS layouts, end to end: extract tags AppKit controls (a control, not the cell it
    /// keeps its look in), boxes and table views with AppKit's properties; `keys -o` writes a
    /// skeleton of AppKit's properties that lint finds clean and that reproduces the layouts.
    @Test func aMacOSLayoutTaggedByExtractGivesALintCleanSkeleton() throws {
        try withSandbox { sandbox in
            for (name, file) in [
                ("SUUpdateAlert.xib", "sparkle-project__Sparkle__Sparkle__Base.lproj__SUUpdateAlert.xib"),
                ("SUUpdatePermissionPrompt.xib", "sparkle-project__Sparkle__Sparkle__Base.lproj__SUUpdatePermissionPrompt.xib"),
                ("Main.storyboard", "danielgindi__Charts__ChartsDemo-macOS__ChartsDemo-macOS__Base.lproj__Main.storyboard"),
            ] {
                try sandbox.copy(Fixtures.corpusLayouts.appendingPathComponent(file), to: "App/\(name)")
            }
            let extract = themify("extract", sandbox.path("App"), "--theme-out", sandbox.path("Extracted/default.json"), "--apply")
            #expect(extract.exitCode == .success, "stderr: \(extract.stderr)")
            let tagged = try sandbox.text("App/SUUpdateAlert.xib")
            #expect(tagged.contains(#"keyPath="themeKey""#), "extract tagged the macOS layout")
            // A box that sets no color, tagged by hand: AppKit's primary property, its fill, is
            // recorded at the default it holds, beside the title font the box does set.
            let titleFont = #"<font key="titleFont" size="11" name="LucidaGrande"/>"#
            try sandbox.write(
                tagged.replacingOccurrences(
                    of: titleFont,
                    with: titleFont
                        + #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="releaseNotesBox"/></userDefinedRuntimeAttributes>"#
                ), to: "App/SUUpdateAlert.xib")

            let skeleton = sandbox.path("Themes/default.json")
            let keys = themify("keys", sandbox.path("App"), "--themes", sandbox.path("Themes"), "-o", skeleton)
            #expect(keys.exitCode == .success, "stderr: \(keys.stderr)")
            let text = try sandbox.text("Themes/default.json")
            #expect(
                text.contains("\"releaseNotesBox\": {\n    \"titleFont\": \"LucidaGrande 11\",\n    \"fillColor\": \"default\"\n  }"),
                "\(text)")
            for property in ["\"gridColor\"", "\"font\"", "system:controlTextColor"] {
                #expect(text.contains(property), "\(property) in the skeleton: \(text)")
            }
            #expect(!text.contains("{}"), "no key without a property: \(text)")

            let lint = themify("lint", sandbox.path("App"), "--themes", sandbox.path("Themes"))
            #expect(lint.exitCode == .success, "stderr: \(lint.stderr)")
            #expect(lint.stderr.contains("0 error(s), 0 warning(s)"), "stderr: \(lint.stderr)")

            let apply = themify(sandbox.path("App"), "--theme", "default", "--themes", sandbox.path("Themes"), "-o", sandbox.path("Out"))
            #expect(apply.exitCode == .success, "stderr: \(apply.stderr)")
            for (input, variant) in [
                ("SUUpdateAlert.xib", "SUUpdateAlert-default.xib"),
                ("SUUpdatePermissionPrompt.xib", "SUUpdatePermissionPrompt-default.xib"),
                ("Main.storyboard", "Main-default.storyboard"),
            ] {
                #expect(try sandbox.bytes("Out/\(variant)") == sandbox.bytes("App/\(input)"), "\(input) changed")
            }
        }
    }

    @Test func writesTheDefaultThemeWithToleranceAndLeavesLayoutsAloneWithoutApply() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path, "--theme-out", sandbox.path("Themes/default.json"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(
                try sandbox.text("Themes/default.json") == """
                    {
                      "$tolerance": 2,
                      "imageView": "header_default",
                      "nameLabel": {
                        "textColor": "#333333",
                        "font": "system 17"
                      },
                      "view": "#FF0000"
                    }

                    """)
            #expect(try sandbox.text("App/Screen.xib") == layout)
            #expect(result.stderr.contains("4 styled element(s) in 1 layout(s) → 3 key(s)"), "stderr: \(result.stderr)")
            #expect(result.stderr.contains("1 near-identical color(s) unified"))
        }
    }

    @Test func thresholdZeroKeepsNearColorsApartAndWritesNoTolerance() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path, "--theme-out", sandbox.path("Themes/default.plist"), "--threshold", "0")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            let theme = try Theme(path: sandbox.path("Themes/default.plist"))
            #expect(theme.colorTolerance == nil)
            #expect(theme.entries.map(\.key) == ["emailLabel", "imageView", "nameLabel", "view"])
        }
    }

    @Test func aFractionalThresholdIsTheThemesTolerance() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path, "--theme-out", sandbox.path("Themes/default.json"), "--threshold", "1.5")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(try sandbox.text("Themes/default.json").hasPrefix("{\n  \"$tolerance\": 1.5,\n"))
            #expect(try Theme(path: sandbox.path("Themes/default.json")).colorTolerance == 1.5)
        }
    }

    /// `--verbose` promises to list each unified color (the summary says so).
    @Test func verboseListsUnifiedColors() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path, "--theme-out", sandbox.path("Themes/default.json"), "--verbose")
            #expect(result.exitCode == .success)
            let at = AuthoringLayout.location(ofID: "lbl-02-abc", in: layout, path: path)
            #expect(result.stderr.contains("\(at): note: textColor #343434 unified with #333333 (ΔE "), "stderr: \(result.stderr)")
        }
    }

    @Test func applyTagsTheLayoutAndTheThemeReproducesIt() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let result = themify("extract", path, "--theme-out", sandbox.path("Themes/default.json"), "--apply")
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(result.stderr.contains("4 element(s) tagged"))
            let tagged = try sandbox.text("App/Screen.xib")
            #expect(tagged.components(separatedBy: "keyPath=\"themeKey\" value=\"nameLabel\"").count == 3)
            #expect(
                tagged.contains(
                    "                    <nil key=\"highlightedColor\"/>\n" + AuthoringLayout.tag("nameLabel")
                        + "\n                </label>"))
            expectNoHiddenFiles(in: sandbox)

            let apply = themify(path, "--theme", "default", "--themes", sandbox.path("Themes"), "-o", "-")
            #expect(apply.exitCode == .success, "stderr: \(apply.stderr)")
            #expect(apply.stdoutText == tagged)
            #expect(TestLayouts.untagged(Array(tagged.utf8)) == Array(layout.utf8))

            // Extracting again tags nothing new and writes the same theme from the tags.
            let again = themify("extract", path, "--theme-out", sandbox.path("Second/default.json"), "--apply")
            #expect(again.exitCode == .success)
            #expect(try sandbox.text("Second/default.json") == sandbox.text("Themes/default.json"))
            #expect(try sandbox.text("App/Screen.xib") == tagged)
        }
    }

    /// A deprecated system color Interface Builder still offers is extracted by its name and
    /// written back with its entry; a textured one no theme can name is left out, so the theme
    /// extract writes always loads (it once wrote `system:` names the parser refuses).
    @Test func legacySystemColorsExtractToNamesAThemeAccepts() throws {
        let flipside = AuthoringLayout.label(id: "lbl-01-abc", textColor: "#000000").replacingOccurrences(
            of: AuthoringLayout.color("textColor", "#000000"), with: #"<color key="textColor" systemColor="viewFlipsideBackgroundColor"/>"#)
        let textured = AuthoringLayout.view(id: "v-01-abc", background: nil).replacingOccurrences(
            of: "</view>",
            with: #"    <color key="backgroundColor" systemColor="scrollViewTexturedBackgroundColor"/>\#n                </view>"#)
        let entry = """
                    <systemColor name="scrollViewTexturedBackgroundColor">
                        <color red="0.43529411764705883" green="0.44313725490196076" blue="0.47450980392156861" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
                    <systemColor name="viewFlipsideBackgroundColor">
                        <color red="0.12156862745098039" green="0.12941176470588237" blue="0.14117647058823529" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </systemColor>
            """
        let layout = TestLayouts.xib(flipside + "\n" + textured, resources: entry)
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            let extract = themify("extract", path, "--theme-out", sandbox.path("Themes/default.json"), "--apply")
            #expect(extract.exitCode == .success, "stderr: \(extract.stderr)")
            let theme = try sandbox.text("Themes/default.json")
            #expect(theme.contains("system:viewFlipsideBackgroundColor"), "\(theme)")
            #expect(!theme.contains("scrollViewTextured"), "\(theme)")
            let tagged = try sandbox.text("App/Screen.xib")
            let apply = themify(path, "--theme", "default", "--themes", sandbox.path("Themes"), "-o", "-")
            #expect(apply.exitCode == .success, "stderr: \(apply.stderr)")
            #expect(apply.stdoutText == tagged)
        }
    }

    /// The key property over the whole corpus: extract with --apply, apply the extracted theme to
    /// the tagged layouts (nothing changes), remove the tags (the original bytes come back).
    @Test func everyCorpusLayoutRoundTrips() throws {
        let corpus = Fixtures.layoutFiles(in: Fixtures.corpusLayouts)
        try #require(corpus.count == 191)
        try withSandbox { sandbox in
            try sandbox.copy(Fixtures.corpusLayouts, to: "layouts")
            let extract = themify("extract", sandbox.path("layouts"), "--theme-out", sandbox.path("Themes/default.json"), "--apply")
            #expect(extract.exitCode == .success, "stderr: \(extract.stderr.prefix(2000))")
            #expect(try sandbox.text("Themes/default.json").hasPrefix("{\n  \"$tolerance\": 2,\n"))

            let apply = themify(
                sandbox.path("layouts"), "--theme", "default", "--themes", sandbox.path("Themes"), "-o", sandbox.path("out"))
            #expect(apply.exitCode == .success, "stderr: \(apply.stderr.prefix(2000))")
            #expect(!apply.stderr.contains("error:"))

            var reproduced: [String] = []
            var notReproduced: [String] = []
            var restored: [String] = []
            var notRestored: [String] = []
            var taggedFiles = 0
            for file in corpus {
                let name = file.lastPathComponent
                let original = [UInt8](try Data(contentsOf: file))
                let tagged = try sandbox.bytes("layouts/\(name)")
                if tagged != original { taggedFiles += 1 }
                let variant = "out/\((name as NSString).deletingPathExtension)-default.\((name as NSString).pathExtension)"
                if sandbox.exists(variant), try sandbox.bytes(variant) == tagged {
                    reproduced.append(name)
                } else {
                    notReproduced.append(name)
                }
                if TestLayouts.untagged(tagged) == original { restored.append(name) } else { notRestored.append(name) }
                let text = String(decoding: original.prefix(1000), as: UTF8.self)
                if text.contains("targetRuntime=\"watchKit\"") {
                    #expect(tagged == original, "\(name): a watchOS layout was tagged")
                }
            }
            #expect(taggedFiles > 100, "extract tagged \(taggedFiles) files")
            #expect(reproduced.count == corpus.count, "\(reproduced.count) of \(corpus.count) reproduced; not: \(notReproduced)")
            #expect(restored.count == corpus.count, "\(restored.count) of \(corpus.count) restored; not: \(notRestored)")
        }
    }
}

// MARK: - diff

@Suite struct DiffCommandTests {
    private let layout = AuthoringLayout.xib(
        [
            AuthoringLayout.label(id: "lbl-01-abc", key: "heading"),
            AuthoringLayout.imageView(id: "img-01-abc", key: "icon"),
            AuthoringLayout.view(id: "v-01-abc", background: "#FFFFFF", key: "card"),
        ].joined(separator: "\n"))

    @Test func listsOnlyWhatDiffersOldToNew() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": {"textColor": "007AFF", "font": "system 15"}, "icon": "h1"}"## + "\n", to: "Themes/a.json")
            try sandbox.write(##"{"heading": {"textColor": "#007aff"}, "icon": "h2", "card": "#000000"}"## + "\n", to: "Themes/b.json")
            let result = themify("diff", "a", "b", path, "--themes", sandbox.path("Themes"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            func at(_ id: String) -> String { AuthoringLayout.location(ofID: id, in: layout, path: path) }
            #expect(
                result.stdoutText == """
                    \(at("lbl-01-abc")): <label> 'heading' font: system 15 → (as drawn)
                    \(at("img-01-abc")): <imageView> 'icon' image: h1 → h2
                    \(at("v-01-abc")): <view> 'card' backgroundColor: (as drawn) → #000000
                    3 difference(s) between 'a' and 'b' in 1 layout(s)

                    """)

            let same = themify("diff", "a", "a", path, "--themes", sandbox.path("Themes"))
            #expect(same.exitCode == .success)
            #expect(same.stdoutText == "0 difference(s) between 'a' and 'a' in 1 layout(s)\n")
        }
    }

    @Test func valuesOnlyAnAppearanceRuleSetsAreMarkedAsSuch() throws {
        try withSandbox { sandbox in
            let text = AuthoringLayout.xib(AuthoringLayout.label(id: "lbl-09-abc"))
            let path = try sandbox.write(text, to: "App/Plain.xib")
            try sandbox.write(##"{"$appearance": {"UILabel": {"textColor": "#111111"}}}"## + "\n", to: "Themes/a.json")
            try sandbox.write(##"{"$appearance": {"UILabel": {"textColor": "#222222"}}}"## + "\n", to: "Themes/b.json")
            let result = themify("diff", "a", "b", path, "--themes", sandbox.path("Themes"))
            #expect(result.exitCode == .success, "stderr: \(result.stderr)")
            #expect(
                result.stdoutText
                    == "\(AuthoringLayout.location(ofID: "lbl-09-abc", in: text, path: path)): <label> (appearance rule) textColor: #111111 → #222222\n1 difference(s) between 'a' and 'b' in 1 layout(s)\n"
            )
        }
    }

    @Test func aMissingThemeIsExitOneAndTooFewThemesExitTwo() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#000000"}"## + "\n", to: "Themes/a.json")
            let missing = themify("diff", "a", "nope", path, "--themes", sandbox.path("Themes"))
            #expect(missing.exitCode == .inputError)
            #expect(missing.stderr.contains("no theme 'nope'"))
            #expect(missing.stdout.isEmpty)
            let missingFile = themify("diff", "a", sandbox.path("Elsewhere/b.json"), path, "--themes", sandbox.path("Themes"))
            #expect(missingFile.exitCode == .inputError)
            #expect(themify("diff", "a").exitCode == .usageError)
            #expect(themify("diff").exitCode == .usageError)
        }
    }

    @Test func aBrokenThemeIsExitOne() throws {
        try withSandbox { sandbox in
            let path = try sandbox.write(layout, to: "App/Screen.xib")
            try sandbox.write(##"{"heading": "#000000"}"## + "\n", to: "Themes/a.json")
            try sandbox.write(##"{"heading": {"textColour": "#000000"}}"## + "\n", to: "Themes/b.json")
            let result = themify("diff", "a", "b", path, "--themes", sandbox.path("Themes"))
            #expect(result.exitCode == .inputError)
            #expect(result.stderr.contains("did you mean 'textColor'?"))
        }
    }
}
