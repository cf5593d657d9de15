import Gtk
import Testing
import WorkflowUITesting

/// GTK's list and tree stores through the generated `TreeModel` API: rows addressed by
/// `TreeIter` values (out records returned, `inout` iterators moved by the model) and by
/// `TreePath`s, signals carrying both, and the hand-written string columns.
@MainActor
@Suite("Generated tree models", .gtk)
struct GeneratedTreeModelTests {
    @Test("a list store: appended rows are set, iterated with iterNext(iter:), found by path, and removed")
    func listStoreRows() throws {
        let store = TreeListStore(stringColumns: 2)
        #expect(store.nColumns == 2)
        var inserted: [String] = []
        var changed: [String] = []
        store.onRowInserted { path, _ in inserted.append(path.description) }
        store.onRowChanged { path, iter in changed.append("\(path):\(store.string(at: iter, column: 0) ?? "-")") }
        for (name, color) in [("apple", "red"), ("kiwi", "green"), ("plum", "purple")] {
            let row = store.append()
            store.set(row, column: 0, string: name)
            store.set(row, column: 1, string: color)
        }
        #expect(inserted == ["0", "1", "2"], "row-inserted passes the new row's path")
        #expect(changed.prefix(2) == ["0:apple", "0:apple"], "row-changed passes a copy of the row's iterator")

        var names: [String] = []
        var (found, iter) = store.iterFirst()
        while found {
            names.append(store.string(at: iter, column: 0) ?? "?")
            found = store.iterNext(iter: &iter)
        }
        #expect(names == ["apple", "kiwi", "plum"], "iterNext moved the caller's iterator row by row")

        let second = store.iter(path: try #require(TreePath(string: "1")))
        #expect(second.result)
        #expect(store.string(at: second.iter, column: 1) == "green")
        var row = second.iter
        #expect(store.path(iter: row).description == "1", "a transfer-full path comes back as a TreePath; a read-only iterator is passed by value")
        #expect(store.remove(&row), "remove moves the iterator to the next row")
        #expect(store.string(at: row, column: 0) == "plum")
        #expect(store.iterNChildren(iter: nil) == 2)
        let missing = store.iter(path: try #require(TreePath(string: "5")))
        #expect(!missing.result, "a path past the end finds no row")
    }

    @Test("a tree store: children under an optional parent iterator, their paths and their parent")
    func treeStoreChildren() throws {
        let store = TreeStore(stringColumns: 1)
        let fruit = store.append(parent: nil)
        store.set(fruit, column: 0, string: "fruit")
        let apple = store.append(parent: fruit)
        store.set(apple, column: 0, string: "apple")
        let pear = store.insertAfter(parent: fruit, sibling: apple)
        store.set(pear, column: 0, string: "pear")

        #expect(store.path(iter: pear).description == "0:1")
        #expect(store.iterDepth(iter: pear) == 1 && store.isAncestor(iter: fruit, descendant: pear))
        let parent = store.iterParent(child: pear)
        #expect(parent.result && store.string(at: parent.iter, column: 0) == "fruit")
        #expect(store.iterNChildren(iter: fruit) == 2 && store.iterNChildren(iter: nil) == 1,
                "a nil parent is the top level, a parent iterator its children")
        let first = store.iterChildren(parent: fruit)
        #expect(first.result && store.string(at: first.iter, column: 0) == "apple")
        let nth = store.iterNthChild(parent: fruit, n: 1)
        #expect(nth.result && store.string(at: nth.iter, column: 0) == "pear")
        #expect(store.iterHasChild(iter: fruit) && !store.iterHasChild(iter: apple))
        #expect(store.stringFromIter(pear) == "0:1" && store.iterIsValid(iter: pear))
    }

    @Test("a tree view shows a list store's rows and activates a row by path")
    func treeViewActivatesRow() throws {
        let store = TreeListStore(stringColumns: 1)
        for name in ["one", "two"] { store.set(store.append(), column: 0, string: name) }
        let view = TreeView(model: store)
        var activated: [String] = []
        view.onRowActivated { path, _ in activated.append(path.description) }
        view.rowActivated(path: try #require(TreePath(string: "1")), column: nil)
        #expect(activated == ["1"], "row-activated passes the row's path")
    }
}
