import ThemifyModel
import ThemifyXML

/// The properties every input must keep through themify's whole pipeline (parse → theme →
/// serialize), checked by the fuzzer on generated inputs and by tests on the inputs that once
/// broke them:
///
/// 1. reading never crashes: any bytes are either a layout or a located error;
/// 2. an empty theme gives back the input byte for byte;
/// 3. a theme that reaches every element (appearance rules on every class) gives well-formed
///    output, which the same theme then leaves unchanged (idempotence).
package enum PipelineInvariants {
    /// What went wrong, one line each; empty when every property holds.
    package static func violations(in bytes: [UInt8], path: String = "input.xib") -> [String] {
        guard (try? Layout(path: path, bytes: bytes)) != nil else { return [] }
        var found: [String] = []
        let themer = Themer()
        let empty = themer.theme(bytes, path: path, with: emptyTheme)
        if empty.output != bytes { found.append("an empty theme changed the input") }

        let themed = themer.theme(bytes, path: path, with: probeTheme)
        guard let output = themed.output else { return found }
        guard (try? Layout(path: path, bytes: output)) != nil else {
            return found + ["the themed output is not well-formed"]
        }
        if themer.theme(output, path: path, with: probeTheme).output != output {
            found.append("theming the output again changed it")
        }
        return found
    }

    private static let emptyTheme = theme("{}")

    /// Rules for every class, every kind of value: colors of all three kinds, fonts, images,
    /// states and groups, so the fuzzer drives every writer over arbitrary structure.
    private static let probeTheme = theme(
        """
        {"$appearance": {
          "UIView": {"backgroundColor": "#12345678", "tintColor": "system:systemRedColor"},
          "UILabel": {"textColor": "asset:Probe", "font": "Avenir-Heavy 17", "shadowColor": "#FFF"},
          "UITextView": {"textColor": "#ABC", "font": "system-bold 13"},
          "UIImageView": {"image": "probe\\"&<image>", "highlightedImage": "symbol:star"},
          "UIButton": {"titleColor": "#010203", "image": "b", "states": {"highlighted": {"titleColor": "#040506"}},
                       "baseBackgroundColor": "#070809"},
          "UISegmentedControl": {"segmentImages": ["s1", "symbol:s2"]},
          "UINavigationBar": {"barTintColor": "#0A0B0C", "titleTextAttributes": {"textColor": "#0D0E0F", "font": "textStyle:body"}},
          "UIBarItem": {"image": "item"}
        }}
        """)

    private static func theme(_ json: String) -> ResolvedTheme {
        // These fixed themes are valid; a failure here is a bug in this file.
        let node = try! JSONThemeFileReader.read(Array(json.utf8), path: "probe.json")
        return ResolvedTheme(chain: [try! Theme(node: node, path: "probe.json")])
    }
}
