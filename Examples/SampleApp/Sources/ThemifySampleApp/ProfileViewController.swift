import ThemifyRuntime

/// `Profile.xib`'s owner. The nib's tagged views theme themselves (a `themeKey` runtime
/// attribute, or a `Theme*` class keyed by accessibility identifier); `ThemeViewController`
/// loads the theme's variant of the nib when themify wrote one, and shows the theme's status bar.
final class ProfileViewController: ThemeViewController {
    /// A view made in code follows the theme by its key, as a nib's would.
    func makeBadge() -> UILabel {
        let badge = UILabel(frame: .zero)
        badge.themeKey = "secondaryText"
        return badge
    }

    /// A value for code that draws: the classic `themeImageNamed:` / `themeColorNamed:`.
    func headerArtwork() -> (image: UIImage?, tint: UIColor?) {
        (UIImage.themed("headerImage"), UIColor.themed("primaryHeadingColor"))
    }
}
