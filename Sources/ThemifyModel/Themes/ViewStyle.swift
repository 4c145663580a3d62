/// What a theme sets on one view: its classes' `$appearance` rules overlaid with the style its
/// own key names. The build tool and the app both resolve a view through this one type, so a
/// value means the same in a layout variant and at run time.
public struct ViewStyle: Sendable, Hashable {
    /// Why a view's key gives it nothing.
    public enum KeyProblem: Error, Sendable, Hashable {
        /// No theme in the chain sets the key.
        case missingKey
        /// The key is a plain value but the view has no primary property to put it in.
        case noPrimaryProperty
        /// The key's plain value is not of the kind the view's primary property takes.
        case invalidPlainValue(property: String, problem: ValueError, at: SourceLocation)
    }

    /// Everything to set, most general rule first, the view's own key last; nil when nothing
    /// applies.
    public let style: ThemeStyle?
    /// The paths the view's own key sets (not only its classes' rules): the ones worth a
    /// warning when the view cannot take them.
    public var ownPaths: Set<StylePath> { Set(ownStyle?.properties.map(\.path) ?? []) }
    /// Why the view's own key gives it nothing, when it does not; nil for a view with no key or a
    /// key that applies.
    public let keyProblem: KeyProblem?
    /// The style the key names, kept as it is: its paths are wanted only for a warning, so the
    /// set of them is made only then, not for each of the thousands of views a theme reaches.
    private let ownStyle: ThemeStyle?

    /// Resolves a view of `classChain` — most specific first, its custom class (if any) in
    /// front of its UIKit classes — tagged `key` (nil: only the `$appearance` rules).
    ///
    /// The rules apply most general class first (`UIView`, `UIControl`, `UIButton`, the custom
    /// class), each overriding the one before, property by property; then the key's style. A
    /// plain value goes to the primary property of the view's most specific class that has one.
    ///
    /// The theme is borrowed, not taken: the themer resolves every tagged view of every layout
    /// through here, and an initializer otherwise retains and releases each of its arguments.
    public init(theme: borrowing ResolvedTheme, key: borrowing String?, classChain: borrowing [String]) {
        var style: ThemeStyle?
        // Most themes have no `$appearance` rules, and then no class name is looked up.
        if theme.hasAppearanceRules {
            for index in classChain.indices.reversed() {
                if let rule = theme.appearanceRule(for: classChain[index]) { style = style.map { $0.overlaid(with: rule) } ?? rule }
            }
        }
        var ownStyle: ThemeStyle?
        var keyProblem: KeyProblem?
        if let key = copy key {
            switch Self.ownStyle(theme: theme, key: key, classChain: classChain) {
            case .success(let own):
                ownStyle = own
                style = style.map { $0.overlaid(with: own) } ?? own
            case .failure(let problem):
                keyProblem = problem
            }
        }
        self.style = style
        self.ownStyle = ownStyle
        self.keyProblem = keyProblem
    }

    /// The style a view's key names: a plain value becomes its primary property.
    private static func ownStyle(theme: borrowing ResolvedTheme, key: String, classChain: borrowing [String]) -> Result<
        ThemeStyle, KeyProblem
    > {
        guard let value = theme.value(forKey: key) else { return .failure(.missingKey) }
        switch value {
        case .style(let style):
            return .success(style)
        case .plain(let plain):
            guard let (property, kind) = PropertyCatalog.primaryPropertyAndKind(ofClassChain: classChain) else {
                return .failure(.noPrimaryProperty)
            }
            // A plain value's kind is known only here, where the property it lands on says it.
            switch plain.setting(as: kind) {
            case .success(let setting):
                return .success(ThemeStyle(properties: [(StylePath(property: property), .setting(setting))], at: plain.location))
            case .failure(let problem):
                return .failure(.invalidPlainValue(property: property, problem: problem, at: plain.location))
            }
        }
    }
}
