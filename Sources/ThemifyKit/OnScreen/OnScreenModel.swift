import ThemifyModel

/// What is on screen in one themed layout in one appearance: each view's fill and tint, and
/// each text with its color and what is really behind it. The preview draws these fills and
/// text colors and lint's contrast check judges these texts, so the picture and lint cannot
/// disagree.
///
/// Every view counts, tagged or not: an untagged `secondaryLabelColor` label on a card the
/// theme darkens is measured on that card, in that appearance's value of the system color.
package struct OnScreenModel: Sendable {
    package let appearance: Appearance
    /// Every view drawn, by its element's location.
    package let views: [SourceLocation: OnScreenView]
    /// Every text drawn where something of it is on screen, in drawing order.
    package let runs: [OnScreenTextRun]
    /// The element each screen starts from, in the layout's order: a macOS layout's windows and
    /// top-level views, which its picture draws one per screen. Empty for a UIKit layout, whose
    /// picture finds its scenes itself.
    package let screenRoots: [SourceLocation]

    /// Elements below a UIKit view that hold values, never subviews: what a walk of the views
    /// (this model's, a picture's) does not search for frames.
    package static var valueElements: Set<String> { OnScreenModelBuilder.valueElements }
    /// The same below an AppKit view.
    package static var appKitValueElements: Set<String> { OnScreenModelBuilder.appKitValueElements }
    /// AppKit views that clip their subviews to their bounds.
    package static var appKitClipping: Set<String> { OnScreenModelBuilder.appKitClipping }
    /// AppKit's text fields (search fields, combo boxes, token and secure fields too), whose
    /// cell holds the title and its colors.
    package static var appKitFields: Set<String> { OnScreenModelBuilder.appKitFields }

    /// `layout` as it is now (themed, after `Themer.theme(_:with:)`); `theme` gives the
    /// generated catalog's colors their value in `appearance`.
    package init(layout: Layout, theme: ResolvedTheme?, assets: AssetCatalog = AssetCatalog(), appearance: Appearance) {
        var builder = OnScreenModelBuilder(layout: layout, theme: theme, assets: assets, appearance: appearance)
        builder.build()
        self.appearance = appearance
        views = builder.views
        runs = builder.runs
        screenRoots = builder.screenRoots
    }

    /// The appearances a theme is judged in: light, which every layout records, and every other
    /// only when the theme gives a color per appearance (it is made for them; a high-contrast
    /// appearance the theme does not name shows its light or dark value); a theme of plain colors
    /// is drawn in light.
    package static func appearances(for theme: ResolvedTheme) -> [Appearance] {
        theme.appearanceColors.isEmpty ? [.light] : Appearance.allCases
    }
}
