// An app writes one import: the theme model's types that ThemifyRuntime's API takes and returns
// (`Theme`, `AppVersion`, `ThemeValue`, the typed values) come with it.
@_exported import ThemifyModel
