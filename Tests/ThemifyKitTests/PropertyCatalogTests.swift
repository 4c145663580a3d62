import Testing
@testable import ThemifyKit
import ThemeModel

/// The catalog says which properties exist; the table says where a layout keeps each. A
/// property in one and not the other is a property a theme can name but nothing writes, or one
/// the writer knows but theme files cannot set.
@Suite struct PropertyCatalogTests {
    @Test func everyTableRowIsACatalogPropertyOfTheSameKindOnItsClass() throws {
        for row in PropertyTable.rows {
            let property = try #require(PropertyCatalog.property(named: row.property), "'\(row.property)' is in the table but not the catalog")
            let codec = row.form.storage.codec
            #expect(codec.kind == property.kind, "'\(row.property)' on <\(row.element)> stores \(codec.kind) but the catalog says \(property.kind)")
            #expect(codec.takesList == property.takesList, "'\(row.property)': list in one, not the other")
            #expect(row.isStateProperty == false || property.perState, "'\(row.property)' lives in a state but the catalog has it per state: no")
            let chain = row.element == PropertyTable.allViews ? ["UIView"] : (UIKitClasses.chains[row.element] ?? [])
            #expect(!Set(chain).isDisjoint(with: property.classes), "<\(row.element)> (\(chain)) takes '\(row.property)', which the catalog gives only \(property.classes)")
        }
    }

    @Test func everyCatalogPropertyHasARowForEachOfItsClasses() {
        for property in PropertyCatalog.properties {
            let rows = PropertyTable.rows.filter { $0.property == property.name }
            #expect(!rows.isEmpty, "'\(property.name)' is in the catalog but no layout form writes it")
            for className in property.classes {
                let covered = rows.contains { row in
                    let chain = row.element == PropertyTable.allViews ? ["UIView"] : (UIKitClasses.chains[row.element] ?? [])
                    return chain.contains(className) || (UIKitClasses.chains.values.contains { $0.contains(className) } && chain.first.map { UIKitClasses.chains.values.contains([$0, className]) } == true)
                }
                #expect(covered || rows.contains { UIKitClasses.chains[$0.element]?.contains(className) == true }, "the catalog gives '\(property.name)' to \(className), but no row writes it there")
            }
        }
    }

    @Test func statePropertiesAreTheRowsThatLiveInAState() {
        let fromTable = Set(PropertyTable.rows.filter(\.isStateProperty).map(\.property))
        #expect(PropertyCatalog.stateProperties == fromTable)
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
