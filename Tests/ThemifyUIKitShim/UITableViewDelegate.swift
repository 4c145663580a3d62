/// https://developer.apple.com/documentation/uikit/uitableviewdelegate —
/// tableView(_:didSelectRowAt:) (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)),
/// optional: a default implementation here does nothing, as UIKit does without it. It refines
/// UIScrollViewDelegate.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
