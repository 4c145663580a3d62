import ThemifyKit

/// `themify --help` and `--version`.
enum HelpText {
    static let version = "0.1.0"

    static var help: String {
        var text = """
        themify — per-theme variants of Interface Builder layouts, from one layout and a theme file per theme.

        USAGE: themify INPUT... --theme NAME|PATH [--theme NAME|PATH ...] [options]
               themify [options]                 (runs ./themify.json: every input × every theme)
               themify filelist [--input-list FILE] [--output-list FILE] [options]

        INPUT is a .xib or .storyboard file, or a folder searched recursively for them. Each variant
        is written beside its input as <stem>-<theme>.<ext> (Profile.xib → Profile-metal.xib).
        A variant whose content is already current is not rewritten. 'filelist' writes the
        .xcfilelists that declare an Xcode run-script phase's inputs and outputs.

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
