import GtkTestSupport
import PropertyBased
import Testing
import WorkflowContainers

/// `ListViewRows` and `ListViewRowsDiff`: pure logic, no display.
@Suite("ListViewRows and their diff")
struct ListViewRowsDiffTests {
    typealias Rows = ListViewRows<String>

    static func rows(_ keys: [Int]) -> Rows { Rows(keys.map { .init(key: $0, value: "v\($0)") }) }

    /// Applies `diff`'s steps to `old`'s keys, taking inserted keys from `new`.
    static func apply(_ diff: ListViewRowsDiff, old: Rows, new: Rows) -> [AnyHashable] {
        var keys = old.map(\.key)
        for step in diff.steps {
            switch step {
            case .remove(let position, let count): keys.removeSubrange(position..<position + count)
            case .insert(let position, let count): keys.insert(contentsOf: (position..<position + count).map { new[$0].key }, at: position)
            }
        }
        return keys
    }

    @Test("one insert, one remove, one value change and one move are 1, 1, 0 and 2 steps")
    func minimalSteps() {
        let old = Self.rows(Array(0..<1000))
        #expect(ListViewRowsDiff(old: old, new: old.inserting(.init(key: -1, value: "x"), at: 500)).steps == [.insert(position: 500, count: 1)])
        #expect(ListViewRowsDiff(old: old, new: old.removing(at: 999)).steps == [.remove(position: 999, count: 1)])
        let changed = ListViewRowsDiff(old: old, new: old.replacing(at: 40, with: .init(key: 40, value: "new")))
        #expect(changed.steps.isEmpty && changed.inPlace.contains(.init(old: 40, new: 40)))
        #expect(changed.oldLength <= 64, "only the changed chunk is looked at: \(changed.oldLength)")
        let moved = old.removing(at: 10).inserting(old[10], at: 700)
        let diff = ListViewRowsDiff(old: old, new: moved)
        #expect(diff.steps.count == 2, "\(diff.steps)")
        #expect(Self.apply(diff, old: old, new: moved) == moved.map(\.key))
    }

    @Test("modifyValues changes the values at the indices (keys kept, each touched chunk copied once); append(contentsOf:) keeps the rows before, and the diffs are no steps and one insert")
    func batchEdits() {
        let old = Self.rows(Array(0..<1000))
        var rows = old
        rows.modifyValues(at: stride(from: 0, to: 1000, by: 10)) { $0 += "!" }
        #expect(rows.map(\.key) == old.map(\.key))
        #expect(rows.map(\.value) == (0..<1000).map { $0 % 10 == 0 ? "v\($0)!" : "v\($0)" })
        let changed = ListViewRowsDiff(old: old, new: rows)
        #expect(changed.steps.isEmpty && changed.inPlace.contains(.init(old: 990, new: 990)))
        var once = old
        once.modifyValues(at: [5, 5, 3]) { $0 += "+" }
        #expect(once[5].value == "v5+" && once[3].value == "v3+" && once[4].value == "v4", "a repeated index is changed once")
        var appended = old
        appended.append(contentsOf: (1000..<1500).map { .init(key: $0, value: "v\($0)") })
        appended.append(contentsOf: [])
        #expect(appended.map(\.key) == (0..<1500).map(AnyHashable.init) && appended[1499].value == "v1499")
        let added = ListViewRowsDiff(old: old, new: appended)
        #expect(added.steps == [.insert(position: 1000, count: 500)])
        #expect(added.oldLength == 0, "the old rows' pages are shared, not looked at: \(added.oldLength)")
    }

    @Test("an edit of one row of 1,000,000 looks at one or two chunks")
    func flatInN() {
        let old = Self.rows(Array(0..<1_000_000))
        let new = old.inserting(.init(key: -1, value: "x"), at: 654_321)
        let diff = ListViewRowsDiff(old: old, new: new)
        #expect(diff.steps == [.insert(position: 654_321, count: 1)])
        #expect(diff.oldLength <= 2 * 64 && diff.newLength <= 2 * 64 + 1, "\(diff.oldLength) \(diff.newLength)")
        #expect(new.count == 1_000_001 && new[654_321].key == AnyHashable(-1) && new[654_322].key == AnyHashable(654_321))
    }

    @Test("thousands of edits split chunks and pages and drop them again; the rows read back as a plain array's and each diff's steps turn the old keys into the new ones")
    func pagesSplitAndEmpty() {
        var generator = SeededRandom(seed: 7)
        var rows = Self.rows(Array(0..<5000)), model = Array(0..<5000)
        var nextKey = 100_000
        func check(_ old: Rows, _ step: Int) {
            #expect(rows.map(\.key) == model.map(AnyHashable.init), "step \(step): the rows read back as the array")
            let diff = ListViewRowsDiff(old: old, new: rows)
            #expect(Self.apply(diff, old: old, new: rows) == rows.map(\.key), "step \(step): the steps")
        }
        var old = rows
        // 9,000 rows into the first 100 positions: chunks split, and the first page (128
        // chunks when built) grows past 256 chunks and splits.
        for step in 1...9000 {
            let index = Int.random(in: 0...100, using: &generator)
            rows.insert(.init(key: nextKey, value: "n"), at: index)
            model.insert(nextKey, at: index)
            nextKey += 1
            if step % 1500 == 0 { check(old, step); old = rows }
        }
        // 13,500 removals from the front half: chunks and pages empty and are dropped.
        for step in 1...13_500 {
            let index = Int.random(in: 0..<max(1, rows.count / 2), using: &generator)
            rows.remove(at: index)
            model.remove(at: index)
            if step % 1500 == 0 { check(old, step); old = rows }
        }
        check(old, 0)
        #expect(rows.count == 500)
    }

    /// One edit of a random script: what it does (insert, remove, change a value, move),
    /// and two numbers that pick its positions.
    typealias Edit = (kind: Int, a: Int, b: Int)

    @Test("random keyed edit scripts: the steps turn the old keys into the new ones, rows kept in place keep their key (property: shrunk on failure)")
    func randomEdits() async {
        let edit = zip(Gen.int(in: 0...3), Gen.int(in: 0...10_000), Gen.int(in: 0...10_000)).map { Edit(kind: $0.0, a: $0.1, b: $0.2) }
        // Each round of edits (1–6) is one diff; a script is a few rounds.
        await propertyCheck(count: 200, input: Gen.int(in: 0...300), edit.array(of: 1...6).array(of: 1...5)) { count, rounds in
            var rows = Self.rows(Array(0..<count))
            var nextKey = 10_000
            for edits in rounds {
                let old = rows
                for edit in edits {
                    switch edit.kind {
                    case 0:
                        rows.insert(.init(key: nextKey, value: "n"), at: edit.a % (rows.count + 1))
                        nextKey += 1
                    case 1 where !rows.isEmpty: rows.remove(at: edit.a % rows.count)
                    case 2 where !rows.isEmpty:
                        let index = edit.a % rows.count
                        rows.replace(at: index, with: .init(key: rows[index].key, value: "changed"))
                    case 3 where rows.count > 1:
                        let row = rows[edit.a % rows.count]
                        rows.remove(at: rows.firstIndex(ofKey: row.key)!)
                        rows.insert(row, at: edit.b % (rows.count + 1))
                    default: break
                    }
                }
                let diff = ListViewRowsDiff(old: old, new: rows)
                #expect(Self.apply(diff, old: old, new: rows) == rows.map(\.key))
                for kept in diff.inPlace { #expect(old[kept.old].key == rows[kept.new].key) }
            }
        }
    }

    @Test("a search narrowing rows built anew to scattered matches is removes only, widening back inserts only, each match kept in place")
    func narrowingAndWidening() {
        let all = Self.rows(Array(0..<100_000))
        let matches = Array(stride(from: 7, to: 100_000, by: 1_000))
        let filtered = Self.rows(matches)
        let narrowing = ListViewRowsDiff(old: all, new: filtered)
        #expect(narrowing.steps.count == matches.count + 1 && narrowing.steps.allSatisfy { if case .remove = $0 { true } else { false } })
        #expect(Self.apply(narrowing, old: all, new: filtered) == filtered.map(\.key))
        #expect(narrowing.inPlace == matches.enumerated().map { .init(old: $0.element, new: $0.offset) })
        let widening = ListViewRowsDiff(old: filtered, new: all)
        #expect(widening.steps.count == matches.count + 1 && widening.steps.allSatisfy { if case .insert = $0 { true } else { false } })
        #expect(Self.apply(widening, old: filtered, new: all) == all.map(\.key))
        #expect(widening.inPlace == matches.enumerated().map { .init(old: $0.offset, new: $0.element) })
        // Rows both left out and added, or moved, are matched by key.
        let old = Self.rows(Array(0..<50)), mixed = Self.rows([1, 0] + Array(3..<50) + [-1])
        let diff = ListViewRowsDiff(old: old, new: mixed)
        #expect(Self.apply(diff, old: old, new: mixed) == mixed.map(\.key))
        #expect(diff.steps.contains(.insert(position: 49, count: 1)), "\(diff.steps)")
    }

    @Test("a search matching nothing is one remove of every row, clearing it one insert, nothing kept")
    func narrowingToNothingAndBack() {
        let all = Rows(count: 100_000) { .init(key: $0, value: "v\($0)") }, none = Rows()
        let narrowing = ListViewRowsDiff(old: all, new: none)
        #expect(narrowing.steps == [.remove(position: 0, count: 100_000)] && narrowing.inPlace.isEmpty)
        let widening = ListViewRowsDiff(old: none, new: all)
        #expect(widening.steps == [.insert(position: 0, count: 100_000)] && widening.inPlace.isEmpty)
    }

    @Test("rows keyed by Int and by other types diff alike, a String key among Ints and an Int8 key equal to an Int one included")
    func mixedKeyTypes() {
        let ints = Self.rows(Array(0..<200))
        var mixed = ints
        mixed.insert(.init(key: "s", value: "s"), at: 100)
        mixed.replace(at: 10, with: .init(key: 10, value: "ten"))
        mixed.remove(at: 150)
        let diff = ListViewRowsDiff(old: ints, new: mixed)
        #expect(Self.apply(diff, old: ints, new: mixed) == mixed.map(\.key))
        #expect(diff.steps.count == 2, "\(diff.steps)")
        // AnyHashable(Int8(3)) == AnyHashable(3): the same key to the diff, whichever type it came as.
        let narrow = Rows([.init(key: AnyHashable(Int8(3)), value: "three")])
        let narrowing = ListViewRowsDiff(old: Self.rows([1, 2, 3, 4]), new: narrow)
        #expect(narrowing.inPlace == [.init(old: 2, new: 0)] && Self.apply(narrowing, old: Self.rows([1, 2, 3, 4]), new: narrow) == [3])
    }
}
