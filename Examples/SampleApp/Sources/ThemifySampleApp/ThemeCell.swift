import ThemifyRuntime

/// A row of the Themes list: the theme's name and a line under it, both following the theme by
/// key, like a layout's tagged labels.
final class ThemeCell: UITableViewCell {
    static let reuseIdentifier = "ThemeCell"

    let nameLabel = UILabel(frame: .zero)
    let detailLabel = UILabel(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addLabels()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        addLabels()
    }

    private func addLabels() {
        nameLabel.themeKey = "primaryHeadingColor"
        detailLabel.themeKey = "secondaryText"
        for label in [nameLabel, detailLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            detailLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }
}
