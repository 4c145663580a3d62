// Linux only: these tests read the calls the UIKit shim records (on Apple platforms the layer
// talks to UIKit itself, which records nothing).
#if canImport(ThemifyUIKitShim)
import XCTest
import ThemifyUIKitShim
import ThemifyModel
@testable import ThemifyRuntime

/// What the sample app (`Examples/SampleApp`, a package this target cannot depend on) does,
/// written the way it writes it, against the UIKit shim: the theme picker switches the manager,
/// the list has one row per theme with themed cells, a row pushes onto the navigation stack, and
/// a scene's window shows the themed storyboard again after a switch.
final class SampleAppShapeTests: XCTestCase {
    /// The sample's list cell: labels following the theme by key.
    final class Cell: UITableViewCell {
        let nameLabel = UILabel(frame: .zero)

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            addLabel()
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            addLabel()
        }

        private func addLabel() {
            nameLabel.themeKey = "headline"
            nameLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(nameLabel)
            NSLayoutConstraint.activate([
                nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
    }

    /// The sample's list: one row per theme, the chosen one checked; a row pushes a detail.
    final class ThemesController: ThemeViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: .zero, style: .insetGrouped)
        let manager: ThemeManager

        init(manager: ThemeManager) {
            self.manager = manager
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("made in code") }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Themes"
            tableView.register(Cell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { manager.themeNames.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            guard let cell = cell as? Cell else { return cell }
            let name = manager.themeNames[indexPath.row]
            cell.nameLabel.text = name.capitalized
            cell.accessoryType = name == manager.currentTheme ? .checkmark : .disclosureIndicator
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            navigationController?.pushViewController(ThemeViewController(nibName: nil, bundle: nil), animated: true)
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIStoryboard.themed(name: "Main", bundle: nil).instantiateInitialViewController()
            ThemeEnvironment.reloadRootViewController(of: window, fromStoryboard: "Main")
            window.makeKeyAndVisible()
            self.window = window
        }
    }

    func testThePickerHasOneSegmentPerThemeAndSwitchesTheManager() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let picker = UISegmentedControl(items: manager.themeNames.map(\.capitalized))
            picker.selectedSegmentIndex = manager.themeNames.firstIndex(of: manager.currentTheme) ?? 0
            picker.addAction(
                UIAction { [unowned picker] _ in
                    try? manager.setTheme(manager.themeNames[picker.selectedSegmentIndex])
                }, for: .valueChanged)
            XCTAssertEqual(picker.numberOfSegments, 2)
            XCTAssertEqual(picker.titleForSegment(at: 1), "Night")
            XCTAssertEqual(manager.currentTheme, "default")

            // The user taps the second segment: UIKit sets the index, then sends `.valueChanged`.
            picker.selectedSegmentIndex = 1
            picker.sendActions(for: .valueChanged)
            XCTAssertEqual(manager.currentTheme, "night")
            picker.sendActions(for: .touchUpInside)
            XCTAssertEqual(manager.currentTheme, "night", "only the events the action was added for call it")
        }
    }

    func testTheListHasOneThemedRowPerThemeAndARowPushesADetail() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let list = ThemesController(manager: manager)
            let navigation = UINavigationController(rootViewController: list)
            let tableView = list.tableView
            XCTAssertEqual(list.view.subviews.first, tableView, "viewDidLoad ran on first access to view")
            XCTAssertEqual(tableView.style, .insetGrouped)

            XCTAssertEqual(list.numberOfSections(in: tableView), 1)
            XCTAssertEqual(list.tableView(tableView, numberOfRowsInSection: 0), 2)
            UIKitCallLog.shared.reset()
            let cells = (0..<2).map { list.tableView(tableView, cellForRowAt: IndexPath(row: $0, section: 0)) as? Cell }
            XCTAssertEqual(cells.map { $0?.nameLabel.text }, ["Default", "Night"])
            XCTAssertEqual(cells.map { $0?.accessoryType }, [.checkmark, .disclosureIndicator])
            XCTAssertEqual(cells.first??.reuseIdentifier, "Cell")
            XCTAssertTrue(
                UIKitCallLog.shared.calls.contains("UILabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)"),
                "the cell's label takes its key's style")

            list.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertTrue(navigation.topViewController?.navigationController === navigation)
            XCTAssertTrue(list.navigationController === navigation)
        }
    }

    func testASceneShowsTheThemedStoryboardAndShowsItAgainAfterASwitch() throws {
        try MainActor.assumeIsolated {
            let (manager, _) = try UIKitFixtures.installed()
            let first = UIViewController(nibName: nil, bundle: nil)
            let afterSwitch = UIViewController(nibName: nil, bundle: nil)
            UIStoryboard.shimInitialViewControllers["Main"] = { first }
            UIStoryboard.shimInitialViewControllers["Main-night"] = { afterSwitch }
            defer {
                UIStoryboard.shimInitialViewControllers["Main"] = nil
                UIStoryboard.shimInitialViewControllers["Main-night"] = nil
            }
            let delegate = SceneDelegate()
            let scene = UIWindowScene(session: .shimMake(), connectionOptions: .shimMake())
            scene.delegate = delegate
            scene.shimConnect()
            let window = try XCTUnwrap(delegate.window)
            XCTAssertTrue(window.windowScene === scene)
            XCTAssertTrue(window.rootViewController === first)
            XCTAssertTrue(UIKitCallLog.shared.calls.contains("UIWindow.makeKeyAndVisible()"))

            try manager.setTheme("night")
            XCTAssertTrue(window.rootViewController === afterSwitch)
        }
    }
}
#endif
