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
    private static let probeTheme: ResolvedTheme = {
        // Property names from the catalog's identifiers, so the probe names what the catalog has.
        func quoted(_ name: PropertyName) -> String { "\"\(name.rawValue)\"" }
        let titleAttributes = PropertyName.titleTextAttributesGroup
        return theme(
            """
            {"$appearance": {
              "UIView": {\(quoted(.backgroundColor)): "#12345678", \(quoted(.tintColor)): "system:systemRedColor"},
              "UILabel": {\(quoted(.textColor)): "asset:Probe", \(quoted(.font)): "Avenir-Heavy 17", \(quoted(.shadowColor)): "#FFF"},
              "UITextView": {\(quoted(.textColor)): "#ABC", \(quoted(.font)): "system-bold 13"},
              "UIImageView": {\(quoted(.image)): "probe\\"&<image>", \(quoted(.highlightedImage)): "symbol:star"},
              "UIButton": {\(quoted(.titleColor)): "#010203", \(quoted(.image)): "b", "states": {"highlighted": {\(quoted(.titleColor)): "#040506"}},
                           \(quoted(.baseBackgroundColor)): "#070809"},
              "UISegmentedControl": {\(quoted(.segmentImages)): ["s1", "symbol:s2"]},
              "UINavigationBar": {\(quoted(.barTintColor)): "#0A0B0C",
                                  "\(titleAttributes)": {\(quoted(.textColor)): "#0D0E0F", \(quoted(.font)): "textStyle:body"}},
              "UIBarItem": {\(quoted(.image)): "item"}
            }}
            """)
    }()

    private static func theme(_ json: String) -> ResolvedTheme {
        // These fixed themes are valid; a failure here is a bug in this file.
        let node = try! JSONThemeFileReader.read(Array(json.utf8), path: "probe.json")
        return ResolvedTheme(chain: [try! Theme(node: node, path: "probe.json")])
    }
}
