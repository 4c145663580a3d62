/// A layout that is not well-formed XML, with every problem the parser reported.
package struct MarkupParseError: Error, Sendable, Equatable {
    package struct Problem: Sendable, Equatable {
        package let message: String
        package let position: SourcePosition
    }

    /// In the order the parser met them; never empty.
    package let problems: [Problem]

    init(problems: [Problem]) {
        precondition(!problems.isEmpty, "a parse error needs at least one problem")
        self.problems = problems
    }

    init(_ message: String, at position: SourcePosition) {
        self.init(problems: [Problem(message: message, position: position)])
    }
}
