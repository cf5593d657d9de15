import PropertyBased
import Testing
@testable import WorkflowContainers

/// `ListViewRowRuns`: the rows that differ while a list store reports an update's steps.
@Suite("ListViewRowRuns")
struct ListViewRowRunsTests {
    /// One step of a random script: a remove (when `isRemove` and rows are left) or an insert
    /// of new rows, at a place and of a length picked by `a` and `b`.
    typealias Step = (isRemove: Bool, a: Int, b: Int)

    @Test("random removes and inserts of new rows locate every row as an array of (version, index) does (property: shrunk on failure)")
    func matchesAnArray() async {
        let step = zip(Gen.bool, Gen.int(in: 0...1_000), Gen.int(in: 0...1_000)).map { Step(isRemove: $0.0, a: $0.1, b: $0.2) }
        await propertyCheck(count: 100, input: Gen.int(in: 0...49), Gen.int(in: 0...199), step.array(of: 1...20)) { start, length, steps in
            var runs = ListViewRowRuns(old: start..<start + length)
            var model = (start..<start + length).map { (fromOld: true, index: $0) }
            var nextNew = 1000
            for (number, step) in steps.enumerated() {
                if step.isRemove, !model.isEmpty {
                    let offset = step.a % model.count
                    let count = 1 + step.b % (model.count - offset)
                    runs.remove(at: offset, count: count)
                    model.removeSubrange(offset..<offset + count)
                } else {
                    let offset = step.a % (model.count + 1), count = 1 + step.b % 30
                    runs.insertNew(nextNew..<nextNew + count, at: offset)
                    model.insert(contentsOf: (nextNew..<nextNew + count).map { (fromOld: false, index: $0) }, at: offset)
                    nextNew += count
                }
                #expect(runs.count == model.count, "step \(number)")
                let located = (0..<runs.count).map { runs.locate($0) }
                #expect(located.map(\.fromOld) == model.map(\.fromOld) && located.map(\.index) == model.map(\.index), "step \(number)")
                #expect(runs.runs.allSatisfy { $0.count > 0 }, "step \(number): no empty run")
            }
        }
    }
}
