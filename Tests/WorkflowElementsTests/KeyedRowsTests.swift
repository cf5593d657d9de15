import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// Keyed rows as js-framework-benchmark's table uses them: `Int` keys, every row replaced,
/// every row removed.
@MainActor
@Suite("Keyed rows", .gtk)
struct KeyedRowsTests {
    /// A column of labels "row N", each keyed by its `Int` id.
    static func rows(_ ids: [Int]) -> ClosureScreen {
        ClosureScreen { Column { for id in ids { Label("row \(id)").key(id) } }.anyElement }
    }

    /// The labels of the rows, in order.
    static func labels(_ host: UITestHost) -> [Gtk.Label] {
        host.findAll(Gtk.Label.self).filter { $0.text.hasPrefix("row ") }
    }

    @Test("rows keyed by Int keep their widgets when two of them swap places")
    func intKeysKeepWidgetsAcrossASwap() async throws {
        let host = try await UITestHost(screen: Self.rows(Array(0..<6)))
        defer { host.close() }
        let before = Self.labels(host)
        try await host.update(screen: Self.rows([0, 4, 2, 3, 1, 5]))
        let after = Self.labels(host)
        #expect(after.map(\.text) == ["row 0", "row 4", "row 2", "row 3", "row 1", "row 5"])
        #expect(after[1] === before[4], "row 4 kept its widget")
        #expect(after[4] === before[1], "row 1 kept its widget")
        #expect(after[2] === before[2])
    }

    @Test("an Int key and a String key of the same digits are different keys: the row gets a new widget")
    func keysOfDifferentTypesDiffer() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Column { Label("row 1").key(1) }.anyElement })
        defer { host.close() }
        let before = try host.find(Gtk.Label.self, label: "row 1")
        try await host.update(screen: ClosureScreen { Column { Label("row 1").key("1") }.anyElement })
        let stringKeyed = try host.find(Gtk.Label.self, label: "row 1")
        #expect(stringKeyed !== before)
        try await host.update(screen: ClosureScreen { Column { Label("row 1").key("1") }.anyElement })
        #expect(try host.find(Gtk.Label.self, label: "row 1") === stringKeyed, "equal String keys match")
    }

    @Test("replacing every row takes the old rows out of the box before the first new row is built")
    func replaceRemovesOldRowsBeforeBuilding() async throws {
        let host = try await UITestHost(screen: Self.rows(Array(0..<20)))
        defer { host.close() }
        let controller = try host.elementController(ClosureScreen.self)
        let old = Self.labels(host)
        var oldRowsInBoxAtFirstBuild: Int?
        try await host.update(screen: ClosureScreen {
            Column {
                for id in 20..<40 {
                    CustomWidget(make: {
                        if oldRowsInBoxAtFirstBuild == nil { oldRowsInBoxAtFirstBuild = old.filter { $0.parent != nil }.count }
                        return Gtk.Label("row \(id)")
                    }).key(id)
                }
            }.anyElement
        })
        #expect(oldRowsInBoxAtFirstBuild == 0, "old rows still in the box when the first new row was built")
        #expect(Self.labels(host).map(\.text) == (20..<40).map { "row \($0)" })
        #expect(controller.elementCounters.subtreesRemoved == 20)
    }

    @Test("clearing the rows frees each row's widget as it leaves the box, last first, as a GTK developer's loop does")
    func clearFreesEachRowAsItLeaves() async throws {
        let host = try await UITestHost(screen: Self.rows(Array(0..<5)))
        defer { host.close() }
        let column = try #require(Self.labels(host).first?.parent)
        var rowsInBoxAtEachFree: [Int] = []
        let watches = Self.labels(host).map { label in label.onFinalize { rowsInBoxAtEachFree.append(column.children.count) } }
        try await host.update(screen: Self.rows([]))
        #expect(rowsInBoxAtEachFree == [4, 3, 2, 1, 0], "all rows left the box before the first was freed: every row's memory is walked twice")
        withExtendedLifetime(watches) {}
    }

    @Test("removing every row empties the box in one update")
    func clearRemovesEveryRow() async throws {
        let host = try await UITestHost(screen: Self.rows(Array(0..<20)))
        defer { host.close() }
        let controller = try host.elementController(ClosureScreen.self)
        let column = try #require(Self.labels(host).first?.parent)
        try await host.update(screen: Self.rows([]))
        #expect(column.children.isEmpty)
        #expect(controller.elementCounters.subtreesRemoved == 20)
        try await host.update(screen: Self.rows([5, 6]))
        #expect(Self.labels(host).map(\.text) == ["row 5", "row 6"])
    }
}
