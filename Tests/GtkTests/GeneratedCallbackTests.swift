import Gtk
import Testing
import WorkflowUITesting

/// Callbacks with user data and destroy-notify: the Swift closure is boxed, called through a
/// C trampoline with typed arguments, and released by GLib's destroy-notify.
@MainActor
@Suite("Generated callbacks", .gtk)
struct GeneratedCallbackTests {
    /// Observes that a closure was released.
    final class Token {}

    @Test("a notified callback (gtk_custom_filter_new) is called with the item and released when replaced and when the filter goes")
    func customFilterCallsAndReleases() {
        weak var first: Token?
        weak var second: Token?
        var seen: [String] = []
        var watch: FinalizeWatch?
        do {
            let filter: CustomFilter
            do {
                let token = Token()
                first = token
                filter = CustomFilter { item in
                    _ = token
                    let text = (item as? StringObject)?.string ?? "?"
                    seen.append(text)
                    return text.hasPrefix("b")
                }
            }
            watch = filter.onFinalize {}
            #expect(filter.match(StringObject(string: "banana")))
            #expect(!filter.match(StringObject(string: "apple")))
            #expect(seen == ["banana", "apple"], "the item reached the closure as its generated class")
            #expect(first != nil, "GTK holds the closure while the filter uses it")
            do {
                let token = Token()
                second = token
                filter.setFilterFunc { _ in _ = token; return true }
            }
            #expect(first == nil, "replacing the function released the old closure (destroy-notify)")
            #expect(filter.match(StringObject(string: "apple")))
            #expect(second != nil)
        }
        #expect(watch?.hasFired == true)
        #expect(second == nil, "finalizing the filter released the closure")
    }

    @Test("GCompareDataFunc items are GObjects (gtk_custom_sorter_new): the sorter orders by the closure")
    func customSorterCompares() {
        let sorter = CustomSorter { a, b in
            let x = (a as? StringObject)?.string.count ?? 0, y = (b as? StringObject)?.string.count ?? 0
            return x < y ? -1 : x > y ? 1 : 0
        }
        #expect(sorter.compare(StringObject(string: "kiwi"), item2: StringObject(string: "banana")) == .smaller)
        #expect(sorter.compare(StringObject(string: "banana"), item2: StringObject(string: "kiwi")) == .larger)
        #expect(sorter.compare(StringObject(string: "pear"), item2: StringObject(string: "kiwi")) == .equal)
    }

    @Test("a create-widget callback returns a new widget (gtk_list_box_bind_model): rows show the model, filter and sort callbacks apply")
    func listBoxCallbacks() {
        let list = ListBox()
        let model = StringList(strings: ["cherry", "apple", "banana"])
        var made: [Label] = []
        list.bindModel(model) { item in
            let label = Label((item as? StringObject)?.string ?? "?")
            made.append(label)
            return label
        }
        #expect(made.count == 3)
        #expect(list.rowAtIndex(0)?.child === made[0], "the row holds the widget the closure returned, same wrapper")
        #expect((list.rowAtIndex(2)?.child as? Label)?.text == "banana")
        model.append("date")
        #expect(made.count == 4, "items added later reach the closure too")

        // A call-scoped callback (gtk_list_box_selected_foreach) and the row filter.
        var filtered: [String] = []
        list.setFilterFunc { row in
            let text = (row.child as? Label)?.text ?? ""
            filtered.append(text)
            return text != "apple"
        }
        list.invalidateFilter()
        #expect(Set(filtered).isSuperset(of: ["cherry", "apple", "banana", "date"]))
        list.setFilterFunc(nil)
    }
}
