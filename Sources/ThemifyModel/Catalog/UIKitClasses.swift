/// The UIKit class behind each layout element, with its superclasses: what `$appearance` rules
/// match, like `UIAppearance` (a `UIView` rule reaches every view, a `UIControl` rule every control).
/// A view element this table does not name is still a view: the build tool tells views by their
/// place and shape in the layout (`LayoutViews`) and gives them the `UIView` chain.
public enum UIKitClasses {
    /// Most specific first.
    public static let chains: [String: [String]] = [
        "view": ["UIView"],
        "label": ["UILabel", "UIView"],
        "button": ["UIButton", "UIControl", "UIView"],
        "imageView": ["UIImageView", "UIView"],
        "textField": ["UITextField", "UIControl", "UIView"],
        "textView": ["UITextView", "UIScrollView", "UIView"],
        "switch": ["UISwitch", "UIControl", "UIView"],
        "slider": ["UISlider", "UIControl", "UIView"],
        "segmentedControl": ["UISegmentedControl", "UIControl", "UIView"],
        "stepper": ["UIStepper", "UIControl", "UIView"],
        "datePicker": ["UIDatePicker", "UIControl", "UIView"],
        "pageControl": ["UIPageControl", "UIControl", "UIView"],
        "progressView": ["UIProgressView", "UIView"],
        "activityIndicatorView": ["UIActivityIndicatorView", "UIView"],
        "pickerView": ["UIPickerView", "UIView"],
        "scrollView": ["UIScrollView", "UIView"],
        "tableView": ["UITableView", "UIScrollView", "UIView"],
        "collectionView": ["UICollectionView", "UIScrollView", "UIView"],
        "tableViewCell": ["UITableViewCell", "UIView"],
        "tableViewCellContentView": ["UIView"],
        "tableViewHeaderFooterView": ["UITableViewHeaderFooterView", "UIView"],
        "collectionViewCell": ["UICollectionViewCell", "UICollectionReusableView", "UIView"],
        "collectionViewCellContentView": ["UIView"],
        "collectionReusableView": ["UICollectionReusableView", "UIView"],
        "stackView": ["UIStackView", "UIView"],
        "navigationBar": ["UINavigationBar", "UIView"],
        "tabBar": ["UITabBar", "UIView"],
        "toolbar": ["UIToolbar", "UIView"],
        "searchBar": ["UISearchBar", "UIView"],
        "visualEffectView": ["UIVisualEffectView", "UIView"],
        "containerView": ["UIView"],
        "mapView": ["MKMapView", "UIView"],
        "wkWebView": ["WKWebView", "UIView"],
        "webView": ["UIWebView", "UIView"],
        "window": ["UIWindow", "UIView"],
        "barButtonItem": ["UIBarButtonItem", "UIBarItem"],
        "tabBarItem": ["UITabBarItem", "UIBarItem"],
    ]

    /// A UIKit class with its superclasses, most specific first (`UIControl` →
    /// `["UIControl", "UIView"]`); nil for a class themify does not know.
    public static func chain(of className: String) -> [String]? {
        chainsByClass[className]
    }

    private static let chainsByClass: [String: [String]] = {
        var chains: [String: [String]] = [:]
        for chain in Self.chains.values {
            for (index, className) in chain.enumerated() where chains[className] == nil {
                chains[className] = Array(chain[index...])
            }
        }
        return chains
    }()

    /// Every class name an `$appearance` rule may name.
    public static let all: Set<String> = Set(chains.values.joined())
}
