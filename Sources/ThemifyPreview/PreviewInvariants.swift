import ThemifyKit
import ThemifyModel

/// What `themify preview` must keep for any input, checked by the fuzzer (`Fuzz/`) on
/// generated layouts:
///
/// 1. drawing never crashes: any bytes are pictures or located errors, whatever numbers the
///    layout holds (`nan`, 1e308 frames, color components of any size);
/// 2. every picture is well-formed XML with a finite, non-negative size;
/// 3. no two pictures share a file, compared without case;
/// 4. every diagnostic is one line.
package enum PreviewInvariants {
    /// What went wrong, one line each; empty when every property holds.
    package static func violations(in bytes: [UInt8], path: String = "input.storyboard") -> [String] {
        let result = PreviewBuilder(appearances: [.light, .dark]).render(layouts: [(path, bytes)], themes: [probeTheme])
        var found: [String] = []
        var stems: [String: String] = [:]
        for picture in result.pictures {
            if let other = stems.updateValue(picture.fileStem, forKey: picture.fileStem.lowercased()) {
                found.append("two pictures share a file: '\(ThemeText.shown(other))' and '\(ThemeText.shown(picture.fileStem))'")
            }
            let size = picture.size
            if ![size.x, size.y, size.width, size.height].allSatisfy(\.isFinite) || size.width < 0 || size.height < 0 {
                found.append("picture '\(ThemeText.shown(picture.fileStem))' has the size \(size.width) × \(size.height)")
            }
            // Wrapped in a <document>, the one root a layout reader takes: a parse error is
            // the picture's, any other refusal would name the root.
            if (try? Layout(path: "picture.svg", bytes: Array(("<document>" + picture.svg + "</document>").utf8))) == nil {
                found.append("picture '\(ThemeText.shown(picture.fileStem))' is not well-formed XML")
            }
        }
        for diagnostic in result.diagnostics + result.contrastFindings where diagnostic.description.contains("\n") {
            found.append("a diagnostic spans lines: \(ThemeText.shown(diagnostic.description))")
        }
        _ = ContactSheet.html(result, compare: result.comparison)
        return found
    }

    /// Values of every kind the preview draws, per appearance, on every class.
    private static let probeTheme: ResolvedTheme = {
        // Named by the catalog's identifiers, as every reader outside the property table names them.
        let json = """
            {"$appearance": {
              "UIView": {"\(PropertyName.backgroundColor)": {"light": "#12345678", "dark": "#87654321"}, "\(PropertyName.tintColor)": "system:systemRedColor"},
              "UILabel": {"\(PropertyName.textColor)": "#FFFFFF", "\(PropertyName.font)": "Avenir-Heavy 17"},
              "UIButton": {"\(PropertyName.titleColor)": "#010203", "\(PropertyName.image)": "b"},
              "UINavigationBar": {"\(PropertyName.barTintColor)": "#0A0B0C"}
            }}
            """
        // A fixed, valid theme; a failure here is a bug in this file.
        let node = try! JSONThemeFileReader.read(Array(json.utf8), path: "probe.json")
        return ResolvedTheme(chain: [try! Theme(node: node, path: "probe.json")])
    }()
}
