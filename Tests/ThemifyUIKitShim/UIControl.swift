/// https://developer.apple.com/documentation/uikit/uicontrol — isEnabled,
/// addAction(_:for:) (https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)),
/// sendActions(for:) (https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)).
@MainActor open class UIControl: UIView {
    open var isEnabled: Bool = true { didSet { shimRecord("isEnabled = \(isEnabled)") } }

    private var shimActions: [(action: AnyObject, events: UIControl.Event)] = []

    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        shimRecord("addAction(UIAction(title: \"\(action.title)\"), for: \(controlEvents))")
        shimActions.append((action, controlEvents))
    }

    /// Calls the handlers of the actions added for any of `controlEvents`, in the order they were
    /// added — what UIKit does when the user changes or taps the control.
    open func sendActions(for controlEvents: UIControl.Event) {
        shimRecord("sendActions(for: \(controlEvents))")
        if #available(iOS 14.0, tvOS 14.0, *) {
            for entry in shimActions where !entry.events.intersection(controlEvents).isEmpty {
                if let action = entry.action as? UIAction { action.shimHandler(action) }
            }
        }
    }
}
