import GtkTestSupport
import Testing
@testable import WorkflowContainers

/// `ListViewRowRuns`: the rows that differ while a list store reports an update's steps.
@Suite("ListViewRowRuns")
struct ListViewRowRunsTests {
    @Test("random removes and inserts of new rows locate every row as an array of (version, index) does (seeds printed)")
    func matchesAnArray() {
        for seed in UInt64(1)...100 {
            var generator = SeededRandom(seed: seed)
            let start = Int.random(in: 0..<50, using: &generator), length = Int.random(in: 0..<200, using: &generator)
            var runs = ListViewRowRuns(old: start..<start + length)
            var model = (start..<start + length).map { (fromOld: true, index: $0) }
            var nextNew = 1000
            for _ in 0..<20 {
                if Bool.random(using: &generator), !model.isEmpty {
                    let offset = Int.random(in: 0..<model.count, using: &generator)
                    let count = Int.random(in: 1...(model.count - offset), using: &generator)
                    runs.remove(at: offset, count: count)
                    model.removeSubrange(offset..<offset + count)
                } else {
                    let offset = Int.random(in: 0...model.count, using: &generator), count = Int.random(in: 1...30, using: &generator)
                    runs.insertNew(nextNew..<nextNew + count, at: offset)
                    model.insert(contentsOf: (nextNew..<nextNew + count).map { (fromOld: false, index: $0) }, at: offset)
                    nextNew += count
                }
                #expect(runs.count == model.count, "seed \(seed)")
                let located = (0..<runs.count).map { runs.locate($0) }
                #expect(located.map(\.fromOld) == model.map(\.fromOld) && located.map(\.index) == model.map(\.index), "seed \(seed)")
                #expect(runs.runs.allSatisfy { $0.count > 0 }, "seed \(seed): no empty run")
            }
        }
    }
}
