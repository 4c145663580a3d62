import ThemifyModel

extension ThemingRun {
    /// A per-appearance color is written as the named color of the generated asset catalog
    /// (`<color key="textColor" name="metal/heading"/>`), whose design-time value — the light
    /// one, as Interface Builder reads it from the color set — goes into `<resources>`.
    mutating func namingGeneratedColors(_ value: StyleValue) -> StyleValue {
        guard case .setting(let setting) = value, case .color(.perAppearance(let color)) = setting.value,
            let catalogName = color.catalogName, let designTime = ColorSetWriter.designTimeValue(of: color)
        else { return value }
        let name = GeneratedAssetCatalog.colorName(theme: theme.name, catalogName: catalogName)
        addGeneratedColor(name, value: designTime.value, colorSpace: designTime.colorSpace)
        return .setting(ThemeSetting(.color(.asset(name)), at: setting.location))
    }
}
