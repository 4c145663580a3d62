import ThemifyModel

/// Lint's findings as a picture marks them: the messages about each element, by its place in
/// the layout. Findings with no place (a theme file's) mark nothing.
enum FindingsByElement {
    static func messages(_ findings: [Diagnostic]) -> [SourceLocation: [String]] {
        var located: [SourceLocation: [String]] = [:]
        for finding in findings {
            if let location = finding.location { located[location, default: []].append(finding.message) }
        }
        return located
    }
}
