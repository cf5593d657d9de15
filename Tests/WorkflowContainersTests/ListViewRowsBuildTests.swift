import Testing
import WorkflowContainers

/// `ListViewRows(count:row:)`, which builds a chunk at a time, against `init(_:)` over the
/// same rows: pure logic, no display.
@Suite("ListViewRows built from a count")
struct ListViewRowsBuildTests {
    typealias Rows = ListViewRows<String>

    @Test("init(count:row:) holds the same rows, in order, with the same key lookups as init(_:), across chunk and page sizes")
    func countInitEqualsArrayInit() {
        // 0, one short chunk, exact chunks, a page and a bit (128 chunks of 32 rows = 4,096).
        for count in [0, 1, 31, 32, 33, 64, 4_095, 4_096, 4_097, 9_000] {
            let made = Rows(count: count) { Rows.Row(key: "k\($0)", value: "row \($0)") }
            let fromArray = Rows((0..<count).map { Rows.Row(key: "k\($0)", value: "row \($0)") })
            #expect(made.count == count, "count \(count)")
            #expect(made.map(\.value) == fromArray.map(\.value), "values, count \(count)")
            #expect(made.map(\.key) == fromArray.map(\.key), "keys, count \(count)")
            for index in [0, count / 2, count - 1] where index >= 0 && index < count {
                #expect(made.firstIndex(ofKey: "k\(index)") == index, "lookup of row \(index) of \(count)")
            }
            #expect(made.firstIndex(ofKey: "absent") == nil, "count \(count)")
        }
    }

    @Test("rows built from a count take edits like any others")
    func countInitTakesEdits() {
        var rows = Rows(count: 100) { Rows.Row(key: $0, value: "row \($0)") }
        rows.insert(.init(key: -1, value: "new"), at: 50)
        rows.remove(at: 0)
        rows.replace(at: 10, with: .init(key: 11, value: "eleven"))
        #expect(rows.count == 100)
        #expect(rows[49].value == "new" && rows.firstIndex(ofKey: -1) == 49)
        #expect(rows[10].value == "eleven" && rows.firstIndex(ofKey: 0) == nil)
    }

    @Test("keys read back as the values they were made from: Int keys (kept as integers) stay Int, others keep their type, in chunks of either or both")
    func keysKeepTheirTypes() {
        let extremes = [Int.min, -1, 0, 1, Int.max]
        var rows = Rows(count: 100) { .init(key: $0 < 5 ? extremes[$0] : $0, value: "row \($0)") }
        for (index, key) in extremes.enumerated() {
            #expect(rows[index].key.base as? Int == key && rows.firstIndex(ofKey: key) == index, "key \(key)")
        }
        // A key of another type in a chunk of Int keys, and an Int8 key equal to an Int one.
        rows.insert(.init(key: "text", value: "text"), at: 40)
        rows.insert(.init(key: AnyHashable(Int8(-7)), value: "int8"), at: 41)
        #expect(rows[40].key.base as? String == "text" && rows[41].key.base is Int8)
        #expect(rows[39].key.base as? Int == 39 && rows[42].key.base as? Int == 40)
        #expect(rows.firstIndex(ofKey: "text") == 40 && rows.firstIndex(ofKey: -7) == 41 && rows.firstIndex(ofKey: 99) == 101)
        #expect(rows.indices(ofKeys: Set((0..<20).map { AnyHashable($0 + 30) }).union(["text"])) == Array(30..<40) + [40] + Array(42..<52))
        rows.remove(at: 40)
        rows.replace(at: 40, with: .init(key: 1_000, value: "thousand"))
        let original = (0..<100).map { AnyHashable($0 < 5 ? extremes[$0] : $0) }
        #expect(rows.map(\.key) == original[..<40] + [1_000] + original[40...])
        let fromArray = Rows([.init(key: 1, value: "a"), .init(key: "b", value: "b"), .init(key: 3, value: "c")])
        #expect(fromArray.map(\.key) == [1, "b", 3] && fromArray[1].key.base is String && fromArray[2].key.base is Int)
    }

    @Test("the doc example builds 100,000 rows from a count")
    func docExample() {
        let rows = ListViewRows(count: 100_000) { .init(key: $0, value: "Item \($0)") }
        #expect(rows.count == 100_000 && rows[99_999].value == "Item 99999" && rows.firstIndex(ofKey: 5) == 5)
    }
}
