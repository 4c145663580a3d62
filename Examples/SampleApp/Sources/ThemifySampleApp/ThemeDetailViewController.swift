import ThemifyRuntime

/// One theme, pushed from the list: its name, whether it is in use, and a button that
/// switches to it. The screen itself shows the theme in use (a theme's values are read only
/// while it is chosen), so the switch is what previews it.
final class ThemeDetailViewController: ThemeViewController {
    private let choices: ThemeChoices
    private let index: Int

    init(choices: ThemeChoices, index: Int) {
        self.choices = choices
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ThemeDetailViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = choices.title(at: index)
        view.themeKey = "screenBackground"

        let nameLabel = HeadlineLabel(frame: .zero)
        nameLabel.text = choices.title(at: index)
        nameLabel.themeKey = "primaryHeadingColor"

        let isChosen = index == choices.selectedIndex
        let stateLabel = UILabel(frame: .zero)
        stateLabel.text = isChosen ? "This theme is in use." : "Switching shows the whole app in this theme."
        stateLabel.themeKey = "secondaryText"

        let useButton = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Use this theme") { [choices, index] _ in
                choices.choose(at: index)
            })
        useButton.themeKey = "primaryButton"
        useButton.isEnabled = !isChosen

        for subview in [nameLabel, stateLabel, useButton] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 24),
            nameLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            nameLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            stateLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
            stateLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stateLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            useButton.topAnchor.constraint(equalTo: stateLabel.bottomAnchor, constant: 24),
            useButton.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            useButton.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
    }
}
