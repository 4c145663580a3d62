import ThemifyModel
import ThemifyXML

/// One image per `<segment>` of the `<segments>` child, in order: a list value.
struct SegmentImagesCodec: StorageCodec {
    var kind: ValueKind { .image }
    var takesList: Bool { true }

    func read(in container: MarkupElement) -> [TypedValue]? {
        let segments = container.child("segments")?.children(named: "segment") ?? []
        let images = segments.compactMap { ImageAttributeCodec.image("image", of: $0) }
        guard images.count == segments.count, !images.isEmpty else { return nil }
        return images.map(TypedValue.image)
    }

    func holdsValue(in container: MarkupElement) -> Bool {
        (container.child("segments")?.children(named: "segment") ?? []).contains { $0.attribute("image") != nil }
    }

    func write(_ values: [TypedValue], in container: MarkupElement, effects: inout WriteEffects) {
        let segments = container.child("segments")?.children(named: "segment") ?? []
        for (segment, value) in zip(segments, values) {
            if value.isReset {
                ImageAttributeCodec.removeImage(attribute: "image", from: segment, effects: &effects)
            } else if let image = value.image {
                ImageAttributeCodec.setImage(
                    image, attribute: "image", before: ["width", "enabled", "selected", "tag"], on: segment, effects: &effects)
            }
        }
        effects.surplus += max(0, values.count - segments.count)
    }

    var xmlDescription: String { "`image=` of each `<segment>`, in order" }
}
