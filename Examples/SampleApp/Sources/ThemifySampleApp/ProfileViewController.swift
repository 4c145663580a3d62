import ThemifyRuntime

/// `Profile.xib`'s owner, pushed from the list's Profile row. The nib's tagged views theme
/// themselves (a `themeKey` runtime attribute, or a `Theme*` class keyed by accessibility
/// identifier); `ThemeViewController` loads the theme's variant of the nib when themify wrote one.
final class ProfileViewController: ThemeViewController {
    // The nib connects these (Swift without Objective-C, on Linux, has no `@IBOutlet`).
    #if canImport(ObjectiveC)
    @IBOutlet private var headerImageView: UIImageView!
    @IBOutlet private var avatarImageView: UIImageView!
    @IBOutlet private var nameLabel: UILabel!
    @IBOutlet private var subtitleLabel: UILabel!
    @IBOutlet private var cardView: UIView!
    @IBOutlet private var bioTextView: UITextView!
    @IBOutlet private var sectionControl: UISegmentedControl!
    @IBOutlet private var editButton: UIButton!
    #else
    private var headerImageView: UIImageView!
    private var avatarImageView: UIImageView!
    private var nameLabel: UILabel!
    private var subtitleLabel: UILabel!
    private var cardView: UIView!
    private var bioTextView: UITextView!
    private var sectionControl: UISegmentedControl!
    private var editButton: UIButton!
    #endif

    /// The section the control shows (Posts, Photos).
    private(set) var selectedSection = 0

    init() {
        super.init(nibName: "Profile", bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
    }

    // MARK: The nib's actions

    @IBAction private func sectionChanged(_ sender: UISegmentedControl) {
        selectedSection = sender.selectedSegmentIndex
    }

    /// Editing is not part of the sample: the button only shows the theme's `primaryButton`.
    @IBAction private func editProfileTapped(_ sender: UIButton) {}
}
