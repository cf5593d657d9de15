import Testing
import Workflow

// VersionedArray's doc example, compiled as written (DocExamplesTests checks that each doc
// block appears here line for line).

@Suite("VersionedArray doc example")
struct VersionedArrayExamples {
    @Test("the example's one-row change leaves the old value intact and names the changed row")
    func versionedArrayExample() {
        var rows = VersionedArray((0..<1_000).map { "row \($0)" })
        let before = rows
        // O(1): `before` keeps "row 7".
        rows[7] = "seven"
        // [7], without comparing the 1,000 rows.
        let changed = rows.changedIndices(from: before)
        #expect(changed == [7] && before[7] == "row 7" && rows[7] == "seven")
    }
}
