import ThemifyModel
import ThemifyXML

extension StorageCodec {
    /// Sets the child holding `key` back to UIKit's default as Xcode does: it goes, or becomes
    /// `<nil key="…"/>` where that is Xcode's form (`ResetForm`). A layout that holds no value,
    /// or the placeholder already, is at the default and is left alone. Returns the child
    /// removed, whose resources the caller releases.
    func reset(_ names: [String], key: String, in container: MarkupElement, effects: inout WriteEffects) -> MarkupElement? {
        guard let existing = container.children.first(where: { names.contains($0.name) && $0.hasAttribute("key", equalTo: key) }),
            existing.name != "nil"
        else { return nil }
        effects.changedValues += 1
        if ResetForm.writesNil(key: key, in: container) {
            container.replace(existing, with: MarkupElement("nil", [MarkupAttribute("key", key)]))
        } else {
            existing.remove()
            ResetForm.removeIfEmpty(container)
        }
        return existing
    }
}
