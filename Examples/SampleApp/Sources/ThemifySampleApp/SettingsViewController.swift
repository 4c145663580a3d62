import ThemifyRuntime

/// The Settings tab (`Main.storyboard`): the storyboard's notification switch, text-size slider
/// and Save button, plus, made in code below them, the theme picker (one segment per theme),
/// what is shown now, and a button that checks for a holiday skin. A "Themes" button pushes the
/// list of themes.
///
/// Choosing a theme persists it and re-themes every tagged view; the window then shows a new
/// instance of the themed storyboard (`ThemeEnvironment.reloadRootViewController`), so this
/// screen is made again with the new theme's look.
final class SettingsViewController: ThemeViewController {
    // The storyboard connects these (Swift without Objective-C, on Linux, has no `@IBOutlet`).
    #if canImport(ObjectiveC)
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var notificationsSwitch: UISwitch!
    @IBOutlet private var textSizeSlider: UISlider!
    @IBOutlet private var saveButton: UIButton!
    #else
    private var titleLabel: UILabel!
    private var notificationsSwitch: UISwitch!
    private var textSizeSlider: UISlider!
    private var saveButton: UIButton!
    #endif

    private let statusLabel = UILabel(frame: .zero)
    private var themePicker: UISegmentedControl?
    private var skinButton: UIButton?
    private var observation: Task<Void, Never>?

    private var choices: ThemeChoices? { ThemeEnvironment.manager.map(ThemeChoices.init(manager:)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: "Themes") { [unowned self] _ in
                navigationController?.pushViewController(ThemesViewController(), animated: true)
            })
        addThemeControls()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        showStatus()
        // A skin arriving or ending (or a switch elsewhere) changes what the status says.
        guard let manager = ThemeEnvironment.manager, observation == nil else { return }
        observation = Task { [weak self] in
            for await _ in manager.changes {
                self?.showStatus()
            }
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observation?.cancel()
        observation = nil
    }

    private func addThemeControls() {
        guard let choices else { return }
        let picker = UISegmentedControl(items: choices.names.indices.map(choices.title(at:)))
        picker.selectedSegmentIndex = choices.selectedIndex ?? 0
        // The themes style segmented controls under this key (`accentControl`).
        picker.themeKey = "accentControl"
        picker.addAction(
            UIAction { [unowned picker] _ in
                choices.choose(at: picker.selectedSegmentIndex)
            }, for: .valueChanged)
        themePicker = picker

        statusLabel.themeKey = "secondaryText"

        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Check for a holiday skin") { [unowned self] _ in
                refreshSkin()
            })
        skinButton = button

        for view in [picker, statusLabel, button] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            picker.topAnchor.constraint(equalTo: textSizeSlider.bottomAnchor, constant: 24),
            picker.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            picker.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            statusLabel.topAnchor.constraint(equalTo: picker.bottomAnchor, constant: 16),
            statusLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            statusLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            button.topAnchor.constraint(equalTo: statusLabel.bottomAnchor, constant: 12),
            button.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
        ])
    }

    private func showStatus() {
        statusLabel.text = choices?.status
    }

    /// Fetches the signed index and installs the skin active now; the manager announces it,
    /// and every themed view (and the window's root) follows.
    private func refreshSkin() {
        guard let skins = AppServices.current?.skins else { return }
        skinButton?.isEnabled = false
        Task {
            do {
                if try await skins.refresh() == nil { statusLabel.text = "No holiday skin right now" }
            } catch {
                statusLabel.text = "Could not check for a skin: \(error)"
            }
            skinButton?.isEnabled = true
        }
    }

    // MARK: The storyboard's actions

    @IBAction private func notificationsToggled(_ sender: UISwitch) {
        UserDefaults.standard.set(sender.isOn, forKey: "notifications")
    }

    @IBAction private func textSizeChanged(_ sender: UISlider) {
        UserDefaults.standard.set(sender.value, forKey: "textSize")
    }

    /// The storyboard gives the button a "Saved" title when disabled.
    @IBAction private func saveTapped(_ sender: UIButton) {
        sender.isEnabled = false
    }
}
