import ThemifyModel
import ThemifyXML

/// The view-controller classes a layout belongs to: what the runtime's `nibName` override looks
/// up to load a theme's variant.
package enum ControllerClasses {
    /// A xib's File's Owner class, or every custom view-controller class of a storyboard's scenes.
    package static func classes(in layout: Layout) -> [String] {
        guard layout.format == .document else { return [] }
        var classes: [String] = []
        layout.document.root.forEachInSubtree { element in
            guard let customClass = element.attribute("customClass") else { return }
            let isOwner = element.name == "placeholder" && element.attribute("placeholderIdentifier") == "IBFilesOwner"
            let isSceneController = element.attribute("sceneMemberID") == "viewController"
            if isOwner || isSceneController, !classes.contains(customClass) { classes.append(customClass) }
        }
        return classes
    }
}
