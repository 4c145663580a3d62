import ThemifyXML

/// An Interface Builder file (.xib or .storyboard) read for theming.
public final class Layout {
    /// Which generation of Interface Builder wrote the file.
    public enum Format: Sendable, Hashable {
        /// `<document>`: Xcode 4.2 storyboards and Xcode 5+ xibs, the form themify rewrites.
        case document
        /// `<archive>`: Xcode 3/4 xibs, which themify passes through unchanged.
        case archive
    }

    public let path: String
    public let document: MarkupDocument
    public let format: Format

    public init(path: String, bytes: [UInt8]) throws(DiagnosticError) {
        self.path = path
        do {
            document = try MarkupDocument(bytes: bytes)
        } catch {
            throw DiagnosticError(error.problems.map { problem in
                .error(problem.message, at: SourceLocation(path: path, line: problem.position.line, column: problem.position.column))
            })
        }
        switch document.root.name {
        case "document": format = .document
        case "archive": format = .archive
        default:
            throw DiagnosticError(.error("not an Interface Builder layout: the root element is <\(document.root.name)>, not <document>", at: SourceLocation(path: path, line: document.root.position?.line ?? 1, column: document.root.position?.column ?? 1)))
        }
    }

    public func location(of element: MarkupElement) -> SourceLocation {
        SourceLocation(path: path, line: element.position?.line ?? 0, column: element.position?.column ?? 0)
    }
}
