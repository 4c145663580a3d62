import ThemifyKit
import ThemeModel

/// `themify --help` and `--version`.
enum HelpText {
    static let version = "0.1.0"

    static var help: String {
        var text = """
        themify — per-theme variants of Interface Builder layouts, from one layout and a theme file per theme.

        USAGE: themify INPUT... --theme NAME|PATH [--theme NAME|PATH ...] [options]
               themify [options]                 (runs ./themify.json: every input × every theme)
               themify lint [INPUT...] [--strict] [--assets DIR]
               themify keys INPUT... [-o FILE]
               themify extract INPUT... --theme-out FILE [--apply] [--threshold ΔE]
               themify diff THEME_A THEME_B [INPUT...]
               themify filelist [--input-list FILE] [--output-list FILE] [options]

        INPUT is a .xib or .storyboard file, or a folder searched recursively for them. Each variant
        is written beside its input as <stem>-<theme>.<ext> (Profile.xib → Profile-metal.xib).
        A variant whose content is already current is not rewritten.

        COMMANDS: 'lint' checks themes against layouts (missing and unused keys, invalid values,
        missing assets, contrast, keys VoiceOver would read); 'keys' lists the keys layouts use and
        writes a skeleton theme; 'extract' lifts hard-coded styling into a default theme and, with
        --apply, tags the views; 'diff' compares two themes element by element; 'filelist' writes
        the .xcfilelists an Xcode run-script phase declares. They default to the current folder and
        every theme in the themes folder.

        OPTIONS:

        """
        for option in ApplyOptions.parser.options {
            var names = option.short.map { "-\($0), " } ?? "    "
            names += "--\(option.name)"
            if option.takesValue { names += " \(option.valueName)" }
            text += "  " + names.padding(to: 26) + wrap(option.help, indent: 28) + "\n"
        }
        text += "\nEXIT CODES:\n"
        for code in ExitCode.allCases {
            text += "  " + String(code.rawValue).padding(to: 5) + code.summary + "\n"
        }
        text += """

        Diagnostics are printed as path:line:column: error|warning: message, the form Xcode shows.
        Examples:
          themify Profile.xib --theme metal
          themify Layouts --theme metal --theme pink --themes Design/Themes -o Generated
          themify Profile.xib --theme Themes/pink.json -o -
          themify --check                      (CI: are the committed variants current?)

        """
        return text
    }

    static var versionLine: String {
        "themify \(version) (libxml2 \(LayoutLibrary.libxml2Version))\n"
    }

    private static func wrap(_ text: String, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + word.count + 1 > 100 - indent {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}

private extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
