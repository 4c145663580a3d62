import ThemifyRuntime

/// The About tab (`Main.storyboard`): its views are tagged in the storyboard; the version label
/// shows the app's version.
final class AboutViewController: ThemeViewController {
    #if canImport(ObjectiveC)
    @IBOutlet private var headerImageView: UIImageView!
    @IBOutlet private var versionLabel: UILabel!
    #else
    private var headerImageView: UIImageView!
    private var versionLabel: UILabel!
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
        versionLabel?.text = "Themify Sample · Version \(version)"
    }
}
