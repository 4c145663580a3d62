import ThemifyKit
import ThemeModel

/// A small, strict command-line parser: `--name value`, `--name=value`, short aliases, repeated
/// options, and "did you mean" for anything it does not know.
struct CommandLineParser {
    struct Option {
        let name: String
        let short: String?
        let takesValue: Bool
        let valueName: String
        let help: String

        init(_ name: String, short: String? = nil, value valueName: String? = nil, help: String) {
            self.name = name
            self.short = short
            self.takesValue = valueName != nil
            self.valueName = valueName ?? ""
            self.help = help
        }
    }

    struct Parsed {
        var positional: [String] = []
        /// Values of each option that was given, in command-line order (`""` for flags).
        var values: [String: [String]] = [:]

        func flag(_ name: String) -> Bool { values[name] != nil }

        /// These arguments with a placeholder theme, for commands that read layouts but apply
        /// no theme (`keys`, `extract`) and so must not fail the "no theme" check.
        func withTheme(_ theme: String) -> Parsed {
            var copy = self
            if copy.values["theme"] == nil { copy.values["theme"] = [theme] }
            return copy
        }
        func last(_ name: String) -> String? { values[name]?.last }
        func all(_ name: String) -> [String] { values[name] ?? [] }
    }

    let options: [Option]

    func parse(_ arguments: [String]) throws(UsageError) -> Parsed {
        var parsed = Parsed()
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                parsed.positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { "--\($0.name)" == name || $0.short.map { "-\($0)" } == name }) else {
                let known = options.map { "--\($0.name)" }
                let hint = Suggestion.closestOption(to: name, in: known).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError("unknown option '\(name)'\(hint)")
            }
            if option.takesValue {
                if let inlineValue {
                    parsed.values[option.name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '--\(option.name)' needs a value (\(option.valueName))") }
                    parsed.values[option.name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                guard inlineValue == nil else { throw UsageError("option '--\(option.name)' takes no value") }
                parsed.values[option.name, default: []].append("")
            }
        }
        return parsed
    }
}
