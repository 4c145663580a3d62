import ThemifyModel
import ThemifyXML

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the elements a layout tags for theming.
package struct ThemeKeyDiscovery {
    package let tagging: TaggingConfiguration

    package init(tagging: TaggingConfiguration) {
        self.tagging = tagging
    }

    /// Tagged elements in document order, and warnings for tags that carry no usable key.
    package func taggedElements(in layout: Layout) -> (elements: [TaggedElement], diagnostics: [Diagnostic]) {
        var found: [TaggedElement] = []
        var diagnostics: [Diagnostic] = []
        layout.document.root.forEachInSubtree { element in
            if let key = runtimeAttributeKey(of: element) {
                guard !key.isEmpty else {
                    diagnostics.append(
                        .warning(
                            "runtime attribute '\(tagging.runtimeAttributeKeyPath)' is empty; the element is not themed",
                            at: layout.location(of: element), rule: LintRule.incompleteTag))
                    return
                }
                found.append(
                    TaggedElement(element: element, key: key, tagging: .runtimeAttribute(keyPath: tagging.runtimeAttributeKeyPath)))
            } else if let themeClass = element.attribute("customClass"), tagging.themeClasses.contains(themeClass) {
                if let (key, source) = classTaggedKey(of: element) {
                    found.append(TaggedElement(element: element, key: key, tagging: .themeClass(themeClass, keySource: source)))
                } else {
                    diagnostics.append(
                        .warning(
                            "\(themeClass) has no theme key: set its accessibility identifier, accessibility label or tag",
                            at: layout.location(of: element), rule: LintRule.incompleteTag))
                }
            }
        }
        return (found, diagnostics)
    }

    /// The value of `<userDefinedRuntimeAttribute type="string" keyPath="themeKey" value="…"/>`
    /// among the element's own runtime attributes.
    private func runtimeAttributeKey(of element: MarkupElement) -> String? {
        guard let attributes = element.child("userDefinedRuntimeAttributes") else { return nil }
        for attribute in attributes.children
        where attribute.name == "userDefinedRuntimeAttribute"
            && attribute.attribute("keyPath") == tagging.runtimeAttributeKeyPath
            && (attribute.attribute("type") ?? "string") == "string"
        {
            // Xcode moves a value with line breaks into a `<string key="value">` child.
            return (attribute.attribute("value") ?? attribute.child("string", key: "value")?.text ?? "").trimmingWhitespace()
        }
        return nil
    }

    /// The identifier first: it is what README tells designers to use, and VoiceOver never
    /// reads it, so a view with both keeps its label as what it is, a spoken description.
    private func classTaggedKey(of element: MarkupElement) -> (String, TaggedElement.KeySource)? {
        let accessibility = element.child("accessibility", key: "accessibilityConfiguration")
        if let identifier = accessibility?.attribute("identifier")?.trimmingWhitespace(), !identifier.isEmpty {
            return (identifier, .accessibilityIdentifier)
        }
        if let label = accessibility?.attribute("label")?.trimmingWhitespace(), !label.isEmpty { return (label, .accessibilityLabel) }
        if let tag = element.attribute("tag"), !tag.isEmpty { return (tag, .tag) }
        return nil
    }

    /// In an Xcode 3/4 `<archive>` file, the places that name a theme class or the runtime
    /// attribute: themify cannot rewrite those files, so it says so rather than skip silently.
    package func legacyThemeMarkers(in layout: Layout) -> [(element: MarkupElement, name: String)] {
        let names = tagging.themeClasses.union([tagging.runtimeAttributeKeyPath])
        // Most archives name none of these anywhere: one byte search each spares decoding the
        // text of every element of a large file.
        let bytes = layout.document.originalBytes
        guard names.contains(where: { Self.bytes(bytes, contain: $0) }) else { return [] }
        return layout.document.root.subtree().compactMap { element in
            guard element.name == "string", element.children.isEmpty, let text = element.text, names.contains(text) else { return nil }
            return (element, text)
        }
    }

    private static func bytes(_ bytes: [UInt8], contain text: String) -> Bool {
        let needle = Array(text.utf8)
        guard !needle.isEmpty else { return true }
        // memchr to each candidate first byte, memcmp there (glibc's memmem is a GNU extension
        // Swift does not import).
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, haystack.count >= needle.count else { return false }
                var offset = 0
                let last = haystack.count - needle.count
                while offset <= last, let found = memchr(base + offset, Int32(needle[0]), last - offset + 1) {
                    let position = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if memcmp(found, needle.baseAddress!, needle.count) == 0 { return true }
                    offset = position + 1
                }
                return false
            }
        }
    }
}
