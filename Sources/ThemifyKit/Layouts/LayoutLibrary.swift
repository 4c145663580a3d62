import ThemifyXML
import ThemeModel

/// Facts about the XML library underneath, for `--version` and bug reports.
public enum LayoutLibrary {
    public static var libxml2Version: String { MarkupDocument.libxml2Version }
}
