internal import ThemifyCLibXML2

/// Process-wide libxml2 set-up, done once before the first parse.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        // Nothing themify reads may pull in another file or a URL: refuse every external entity
        // and DTD, whatever a document declares.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    static func initializeOnce() {
        _ = initialized
    }

    /// The libxml2 version themify runs against, for `--version`.
    static var version: String {
        LIBXML_DOTTED_VERSION
    }
}
