import ThemifyRuntime

/// The list pushed from Settings: the profile (`Profile.xib`), then one row per theme, the
/// chosen one checked; a theme's row pushes its detail screen, from which it can be chosen.
final class ThemesViewController: ThemeViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)

    private var choices: ThemeChoices? { ThemeEnvironment.manager.map(ThemeChoices.init(manager:)) }

    private enum Section: Int, CaseIterable {
        case profile, themes
    }

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Appearance"
        view.themeKey = "screenBackground"
        tableView.register(ThemeCell.self, forCellReuseIdentifier: ThemeCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    // MARK: UITableViewDataSource

    func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .profile: 1
        case .themes: choices?.names.count ?? 0
        case nil: 0
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section) {
        case .profile: "Account"
        case .themes: "Themes in this app"
        case nil: nil
        }
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ThemeCell.reuseIdentifier, for: indexPath)
        guard let cell = cell as? ThemeCell else { return cell }
        // The theme's card color, read once: a switch makes the list again.
        cell.backgroundColor = UIColor.themed("cardBackground")
        guard Section(rawValue: indexPath.section) == .themes, let choices else {
            cell.nameLabel.text = "Profile"
            cell.detailLabel.text = "Jane Appleseed"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        let isChosen = indexPath.row == choices.selectedIndex
        cell.nameLabel.text = choices.title(at: indexPath.row)
        cell.detailLabel.text = isChosen ? "In use" : "Tap to preview"
        cell.accessoryType = isChosen ? .checkmark : .disclosureIndicator
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Section(rawValue: indexPath.section) == .themes, let choices else {
            navigationController?.pushViewController(ProfileViewController(), animated: true)
            return
        }
        let detail = ThemeDetailViewController(choices: choices, index: indexPath.row)
        navigationController?.pushViewController(detail, animated: true)
    }
}
