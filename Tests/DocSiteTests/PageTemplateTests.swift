import Testing

@testable import DocSite

@Suite struct PageTemplateTests {
    @Test func fillsPlaceholdersOnceWithoutReadingWhatItInserted() throws {
        let template = try PageTemplate("<title>{{page-title}}</title><main>{{ content }}</main>")
        #expect(
            template.render(["page-title": "A", "content": "{{page-title}}"])
                == "<title>A</title><main>{{page-title}}</main>")
    }

    @Test func unknownPlaceholderAndUnclosedBracesAreErrors() {
        #expect(throws: PageTemplate.Error.self) { try PageTemplate("{{nope}}") }
        #expect(throws: PageTemplate.Error.self) { try PageTemplate("{{content") }
    }

    @Test func theShippedThemeHasEveryFileAndUsesEveryPlaceholder() throws {
        let theme = try SiteFixture.theme()
        #expect(Set(theme.assets.keys) == Set(SiteTheme.requiredAssets))
        let page = theme.template.render(
            Dictionary(uniqueKeysWithValues: PageTemplate.placeholders.map { ($0, "<\($0)>") }))
        for placeholder in PageTemplate.placeholders {
            #expect(page.contains("<\(placeholder)>"))
        }
        #expect(!page.contains("http://") && !page.contains("https://"))  // nothing from outside
    }
}
