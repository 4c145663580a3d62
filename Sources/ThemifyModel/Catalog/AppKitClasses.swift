/// The AppKit class behind each macOS layout element that a theme can reach, with its
/// superclasses. Kept apart from `UIKitClasses` because the element names overlap (`view`,
/// `button`): which table applies is decided by the document (`targetRuntime`), never by the
/// element name, so an AppKit element never gets a UIKit form.
public enum AppKitClasses {
    /// Most specific first. Cells carry most of what a control shows; a tag on a control
    /// reaches its cell (`cells`), so both are listed.
    public static let chains: [String: [String]] = [
        "button": ["NSButton", "NSControl", "NSView"],
        "textField": ["NSTextField", "NSControl", "NSView"],
        "searchField": ["NSSearchField", "NSTextField", "NSControl", "NSView"],
        "comboBox": ["NSComboBox", "NSTextField", "NSControl", "NSView"],
        "secureTextField": ["NSSecureTextField", "NSTextField", "NSControl", "NSView"],
        "tokenField": ["NSTokenField", "NSTextField", "NSControl", "NSView"],
        "imageView": ["NSImageView", "NSControl", "NSView"],
        "segmentedControl": ["NSSegmentedControl", "NSControl", "NSView"],
        "tableView": ["NSTableView", "NSControl", "NSView"],
        "outlineView": ["NSOutlineView", "NSTableView", "NSControl", "NSView"],
        "box": ["NSBox", "NSView"],
        "tabView": ["NSTabView", "NSView"],
        "colorWell": ["NSColorWell", "NSControl", "NSView"],
        "popUpButton": ["NSPopUpButton", "NSButton", "NSControl", "NSView"],
        "pathControl": ["NSPathControl", "NSControl", "NSView"],
        "datePicker": ["NSDatePicker", "NSControl", "NSView"],
        "textView": ["NSTextView", "NSText", "NSView"],
        "clipView": ["NSClipView", "NSView"],
        "slider": ["NSSlider", "NSControl", "NSView"],
        "matrix": ["NSMatrix", "NSControl", "NSView"],
        "form": ["NSForm", "NSMatrix", "NSControl", "NSView"],

        "buttonCell": ["NSButtonCell", "NSActionCell", "NSCell"],
        "textFieldCell": ["NSTextFieldCell", "NSActionCell", "NSCell"],
        "searchFieldCell": ["NSSearchFieldCell", "NSTextFieldCell", "NSActionCell", "NSCell"],
        "comboBoxCell": ["NSComboBoxCell", "NSTextFieldCell", "NSActionCell", "NSCell"],
        "tableHeaderCell": ["NSTableHeaderCell", "NSTextFieldCell", "NSActionCell", "NSCell"],
        "secureTextFieldCell": ["NSSecureTextFieldCell", "NSTextFieldCell", "NSActionCell", "NSCell"],
        "tokenFieldCell": ["NSTokenFieldCell", "NSTextFieldCell", "NSActionCell", "NSCell"],
        "imageCell": ["NSImageCell", "NSCell"],
        "segmentedCell": ["NSSegmentedCell", "NSActionCell", "NSCell"],
        "popUpButtonCell": ["NSPopUpButtonCell", "NSMenuItemCell", "NSButtonCell", "NSActionCell", "NSCell"],
        "pathCell": ["NSPathCell", "NSActionCell", "NSCell"],
        "datePickerCell": ["NSDatePickerCell", "NSActionCell", "NSCell"],
        "sliderCell": ["NSSliderCell", "NSActionCell", "NSCell"],
        "formCell": ["NSFormCell", "NSActionCell", "NSCell"],

        "menuItem": ["NSMenuItem"],
        "toolbarItem": ["NSToolbarItem"],
        "tabViewItem": ["NSTabViewItem"],
    ]

    /// The cell each control keeps its look in (`<button>` → `<buttonCell key="cell">`): what a
    /// theme sets on the control is written on the cell, as AppKit's control forwards it there.
    public static let cells: [String: String] = [
        "button": "buttonCell",
        "textField": "textFieldCell",
        "searchField": "searchFieldCell",
        "comboBox": "comboBoxCell",
        "secureTextField": "secureTextFieldCell",
        "tokenField": "tokenFieldCell",
        "imageView": "imageCell",
        "segmentedControl": "segmentedCell",
        "popUpButton": "popUpButtonCell",
        "pathControl": "pathCell",
        "datePicker": "datePickerCell",
        "slider": "sliderCell",
    ]

    /// Whether a document's root (`<document targetRuntime="MacOSX.Cocoa">`) is a macOS layout.
    public static func isAppKitDocument(targetRuntime: String?, type: String?) -> Bool {
        (targetRuntime ?? "").hasPrefix("MacOSX") || contains(Self.cocoaMarker, in: type ?? "")
    }

    private static let cocoaMarker = Array(".Cocoa.".utf8)

    /// A byte search: Foundation's `contains` goes through CFString, a hundred times dearer, and
    /// this runs for every property the themer writes.
    private static func contains(_ needle: [UInt8], in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard !needle.isEmpty, bytes.count >= needle.count else { return needle.isEmpty }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                var matched = 1
                while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            return false
        }
    }
}
