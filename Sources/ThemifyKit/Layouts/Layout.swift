import ThemifyModel
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

    /// The layout's path, for messages.
    public let path: String
    package let document: MarkupDocument
    /// Whether it is an Xcode document or an older archive.
    public let format: Format

    /// A layout read from its bytes; a malformed or hostile file is a located error.
    public init(path: String, bytes: [UInt8]) throws(DiagnosticError) {
        self.path = path
        do {
            document = try MarkupDocument(bytes: bytes)
        } catch {
            if let marker = Self.mergeConflictMarker(in: bytes) {
                throw DiagnosticError(
                    .error(
                        "unresolved merge conflict marker '\(marker.text)'; resolve the conflict before theming",
                        at: SourceLocation(path: path, line: marker.line, column: 1), rule: LintRule.malformedLayout))
            }
            throw DiagnosticError(
                error.problems.map { problem in
                    .error(
                        problem.message, at: SourceLocation(path: path, line: problem.position.line, column: problem.position.column),
                        rule: LintRule.malformedLayout)
                })
        }
        switch document.root.name {
        case "document": format = .document
        case "archive": format = .archive
        default:
            throw DiagnosticError(
                .error(
                    "not an Interface Builder layout: the root element is <\(document.root.name)>, not <document>",
                    at: SourceLocation(path: path, line: document.root.position?.line ?? 1, column: document.root.position?.column ?? 1),
                    rule: LintRule.malformedLayout))
        }
    }

    /// The first line that starts with a merge conflict marker: the usual reason a layout
    /// stops being XML, and worth naming as such rather than as libxml2's "invalid element name".
    static func mergeConflictMarker(in bytes: [UInt8]) -> (line: Int, text: String)? {
        let markers = ["<<<<<<<", "=======", ">>>>>>>"].map { Array($0.utf8) }
        var line = 1
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let content = bytes[lineStart..<lineEnd]
            if let marker = markers.first(where: { content.starts(with: $0) }) {
                return (line, String(decoding: marker, as: UTF8.self))
            }
            line += 1
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// Which elements of the document as read name each `<resources>` entry and bundled font,
    /// noted on first request and then shared by every theme written from this parse (each
    /// starts from the document as read: `MarkupDocument.revertEdits()`). Nil when first asked
    /// once the document is edited, as what it was is then no longer known.
    func referencesAsRead() -> LayoutReferences? {
        if let notedReferences { return notedReferences }
        guard !document.root.isEdited else { return nil }
        let noted = LayoutReferences(document: document)
        notedReferences = noted
        return noted
    }

    private var notedReferences: LayoutReferences?

    /// An iOS or tvOS layout, whose elements are UIKit's.
    public var isUIKit: Bool {
        let runtime = document.root.attribute("targetRuntime") ?? ""
        return runtime == "iOS.CocoaTouch" || runtime == "AppleTV" || (document.root.attribute("type") ?? "").contains("CocoaTouch.")
    }

    package func location(of element: MarkupElement) -> SourceLocation {
        SourceLocation(path: path, line: element.position?.line ?? 0, column: element.position?.column ?? 0)
    }
}
