import Gtk
import Testing
import WorkflowUITesting

/// `Stack.addChild(_:name:title:iconName:)` and `setPageTitle(_:iconName:for:)` over the generated
/// `StackPage`.
@MainActor
@Suite("Stack pages (generated StackPage)", .gtk)
struct StackPageTests {
    @Test("addChild sets the page's name, title and icon; setPageTitle changes them; a switcher follows")
    func titlesAndIcons() throws {
        let stack = Stack()
        let first = Label("first"), second = Label("second")
        let page = stack.addChild(first, name: "one", title: "One", iconName: "go-home-symbolic")
        stack.addChild(second, name: "two")
        #expect(page.name == "one" && page.title == "One" && page.iconName == "go-home-symbolic")
        #expect(page.child === first)
        #expect(stack.page(child: first) === page, "one wrapper per GtkStackPage")
        let secondPage = try #require(stack.page(child: second))
        #expect(secondPage.title == "two" && secondPage.iconName == nil, "the title defaults to the name")
        var titles: [String?] = []
        page.onNotifyTitle { titles.append($0) }
        stack.setPageTitle("Uno", iconName: nil, for: first)
        #expect(page.title == "Uno" && page.iconName == nil && titles == ["Uno"])
        #expect(stack.pageTitle(for: first) == "Uno" && stack.pageIconName(for: second) == nil)
    }

    @Test("page(child:) is nil for a widget that is not a page, and setPageTitle then changes nothing")
    func notAPage() throws {
        let stack = Stack()
        stack.addChild(Label("page"), name: "page", title: "Page")
        let stranger = Label("stranger")
        #expect(stack.page(child: stranger) == nil)
        stack.setPageTitle("Other", iconName: nil, for: stranger)
        #expect(stack.pageTitle(for: stranger) == nil)
    }
}
