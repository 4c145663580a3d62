import Foundation
import Testing
@testable import ThemeKit

/// A nib map as `themify --nib-map` writes it.
enum NibMapFixture {
    static let plist = Data("""
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    	<key>metal</key>
    	<dict>
    		<key>ProfileViewController</key>
    		<string>Profile-metal</string>
    		<key>SettingsViewController</key>
    		<string>Main-metal</string>
    	</dict>
    	<key>pink</key>
    	<dict>
    		<key>ProfileViewController</key>
    		<string>Profile-pink</string>
    	</dict>
    </dict>
    </plist>
    """.utf8)

    static func write() throws -> (folder: URL, file: URL) {
        let folder = try Fixtures.temporaryFolder()
        let file = folder.appendingPathComponent("ThemeNibMap.plist")
        try plist.write(to: file)
        return (folder, file)
    }
}

@Suite struct NibMapTests {
    @Test func controllersAndNibsLoadTheCurrentThemesVariant() throws {
        let (folder, file) = try NibMapFixture.write()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = try Fixtures.manager(nibMap: file)
        // default has no variants: the layouts themselves.
        #expect(manager.controllerNibName(forClass: "ProfileViewController") == nil)
        #expect(manager.nibName(for: "Profile") == "Profile")
        try manager.setTheme("metal")
        #expect(manager.controllerNibName(forClass: "ProfileViewController") == "Profile-metal")
        #expect(manager.controllerNibName(forClass: "SettingsViewController") == "Main-metal")
        #expect(manager.nibName(for: "Profile") == "Profile-metal")
        #expect(manager.nibName(for: "Main") == "Main-metal")
        #expect(manager.nibName(for: "Onboarding") == "Onboarding", "a nib themify wrote no variant of")
        try manager.setTheme("pink")
        #expect(manager.nibName(for: "Main") == "Main", "pink has no Main variant")
        #expect(manager.controllerNibName(forClass: "SettingsViewController") == nil)
    }

    @Test func withoutANibMapEveryNibIsItself() throws {
        let manager = try Fixtures.manager()
        try manager.setTheme("metal")
        #expect(manager.nibName(for: "Profile") == "Profile")
        #expect(manager.controllerNibName(forClass: "ProfileViewController") == nil)
    }

    @Test func aMalformedNibMapIsRefused() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ThemeNibMap.plist")
        try Data("<plist><array><string>x</string></array></plist>".utf8).write(to: file)
        #expect(throws: ThemeManagerError.malformedNibMap(path: file.path, reason: "its top level is not a dictionary of dictionaries of strings")) {
            try Fixtures.manager(nibMap: file)
        }
    }
}
