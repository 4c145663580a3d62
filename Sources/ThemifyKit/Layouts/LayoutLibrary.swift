import ThemifyModel
import ThemifyXML

/// Facts about the XML library underneath, for `--version` and bug reports.
package enum LayoutLibrary {
    package static var libxml2Version: String { MarkupDocument.libxml2Version }
}
