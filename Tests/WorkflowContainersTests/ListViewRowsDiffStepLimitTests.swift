import Testing
@testable import WorkflowContainers

/// `ListViewRowsDiff(old:new:mostSteps:)`, as `ListViewRowStore` makes it: a narrowing or
/// widening of more runs than the limit is one remove and one insert; pure logic, no display.
@Suite("ListViewRowsDiff with a step limit")
struct ListViewRowsDiffStepLimitTests {
    typealias Rows = ListViewRows<String>

    static func rows(_ keys: some Sequence<Int>) -> Rows { Rows(keys.map { .init(key: $0, value: "v\($0)") }) }

    @Test("more runs than the limit: the span removed and inserted, every match still kept in place; fewer: a step per run")
    func limit() {
        let all = Self.rows(10..<1_010), matches = Array(stride(from: 10, to: 1_010, by: 10))
        let filtered = Self.rows(matches)
        let narrowing = ListViewRowsDiff(old: all, new: filtered, mostSteps: 64)
        #expect(narrowing.steps == [.remove(position: 0, count: 1_000), .insert(position: 0, count: 100)])
        #expect(narrowing.inPlace == matches.enumerated().map { .init(old: $0.element - 10, new: $0.offset) })
        let widening = ListViewRowsDiff(old: filtered, new: all, mostSteps: 64)
        #expect(widening.steps == [.remove(position: 0, count: 100), .insert(position: 0, count: 1_000)])
        #expect(widening.inPlace.count == 100)
        let few = ListViewRowsDiff(old: all, new: Self.rows(matches.prefix(30)), mostSteps: 64)
        #expect(few.steps == ListViewRowsDiff(old: all, new: Self.rows(matches.prefix(30))).steps && few.steps.count == 30)
    }
}
