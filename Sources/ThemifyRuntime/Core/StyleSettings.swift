import Foundation
import ThemifyModel

/// Turns a resolved style into the settings a view of a class chain takes, dropping what the
/// view cannot take — as the build tool leaves out what an element has no place for.
enum StyleSettings {
    /// `classChain`: most specific first. Settings keep the style's order (most general rule
    /// first, the view's own key last), with one setting per property, state and metrics.
    static func settings(of style: ThemeStyle, onClassChain classChain: [String]) -> [ResolvedSetting] {
        var settings: [ResolvedSetting] = []
        for (stylePath, value) in style.properties {
            guard let entry = stylePath.target(onClassChain: classChain), entry.backEnds.contains(.runtime) else { continue }
            let states = stylePath.effectiveStates(for: entry)
            // A runtime attribute keeps its key path: the one catalog entry stands for all.
            let property = entry.name == PropertyCatalog.runtimeAttributes ? stylePath.property : entry.name
            let barMetrics = stylePath.effectiveBarMetrics(for: entry)
            switch value {
            case .setting(let setting):
                settings.append(ResolvedSetting(property: property, states: states, barMetrics: barMetrics, value: setting.value))
            case .list(let items, _):
                for (index, item) in items.enumerated() {
                    settings.append(
                        ResolvedSetting(property: property, states: states, barMetrics: barMetrics, value: item.value, index: index))
                }
            }
        }
        return settings
    }
}
