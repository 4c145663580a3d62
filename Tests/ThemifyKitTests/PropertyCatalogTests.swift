import Testing
import ThemifyModel

@testable import ThemifyKit

/// The catalog says which properties exist; the table says where a layout keeps each. A
/// property in one and not the other is a property a theme can name but nothing writes, or one
/// the writer knows but theme files cannot set. Only the catalog's layout properties have rows:
/// the rest only the app sets, at run time.
@Suite struct PropertyCatalogTests {
    /// A row's element's classes, from the table of its platform: `button` is `UIButton` in an
    /// iOS layout and `NSButton` in a macOS one.
    static func chain(of row: PropertyTable.Row) -> [String] {
        if row.element == PropertyTable.allViews { return ["UIView"] }
        // Every object of the nib: the classes the catalog gives the property (the views and bar
        // items the app's runtime reaches too), and the controllers and custom objects only the
        // nib sets it on.
        if row.element == PropertyTable.anyObject {
            return PropertyCatalog.layoutProperties.first { $0.name == row.property }?.classes ?? []
        }
        return (row.platform == .appKit ? AppKitClasses.chains[row.element] : UIKitClasses.chains[row.element]) ?? []
    }

    @Test func everyTableRowIsACatalogPropertyOfTheSameKindOnItsClass() throws {
        for row in PropertyTable.rows {
            let chain = Self.chain(of: row)
            let property = try #require(
                PropertyCatalog.layoutProperties.first { $0.name == row.property && $0.applies(toClassChain: chain) },
                "'\(row.property)' on <\(row.element)> is in the table but not a layout property of the catalog")
            let codec = row.form.storage.codec
            #expect(
                codec.kind == property.kind,
                "'\(row.property)' on <\(row.element)> stores \(codec.kind) but the catalog says \(property.kind)")
            #expect(codec.takesList == property.takesList, "'\(row.property)': list in one, not the other")
            #expect(
                row.isStateProperty == false || property.perState, "'\(row.property)' lives in a state but the catalog has it per state: no"
            )
            #expect(
                !Set(chain).isDisjoint(with: property.classes),
                "<\(row.element)> (\(chain)) takes '\(row.property)', which the catalog gives only \(property.classes)")
        }
    }

    @Test func everyCatalogPropertyHasARowForEachOfItsClasses() {
        for property in PropertyCatalog.layoutProperties {
            let rows = PropertyTable.rows.filter { $0.property == property.name }
            #expect(!rows.isEmpty, "'\(property.name)' is in the catalog but no layout form writes it")
            for className in property.classes {
                let covered = rows.contains { row in
                    let chain = Self.chain(of: row)
                    return chain.contains(className)
                        || (UIKitClasses.chains.values.contains { $0.contains(className) }
                            && chain.first.map { UIKitClasses.chains.values.contains([$0, className]) } == true)
                }
                #expect(
                    covered || rows.contains { Self.chain(of: $0).contains(className) },
                    "the catalog gives '\(property.name)' to \(className), but no row writes it there")
            }
        }
    }

    @Test func statePropertiesAreTheRowsThatLiveInAState() {
        let fromTable = Set(PropertyTable.rows.filter(\.isStateProperty).map(\.property))
        #expect(Set(PropertyCatalog.layoutProperties.filter(\.perState).map(\.name)) == fromTable)
    }

    @Test func runTimeOnlyPropertiesHaveNoRow() {
        let runTimeOnly = PropertyCatalog.properties.filter { !$0.backEnds.contains(.layout) }
        #expect(!runTimeOnly.isEmpty)
        for property in runTimeOnly {
            for row in PropertyTable.rows where row.property == property.name {
                let chain = Self.chain(of: row)
                #expect(
                    !property.applies(toClassChain: chain),
                    "'\(property.name)' is run-time only on \(property.classes), but <\(row.element)> has a row for it")
            }
        }
    }

    @Test func everyEntryOfANameTakesTheSameKind() {
        for (name, entries) in Dictionary(grouping: PropertyCatalog.properties, by: \.name) {
            #expect(Set(entries.map(\.kind)).count == 1, "'\(name)' takes different kinds on different classes")
            #expect(Set(entries.map(\.takesList)).count == 1, "'\(name)': a list on one class, not on another")
        }
    }

    @Test func primaryPropertiesFollowTheClassChain() {
        #expect(PropertyTable.primaryProperty(ofElement: "label") == "textColor")
        #expect(PropertyTable.primaryProperty(ofElement: "imageView") == "image")
        #expect(PropertyTable.primaryProperty(ofElement: "tabBarItem") == "image")
        #expect(PropertyTable.primaryProperty(ofElement: "barButtonItem") == "image")
        #expect(PropertyTable.primaryProperty(ofElement: "stackView") == "backgroundColor")
        #expect(PropertyTable.primaryProperty(ofElement: "document") == nil)
    }
}
