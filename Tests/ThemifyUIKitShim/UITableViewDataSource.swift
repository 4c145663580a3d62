/// https://developer.apple.com/documentation/uikit/uitableviewdatasource —
/// tableView(_:numberOfRowsInSection:), tableView(_:cellForRowAt:) (required);
/// numberOfSections(in:) (https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)),
/// tableView(_:titleForHeaderInSection:) (optional: a default implementation here does what
/// UIKit does without the method — one section, no header title).
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// "The default value is 1."
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}
