import ThemifyKit
import ThemifyModel

/// A small, strict command-line parser for one command: `--name value`, `--name=value`, short
/// aliases, repeated options. It refuses what the command does not take — naming the command
/// an option belongs to, or the closest option when it belongs to none — and an option where
/// a value is expected.
struct CommandLineParser {
    let command: CommandDefinition
    /// Every command, to say which one takes an option given to another.
    let allCommands: [CommandDefinition]

    func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
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
            let option = try self.option(spelled: name)
            if option.takesValue {
                if let inlineValue {
                    parsed.values[option.name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError("option '--\(option.name)' needs a value (\(option.valueName))") }
                    try checkValue(arguments[index], of: option)
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

    private func option(spelled name: String) throws(UsageError) -> CommandOption {
        if let option = command.option(spelled: name) { return option }
        let owners = allCommands.filter { $0.option(spelled: name) != nil }
        if !owners.isEmpty {
            throw UsageError("'\(name)' is an option of \(Self.list(owners.map(\.quotedName))), not of \(command.quotedName)")
        }
        if let closest = Suggestion.closestOption(to: name, in: command.options.map { "--\($0.name)" }) {
            throw UsageError("unknown option '\(name)'; did you mean '\(closest)'?")
        }
        // A slip in an option another command takes: name it with its command.
        let elsewhere = allCommands.flatMap { other in other.options.map { (spelling: "--\($0.name)", command: other) } }
        if let closest = Suggestion.closestOption(to: name, in: elsewhere.map(\.spelling)),
            let owner = elsewhere.first(where: { $0.spelling == closest })?.command
        {
            throw UsageError("unknown option '\(name)'; did you mean '\(closest)' (an option of \(owner.quotedName))?")
        }
        throw UsageError("unknown option '\(name)'")
    }

    /// A value given as the next argument must not be an option: `--output -o junk` is a
    /// forgotten value, not a folder named `-o`. `-` alone (standard output) and negative
    /// numbers pass, the latter for the option's own check to refuse in its own words; any
    /// other value starting with `-` can be given as `--output=-x`.
    private func checkValue(_ value: String, of option: CommandOption) throws(UsageError) {
        guard value.hasPrefix("-"), value != "-", Double(value) == nil else { return }
        let spelling = value.hasPrefix("--") ? String(value.split(separator: "=", maxSplits: 1)[0]) : value
        if allCommands.contains(where: { $0.option(spelled: spelling) != nil }) {
            throw UsageError("option '--\(option.name)' needs a value (\(option.valueName)), not the option '\(spelling)'")
        }
        throw UsageError(
            "option '--\(option.name)' needs a value (\(option.valueName)), not '\(value)', which reads as an option; write --\(option.name)=\(value) if that is the value"
        )
    }

    /// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
