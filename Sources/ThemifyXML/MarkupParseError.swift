/// A layout that is not well-formed XML, with every problem the parser reported.
public struct MarkupParseError: Error, Sendable, Equatable {
    public struct Problem: Sendable, Equatable {
        public let message: String
        public let position: SourcePosition
    }

    /// In the order the parser met them; never empty.
    public let problems: [Problem]

    init(problems: [Problem]) {
        precondition(!problems.isEmpty, "a parse error needs at least one problem")
        self.problems = problems
    }

    init(_ message: String, at position: SourcePosition) {
        self.init(problems: [Problem(message: message, position: position)])
    }
}
