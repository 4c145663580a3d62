import ThemifyRuntime

/// A label class an `$appearance` rule may name (`"HeadlineLabel": {"textColor": …}`).
final class HeadlineLabel: UILabel {}
