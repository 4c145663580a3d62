import Foundation
import ThemifyModel

/// A theme file laid over whichever theme the user chose — a holiday look the app downloaded
/// for a week, as in seed 001 — read and checked once, when it is set.
struct Skin: Sendable {
    let name: String
    let folder: URL
    let theme: Theme

    init(file: URL) throws {
        let theme = try Theme(path: file.path)
        if let extends = theme.extends {
            throw DiagnosticError(.error("a skin lays over the chosen theme; '$extends' has no meaning in it", at: extends.location))
        }
        self.name = theme.name
        self.folder = file.deletingLastPathComponent()
        self.theme = theme
    }
}
