import ThemifyModel
import ThemifyXML

/// An attribute naming an image (`image="header"`); a new one goes before the attributes Xcode
/// writes after it. `symbol:NAME` is an SF Symbol, which Xcode marks with `catalog="system"`.
///
/// Xcode 13 and later keep an image that has a symbol scale or rendering mode of its own as an
/// `<imageReference key="image" image="chevron.left" catalog="system" symbolScale="large"/>`
/// child instead of the attribute; where a view holds one, the image is read and written
/// there, keeping the reference's scale and rendering mode, as picking another image in the
/// inspector keeps them.
struct ImageAttributeCodec: StorageCodec {
    let attribute: String
    let before: [String]
    var kind: ValueKind { .image }

    static let referenceTag = "imageReference"
    /// Attributes an `<imageReference>` writes after its `image=` and `catalog=`.
    private static let referenceAttributesAfterImage = ["catalog", "symbolScale", "renderingMode", "variableValue"]

    func read(in container: MarkupElement) -> [TypedValue]? {
        if let reference = container.child(Self.referenceTag, key: attribute) {
            return Self.image("image", of: reference).map { [.image($0)] }
        }
        return Self.image(attribute, of: container).map { [.image($0)] }
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        container.attribute(attribute) != nil || container.child(Self.referenceTag, key: attribute) != nil
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        let reference = container.child(Self.referenceTag, key: attribute)
        if values.first?.isReset == true {
            if let reference {
                Self.removeReference(reference, from: container, effects: &effects)
            } else {
                Self.removeImage(attribute: attribute, from: container, effects: &effects)
            }
            return
        }
        guard let image = values.first?.image else { return }
        if let reference {
            Self.setImage(image, attribute: "image", before: Self.referenceAttributesAfterImage, on: reference, effects: &effects)
        } else {
            Self.setImage(image, attribute: attribute, before: before, on: container, effects: &effects)
        }
    }

    var xmlDescription: String { "`\(attribute)=`" }

    static func image(_ attribute: String, of element: MarkupElement) -> ImageName? {
        element.attribute(attribute).map { ImageName(name: $0, isSymbol: element.attribute("catalog") == "system") }
    }

    /// Removes an image attribute (Xcode's "Default": no image), with an SF Symbol's mark; a
    /// `<state>` left holding nothing goes too.
    static func removeImage(attribute: String, from element: MarkupElement, effects: inout WriteEffects) {
        guard let previous = element.attribute(attribute) else { return }
        element.removeAttribute(attribute)
        if attribute == "image", element.attribute("catalog") == "system" { element.removeAttribute("catalog") }
        effects.changedValues += 1
        effects.released.append(previous)
        ResetForm.removeIfEmpty(element)
    }

    /// Removes an `<imageReference>` (no image: Xcode drops the reference with its
    /// configuration); a `<state>` left holding nothing goes too.
    private static func removeReference(_ reference: MarkupElement, from element: MarkupElement, effects: inout WriteEffects) {
        if let previous = reference.attribute("image") { effects.released.append(previous) }
        reference.remove()
        effects.changedValues += 1
        effects.droppedImageReference = true
        ResetForm.removeIfEmpty(element)
    }

    /// Sets an image attribute, marking SF Symbols and removing a stale mark.
    static func setImage(_ image: ImageName, attribute: String, before: [String], on element: MarkupElement, effects: inout WriteEffects) {
        let previous = element.attribute(attribute)
        let wasSymbol = element.attribute("catalog") == "system"
        guard previous != image.name || wasSymbol != image.isSymbol else { return }
        element.setAttribute(attribute, image.name, before: before)
        if image.isSymbol {
            element.setAttribute("catalog", "system", before: Array(before.drop { $0 == "catalog" || $0 == "backgroundImage" }))
        } else if wasSymbol, attribute == "image" {
            element.removeAttribute("catalog")
        }
        effects.changedValues += 1
        if let previous { effects.released.append(previous) }
        effects.images.append((image, previous, effects.themed))
    }
}
