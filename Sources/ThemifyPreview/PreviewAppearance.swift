/// The system appearance a picture is drawn in. Layouts record design-time colors in the
/// light appearance, so that is what a picture of a variant shows today; per-appearance theme
/// values (issue 16) add `dark` here, and every picture, file name and contact-sheet column
/// already carries its appearance.
public enum PreviewAppearance: String, Sendable, Hashable, CaseIterable {
    case light
}
