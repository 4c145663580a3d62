import Foundation
import Testing

@testable import ThemifyRuntime

/// A nib map as `themify --nib-map` wrote it before version 2: controller classes only.
enum NibMapFixture {
    static let plist = Data(
        """
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

    /// Version 2, as themify writes it now: every layout's variant, cells and views included.
    static let versionTwo = Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>themes</key>
        	<dict>
        		<key>metal</key>
        		<dict>
        			<key>controllers</key>
        			<dict>
        				<key>ProfileViewController</key>
        				<string>Profile-metal</string>
        			</dict>
        			<key>layouts</key>
        			<dict>
        				<key>CardCell</key>
        				<string>CardCell-metal</string>
        				<key>Main</key>
        				<string>Main-metal</string>
        				<key>Profile</key>
        				<string>Profile-metal</string>
        			</dict>
        		</dict>
        	</dict>
        	<key>version</key>
        	<integer>2</integer>
        </dict>
        </plist>
        """.utf8)

    /// Version 2 with the generated color catalog: `colorCatalog` and per-theme `colors`.
    static let versionTwoWithCatalog = Data(
        String(decoding: versionTwo, as: UTF8.self)
            .replacingOccurrences(
                of: "\t\t\t<key>layouts</key>",
                with:
                    "\t\t\t<key>colors</key>\n\t\t\t<dict>\n\t\t\t\t<key>primaryHeadingColor</key>\n\t\t\t\t<string>metal/primaryHeadingColor</string>\n\t\t\t</dict>\n\t\t\t<key>layouts</key>"
            )
            .replacingOccurrences(
                of: "<dict>\n\t<key>themes</key>",
                with: "<dict>\n\t<key>colorCatalog</key>\n\t<string>Themes.xcassets</string>\n\t<key>themes</key>"
            ).utf8)

    static func write(_ data: Data = plist) throws -> (folder: URL, file: URL) {
        let folder = try Fixtures.temporaryFolder()
        let file = folder.appendingPathComponent("ThemeNibMap.plist")
        try data.write(to: file)
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

    /// A cell xib no controller owns has its variant in a version 2 map; a version 1 map
    /// (above) could not name it.
    @Test func aVersionTwoMapNamesEveryLayoutsVariant() throws {
        let (folder, file) = try NibMapFixture.write(NibMapFixture.versionTwo)
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = try Fixtures.manager(nibMap: file)
        #expect(manager.nibName(for: "CardCell") == "CardCell")
        try manager.setTheme("metal")
        #expect(manager.nibName(for: "CardCell") == "CardCell-metal")
        #expect(manager.nibName(for: "Main") == "Main-metal", "a storyboard no controller class names")
        #expect(manager.controllerNibName(forClass: "ProfileViewController") == "Profile-metal")
        #expect(manager.nibName(for: "Onboarding") == "Onboarding")
        try manager.setTheme("pink")
        #expect(manager.nibName(for: "CardCell") == "CardCell", "pink is not in the map")
    }

    /// A map naming the generated catalog gives each key's color set under the current theme;
    /// maps without one (version 1, or version 2 as older themify wrote it) still read, with
    /// no catalog colors.
    @Test func aMapWithTheColorCatalogNamesEachKeysColorAndOlderMapsStillRead() throws {
        let (folder, file) = try NibMapFixture.write(NibMapFixture.versionTwoWithCatalog)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try ThemeNibMap(contentsOf: file).colorCatalog == "Themes.xcassets")
        let manager = try Fixtures.manager(nibMap: file)
        try manager.setTheme("metal")
        #expect(manager.catalogColorName(forKey: "primaryHeadingColor") == "metal/primaryHeadingColor")
        #expect(manager.catalogColorName(forKey: "accentColor") == nil)
        #expect(manager.nibName(for: "CardCell") == "CardCell-metal", "the layouts read as before")
        try manager.setTheme("pink")
        #expect(manager.catalogColorName(forKey: "primaryHeadingColor") == nil)

        for older in [NibMapFixture.plist, NibMapFixture.versionTwo] {
            let (olderFolder, olderFile) = try NibMapFixture.write(older)
            defer { try? FileManager.default.removeItem(at: olderFolder) }
            let map = try ThemeNibMap(contentsOf: olderFile)
            #expect(map.colorCatalog == nil)
            #expect(map.colorName(forKey: "primaryHeadingColor", theme: "metal") == nil)
            #expect(map.variant(forClass: "ProfileViewController", theme: "metal") == "Profile-metal")
        }
    }

    @Test func aNewerVersionIsRefusedNotHalfRead() throws {
        let newer = Data(
            String(decoding: NibMapFixture.versionTwo, as: UTF8.self).replacingOccurrences(
                of: "<integer>2</integer>", with: "<integer>3</integer>"
            ).utf8)
        let (folder, file) = try NibMapFixture.write(newer)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(
            throws: ThemeManagerError.malformedNibMap(
                path: file.path, reason: "it is version 3, newer than this ThemifyRuntime reads (2); update ThemifyRuntime")
        ) {
            try Fixtures.manager(nibMap: file)
        }
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
        #expect(
            throws: ThemeManagerError.malformedNibMap(
                path: file.path, reason: "its top level is not a dictionary of dictionaries of strings")
        ) {
            try Fixtures.manager(nibMap: file)
        }
    }
}
