import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import Workflow
import WorkflowUI
import WorkflowUITesting

/// `MemoizedList`: rows described only for new or changed items, matched by key.
@MainActor
@Suite("Memoized list", .gtk)
struct MemoizedListTests {
    struct Item: Equatable, Identifiable {
        var id: Int
        var text: String
    }

    /// Counts the calls of the rows' closure.
    final class Described {
        var count = 0
    }

    /// A list of labels "id: text", one per item; each description counted in `described`.
    static func list(_ items: [Item], _ described: Described = Described(), spacing: Int = 0) -> ClosureScreen {
        ClosureScreen {
            MemoizedList(items, spacing: spacing) { item in
                described.count += 1
                return Label("\(item.id): \(item.text)")
            }.anyElement
        }
    }

    static func items(_ ids: [Int], text: String = "a") -> [Item] {
        ids.map { Item(id: $0, text: text) }
    }

    /// The row labels, in order.
    static func labels(_ host: UITestHost) -> [Gtk.Label] {
        host.findAll(Gtk.Label.self).filter { $0.text.contains(": ") }
    }

    @Test("a render that changes one item of 100 describes one row and leaves the other widgets alone")
    func describesOnlyChangedItems() async throws {
        let described = Described()
        var items = Self.items(Array(0..<100))
        let host = try await UITestHost(screen: Self.list(items, described))
        defer { host.close() }
        #expect(described.count == 100)
        let before = Self.labels(host)
        items[42].text = "b"
        described.count = 0
        try await host.update(screen: Self.list(items, described))
        #expect(described.count == 1, "rows of unchanged items were described again")
        let after = Self.labels(host)
        #expect(after.map(\.text) == items.map { "\($0.id): \($0.text)" })
        #expect(zip(before, after).allSatisfy { $0 === $1 }, "a row's widget was replaced")
        let controller = try host.elementController(ClosureScreen.self)
        #expect(controller.elementCounters.unchangedSkipped >= 99)
    }

    @Test("rows keep their widgets when their items move, swap, or others are inserted and removed (random edits)")
    func randomEditsKeepWidgetsByKey() async throws {
        var random = SeededRandom(seed: 48)
        var items = Self.items(Array(0..<12))
        let described = Described()
        let host = try await UITestHost(screen: Self.list(items, described))
        defer { host.close() }
        for round in 0..<60 {
            let widgets = Dictionary(uniqueKeysWithValues: zip(items.map(\.id), Self.labels(host)))
            var next = items
            switch random.int(0...5) {
            case 0: next.shuffle(using: &random)
            case 1 where next.count > 1: next.swapAt(random.int(0...next.count - 1), random.int(0...next.count - 1))
            case 2 where !next.isEmpty: next.remove(at: random.int(0...next.count - 1))
            case 3: next.insert(Item(id: 100 + round, text: "new"), at: random.int(0...next.count))
            case 4 where !next.isEmpty: next[random.int(0...next.count - 1)].text = "edit \(round)"
            default: next = Array(next.reversed().prefix(random.int(0...next.count)))
            }
            let changed = next.filter { item in !items.contains(item) }.count
            described.count = 0
            try await host.update(screen: Self.list(next, described))
            let labels = Self.labels(host)
            #expect(labels.map(\.text) == next.map { "\($0.id): \($0.text)" }, "round \(round)")
            for (item, label) in zip(next, labels) where widgets[item.id] != nil {
                #expect(label === widgets[item.id], "round \(round): row \(item.id) got a new widget")
            }
            #expect(described.count == changed, "round \(round): described \(described.count) rows for \(changed) new or changed items")
            items = next
        }
    }

    @Test("appending, removing the first rows and clearing leave the box with exactly the items' rows")
    func appendRemoveAndClear() async throws {
        let host = try await UITestHost(screen: Self.list(Self.items(Array(0..<5))))
        defer { host.close() }
        let column = try #require(Self.labels(host).first?.parent)
        try await host.update(screen: Self.list(Self.items(Array(0..<10))))
        #expect(Self.labels(host).map(\.text) == (0..<10).map { "\($0): a" })
        try await host.update(screen: Self.list(Self.items(Array(3..<10))))
        #expect(Self.labels(host).map(\.text) == (3..<10).map { "\($0): a" })
        try await host.update(screen: Self.list([]))
        #expect(column.children.isEmpty)
        let controller = try host.elementController(ClosureScreen.self)
        #expect(controller.elementCounters.subtreesRemoved == 10)
    }

    @Test("replacing every row frees the old rows, last first, before the first new row is built")
    func replaceFreesOldRowsBeforeBuilding() async throws {
        let host = try await UITestHost(screen: Self.list(Self.items(Array(0..<5))))
        defer { host.close() }
        let box = try #require(Self.labels(host).first?.parent)
        var rowsInBoxAtEachFree: [Int] = []
        // The labels are not kept here: a wrapper held by the test would keep its widget alive.
        let watches = Self.labels(host).map { label in label.onFinalize { rowsInBoxAtEachFree.append(box.children.count) } }
        var freedAtFirstBuild: Int?
        try await host.update(screen: ClosureScreen {
            MemoizedList(Self.items(Array(10..<15))) { item in
                CustomWidget(make: {
                    if freedAtFirstBuild == nil { freedAtFirstBuild = rowsInBoxAtEachFree.count }
                    return Gtk.Label("\(item.id): new")
                })
            }.anyElement
        })
        #expect(rowsInBoxAtEachFree == [4, 3, 2, 1, 0], "the old rows were not each freed as they left the box")
        #expect(freedAtFirstBuild == 5, "old rows still alive when the first new row was built")
        #expect(Self.labels(host).map(\.text) == (10..<15).map { "\($0): new" })
        withExtendedLifetime(watches) {}
    }

    @Test("two items with the same key: the second gets a row of its own, and both show")
    func duplicateKeys() async throws {
        let host = try await UITestHost(screen: Self.list([Item(id: 1, text: "a"), Item(id: 2, text: "a")]))
        defer { host.close() }
        let duplicated = [Item(id: 2, text: "a"), Item(id: 1, text: "x"), Item(id: 1, text: "y")]
        try await host.update(screen: Self.list(duplicated))
        #expect(Self.labels(host).map(\.text) == ["2: a", "1: x", "1: y"])
        try await host.update(screen: Self.list([Item(id: 1, text: "z")]))
        #expect(Self.labels(host).map(\.text) == ["1: z"])
    }

    @Test("a row whose element kind changes gets a new widget in its place")
    func rowChangingKind() async throws {
        func screen(_ buttonAt: Int?) -> ClosureScreen {
            ClosureScreen {
                MemoizedList(Self.items([0, 1, 2], text: "\(buttonAt ?? -1)")) { item in
                    item.id == buttonAt ? Button("button \(item.id)") {}.anyElement : Label("\(item.id): label").anyElement
                }.anyElement
            }
        }
        let host = try await UITestHost(screen: screen(nil))
        defer { host.close() }
        try await host.update(screen: screen(1))
        let box = try #require(Self.labels(host).first?.parent)
        #expect(box.children.map(\.typeName) == ["GtkLabel", "GtkButton", "GtkLabel"])
        #expect(try host.find(Gtk.Button.self, label: "button 1").parent === box)
    }

    @Test("a spacing change reaches the box; the rows stay")
    func spacing() async throws {
        let host = try await UITestHost(screen: Self.list(Self.items([0, 1]), spacing: 2))
        defer { host.close() }
        let before = Self.labels(host)
        let box = try #require(before.first?.parent?.as(Gtk.Box.self))
        #expect(box.spacing == 2)
        try await host.update(screen: Self.list(Self.items([0, 1]), spacing: 9))
        #expect(box.spacing == 9)
        #expect(zip(before, Self.labels(host)).allSatisfy { $0 === $1 })
    }

    @Test("a row that was not described again calls the newest render's closure through its event handler")
    func skippedRowsCallTheNewestClosure() async throws {
        let host = try await UITestHost(workflow: OpenWorkflow())
        defer { host.close() }
        let container = try #require(host.containerViewController(for: OpenWorkflow.self))
        try await host.click(try host.find(Gtk.Button.self, label: "book 2"))
        #expect(container.host.rendering.opened == ["2 after 0 opens"])
        try await host.click(try host.find(Gtk.Button.self, label: "book 1"))
        #expect(container.host.rendering.opened == ["2 after 0 opens", "1 after 1 opens"],
                "row 1 was described in the first render; its button reached that render's closure")
    }

    @Test("an embedded screen in a row leaves its parent controller with its row, and with the list")
    func embeddedScreensLeave() async throws {
        func screen(_ ids: [Int], list: Bool = true) -> ClosureScreen {
            ClosureScreen {
                guard list else { return Label("gone").anyElement }
                return MemoizedList(Self.items(ids)) { item in EmbeddedScreen(InnerScreen(text: "\(item.id)")) }.anyElement
            }
        }
        let host = try await UITestHost(screen: screen([0, 1, 2]))
        defer { host.close() }
        let controller = try host.elementController(ClosureScreen.self)
        #expect(controller.children.count == 3)
        try await host.update(screen: screen([0, 2]))
        #expect(controller.children.count == 2)
        #expect(host.findAll(Gtk.Label.self, label: "inner 1").isEmpty)
        try await host.update(screen: screen([], list: false))
        #expect(controller.children.isEmpty)
    }
}

/// A list of three books whose buttons open one; each open is recorded with the number of
/// opens the render that made the handler's closure had seen.
struct OpenWorkflow: Workflow {
    struct State {
        var opened: [String] = []
    }

    struct Open: WorkflowAction {
        typealias WorkflowType = OpenWorkflow
        var record: String
        func apply(toState state: inout State) -> Never? {
            state.opened.append(record)
            return nil
        }
    }

    struct Book: Equatable {
        var id: Int
    }

    struct Screen: ElementScreen {
        var opened: [String]
        var onOpen: EventHandler<Int>
        var element: some Element {
            MemoizedList([Book(id: 1), Book(id: 2), Book(id: 3)], key: \.id) { book in
                Button("book \(book.id)") { onOpen(book.id) }
            }
        }
    }

    func makeInitialState() -> State { State() }

    func render(state: State, context: RenderContext<OpenWorkflow>) -> Screen {
        let sink = context.makeSink(of: Open.self)
        let opens = state.opened.count
        return Screen(opened: state.opened, onOpen: context.eventHandler { id in sink.send(Open(record: "\(id) after \(opens) opens")) })
    }
}
