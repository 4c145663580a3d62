import Testing

@testable import ThemifyKit

/// What AppKit draws for a control, read off its cell's attributes as Xcode writes them, and a
/// view's opacity as both frameworks clamp it.
@Suite struct AppKitControlLookTests {
    private func look(_ attributes: [String: String]) -> AppKitControlLook {
        AppKitControlLook { attributes[$0] }
    }

    @Test func fieldsDrawABezelWhenEditableBezeledOrDrawingTheirBackground() {
        #expect(look(["editable": "YES"]).drawsFieldBezel)
        #expect(look(["borderStyle": "bezel"]).drawsFieldBezel)
        #expect(look(["drawsBackground": "YES"]).drawsFieldBezel)
        // A label: not editable, no border, no background.
        #expect(!look(["lineBreakMode": "clipping", "title": "Name"]).drawsFieldBezel)
        #expect(!look([:]).drawsFieldBezel)
    }

    @Test func pushButtonsFillTheirBezelAndCheckBoxesDoNot() {
        #expect(look(["type": "push", "bezelStyle": "rounded"]).fillsBezel)
        #expect(look(["bezelStyle": "texturedRounded"]).fillsBezel)
        #expect(!look(["type": "check", "bezelStyle": "regularSquare"]).fillsBezel)
        #expect(look(["type": "radio"]).isCheckOrRadio)
        #expect(!look(["type": "push", "bezelStyle": "disclosure"]).fillsBezel)
        #expect(!look([:]).fillsBezel)
    }

    @Test func theReturnKeyMakesTheDefaultButton() {
        #expect(look(["keyEquivalent": "\r"]).isDefaultButton)
        #expect(!look(["keyEquivalent": "\u{1b}"]).isDefaultButton)
        #expect(!look([:]).isDefaultButton)
    }

    @Test func opacityIsClampedAndAnUnreadableOneIsOpaque() {
        #expect(ViewOpacity.value(nil) == 1)
        #expect(ViewOpacity.value("0.5") == 0.5)
        #expect(ViewOpacity.value("1.5") == 1)
        #expect(ViewOpacity.value("-2") == 0)
        #expect(ViewOpacity.value("nan") == 1)
        #expect(ViewOpacity.value("half") == 1)
    }
}
