import ThemifyKit
import ThemifyModel

/// `themify --help` (every command, then the options of applying themes), `themify COMMAND
/// --help` (that command's options) and `--version`, all written from the commands'
/// definitions so that help lists exactly what the parser accepts.
enum HelpText {
    static let version = "0.1.0"

    static func help(for command: CommandDefinition, among commands: [CommandDefinition]) -> String {
        command.isDefault ? overview(command, among: commands) : commandHelp(command)
    }

    /// `themify --help`: usage of every command, what each does, and the default command's
    /// options.
    private static func overview(_ apply: CommandDefinition, among commands: [CommandDefinition]) -> String {
        var text = "themify — per-theme variants of Interface Builder layouts, from one layout and a theme file per theme.\n\n"
        text += usage(of: [apply] + commands.filter { !$0.isDefault })
        text += "\n" + wrap(apply.details, indent: 0) + "\n"
        text += "\nCOMMANDS:\n"
        let others = commands.filter { !$0.isDefault }
        for command in others {
            text += "  " + command.name.padding(to: 10) + wrap(command.summary, indent: 12) + "\n"
        }
        text +=
            "\n  "
            + wrap(
                "lint, keys, extract and diff default to the current folder and every theme in the themes folder. Run 'themify COMMAND --help' for a command's options; an option a command does not take is an error.",
                indent: 2) + "\n"
        text += "\nOPTIONS (themify, applying themes):\n" + options(of: apply)
        text += exitCodes(of: apply)
        text += """

            Diagnostics are printed as path:line:column: error|warning: message, the form Xcode shows.
            Examples:
              themify Profile.xib --theme metal
              themify Layouts --theme metal --theme pink --themes Design/Themes -o Generated
              themify Profile.xib --theme Themes/pink.json -o -
              themify --check                      (CI: are the committed variants current?)
              themify lint Layouts --strict

            """
        return text
    }

    /// `themify lint --help`: what the command does and the options it takes.
    private static func commandHelp(_ command: CommandDefinition) -> String {
        var text = "\(command.invocation) — \(command.summary)\n\n"
        text += usage(of: [command])
        text += "\n" + wrap(command.details, indent: 0) + "\n"
        text += "\nOPTIONS:\n" + options(of: command)
        if command.name == LintCommand.definition.name {
            text += "\nRULES (printed after each diagnostic; --strict makes warnings errors):\n"
            for rule in LintRule.all {
                text += "  " + rule.id.padding(to: 28) + rule.severity.rawValue.padding(to: 8) + wrap(rule.summary, indent: 38) + "\n"
            }
        }
        text += exitCodes(of: command)
        return text
    }

    private static func usage(of commands: [CommandDefinition]) -> String {
        var lines: [String] = []
        for command in commands {
            for line in command.usage { lines.append("themify " + line) }
        }
        return "USAGE: " + lines.joined(separator: "\n       ") + "\n"
    }

    private static func options(of command: CommandDefinition) -> String {
        var text = ""
        for option in command.options {
            var names = option.short.map { "-\($0), " } ?? "    "
            names += "--\(option.name)"
            if option.takesValue { names += " \(option.valueName)" }
            text += "  " + names.padding(to: 26) + wrap(option.help, indent: 28) + "\n"
        }
        return text
    }

    private static func exitCodes(of command: CommandDefinition) -> String {
        var text = "\nEXIT CODES:\n"
        for code in command.exitCodes {
            text += "  " + String(code.rawValue).padding(to: 5) + wrap(command.meaning(of: code), indent: 7) + "\n"
        }
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
