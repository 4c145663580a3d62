extension PropertyCatalog {
    /// AppKit controls, cells and items: only a layout holds these for themify (ThemifyRuntime is
    /// UIKit's), so their only back end is the layout. A property is listed on a control and
    /// on its cell alike, as AppKit's controls forward it (`NSButton.image` is its cell's).
    static let appKitProperties: [ThemeProperty] = [
        ThemeProperty(
            .image, .image,
            on: ["NSButton", "NSButtonCell", "NSImageView", "NSImageCell", "NSMenuItem", "NSToolbarItem", "NSTabViewItem"],
            backEnds: [.layout]),
        ThemeProperty(.alternateImage, .image, on: ["NSButton", "NSButtonCell"], backEnds: [.layout]),
        ThemeProperty(
            .font, .font,
            on: [
                "NSButton", "NSButtonCell", "NSTextField", "NSTextFieldCell", "NSSegmentedControl", "NSSegmentedCell", "NSTabView",
                "NSDatePicker", "NSDatePickerCell", "NSSlider", "NSSliderCell", "NSFormCell", "NSPathControl", "NSPathCell",
            ],
            backEnds: [.layout]),
        ThemeProperty(.titleFont, .font, on: ["NSBox", "NSFormCell"], backEnds: [.layout]),
        ThemeProperty(.color, .color, on: ["NSColorWell"], backEnds: [.layout]),
        ThemeProperty(.contentTintColor, .color, on: ["NSButton"], backEnds: [.layout]),
        ThemeProperty(.bezelColor, .color, on: ["NSButton"], backEnds: [.layout]),
        ThemeProperty(
            .textColor, .color, on: ["NSTextField", "NSTextFieldCell", "NSTextView", "NSDatePicker", "NSDatePickerCell"],
            backEnds: [.layout]),
        ThemeProperty(
            .backgroundColor, .color,
            on: [
                "NSTextField", "NSTextFieldCell", "NSTableView", "NSTextView", "NSClipView", "NSPathControl", "NSPathCell", "NSDatePicker",
                "NSDatePickerCell", "NSMatrix",
            ],
            backEnds: [.layout]),
        ThemeProperty(.insertionPointColor, .color, on: ["NSTextView"], backEnds: [.layout]),
        ThemeProperty(.segmentImages, .image, on: ["NSSegmentedControl", "NSSegmentedCell"], takesList: true, backEnds: [.layout]),
        ThemeProperty(.fillColor, .color, on: ["NSBox"], backEnds: [.layout]),
        ThemeProperty(.borderColor, .color, on: ["NSBox"], backEnds: [.layout]),
        ThemeProperty(.gridColor, .color, on: ["NSTableView"], backEnds: [.layout]),
    ]

    /// What a plain string sets on an AppKit element, by its class: text fields their text
    /// color, image views and items their image, a box its fill.
    static let appKitPrimaryProperties = [
        "NSTextField": "textColor", "NSTextFieldCell": "textColor",
        "NSImageView": "image", "NSImageCell": "image",
        "NSMenuItem": "image", "NSToolbarItem": "image", "NSTabViewItem": "image",
        "NSBox": "fillColor",
        "NSTextView": "textColor", "NSClipView": "backgroundColor",
    ]
}
