/// Who sets a catalog property: the build tool, writing it into a layout variant, or the app,
/// setting it through UIKit at run time.
///
/// Most properties are both. Some only code can set — a segmented control's background image
/// per state and bar metrics, a layer's border color — because a layout has no place for them;
/// the build tool leaves those to the app without a warning.
public enum BackEnd: String, Sendable, Hashable, CaseIterable {
    /// Written into the layout variants by the build tool.
    case layout
    /// Set by the app through UIKit (ThemifyRuntime's UIKit layer).
    case runtime
}
