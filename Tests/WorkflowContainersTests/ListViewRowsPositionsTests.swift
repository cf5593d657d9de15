import GtkTestSupport
import Testing
@testable import WorkflowContainers

/// `ListViewRows.rows(at:)` and the diff of rows taken from the same rows by position (a
/// search's matches against every row, or against the last keystroke's): pure logic, no display.
@Suite("ListViewRows taken by position")
struct ListViewRowsPositionsTests {
    typealias Rows = ListViewRows<String>

    /// The keys of `rows` as integers.
    static func keys(_ rows: Rows) -> [Int] { rows.map { $0.key as! Int } }

    /// The old version's keys with `diff`'s steps applied (inserted rows read from `new`).
    static func applied(_ diff: ListViewRowsDiff, to old: [Int], new: [Int]) -> [Int] {
        var keys = old
        for step in diff.steps {
            switch step {
            case .remove(let position, let count): keys.removeSubrange(position..<position + count)
            case .insert(let position, let count): keys.insert(contentsOf: new[position..<position + count], at: position)
            }
        }
        return keys
    }

    @Test("the rows at the positions, in order, with their keys (integers and others) and values; their keys are found by hash")
    func takenRows() {
        let base = Rows(count: 10_000) { .init(key: $0, value: "v\($0)") }
        let positions = Array(stride(from: 3, to: 10_000, by: 7))
        let taken = base.rows(at: positions)
        #expect(Self.keys(taken) == positions)
        #expect(taken.map(\.value) == positions.map { "v\($0)" })
        #expect(taken.firstIndex(ofKey: 9_994) == positions.firstIndex(of: 9_994))
        let named = Rows(count: 500) { .init(key: $0 % 2 == 0 ? AnyHashable("k\($0)") : AnyHashable($0), value: "v\($0)") }
        let odd = named.rows(at: [1, 2, 3, 40, 41, 499])
        #expect(odd.map(\.key) == [1, "k2", 3, "k40", 41, 499] as [AnyHashable])
        #expect(odd.firstIndex(ofKey: "k40") == 3 && odd.firstIndex(ofKey: 499) == 5)
        #expect(base.rows(at: []).isEmpty)
    }

    @Test("the documented search: the rows whose value holds a 7, taken by position, diffed against every row by position")
    func documentedSearch() throws {
        let all = ListViewRows(count: 100_000) { .init(key: $0, value: "Item \($0)") }
        let matches = all.rows(at: all.indices.filter { all[$0].value.contains("7") })
        #expect(matches.allSatisfy { $0.value.contains("7") } && matches.count == 40_951)
        #expect(try #require(Rows.positionsInSharedOrigin(all, matches)).new?.count == 40_951)
    }

    @Test("versions taken from the same rows are compared by position; an edit since, or other rows, are not")
    func sharedOrigin() throws {
        let base = Rows(count: 1_000) { .init(key: $0, value: "v\($0)") }
        let a = base.rows(at: Array(0..<500)), b = base.rows(at: Array(250..<1_000))
        #expect(try #require(Rows.positionsInSharedOrigin(base, a)) == (nil, Array(0..<500)))
        #expect(try #require(Rows.positionsInSharedOrigin(a, base)) == (Array(0..<500), nil))
        #expect(try #require(Rows.positionsInSharedOrigin(a, b)) == (Array(0..<500), Array(250..<1_000)))
        var edited = b
        edited.replace(at: 3, with: .init(key: 253, value: "changed"))
        #expect(Rows.positionsInSharedOrigin(a, edited) == nil, "an edited version's positions no longer hold")
        let other = Rows(count: 1_000) { .init(key: $0, value: "v\($0)") }
        #expect(Rows.positionsInSharedOrigin(other, a) == nil, "equal rows made apart are other rows")
        // The diff still finds the edit (by key).
        let diff = ListViewRowsDiff(old: a, new: edited)
        #expect(Self.applied(diff, to: Self.keys(a), new: Self.keys(edited)) == Self.keys(edited))
    }

    @Test("random narrowings, widenings and mixed changes: the steps turn the old keys into the new, kept rows keep their keys",
          arguments: 0..<40)
    func randomSteps(seed: Int) {
        var generator = SeededRandom(seed: UInt64(seed + 1))
        let base = Rows(count: 2_000) { .init(key: $0, value: "v\($0)") }
        func subset() -> [Int] {
            let keep = Double.random(in: 0...1, using: &generator)
            return (0..<2_000).filter { _ in Double.random(in: 0...1, using: &generator) < keep }
        }
        let oldPositions = seed % 4 == 0 ? nil : subset(), newPositions = seed % 4 == 1 ? nil : subset()
        let old = oldPositions.map { base.rows(at: $0) } ?? base, new = newPositions.map { base.rows(at: $0) } ?? base
        for mostSteps in [Int.max, 64] {
            let diff = ListViewRowsDiff(old: old, new: new, mostSteps: mostSteps)
            #expect(Self.applied(diff, to: Self.keys(old), new: Self.keys(new)) == Self.keys(new))
            #expect(diff.inPlace.allSatisfy { old[$0.old].key == new[$0.new].key })
            #expect(diff.inPlace.map(\.new) == diff.inPlace.map(\.new).sorted())
            if mostSteps == 64 { #expect(diff.steps.count <= 64 || diff.steps.count == 2) }
        }
        // Narrowing only (every row against a subset): the same steps as the diff by key.
        if oldPositions == nil, let newPositions {
            let byKey = ListViewRowsDiff(old: Rows(Array(base)), new: Rows(Array(new)))
            #expect(ListViewRowsDiff(old: base, new: base.rows(at: newPositions)).steps == byKey.steps)
        }
    }
}
