import GtkTestSupport
import PropertyBased
import Testing
import Workflow

/// An element that counts how many of its kind are alive (to see what a value frees).
private final class Tracked {
    nonisolated(unsafe) static var alive = 0
    let value: Int
    init(_ value: Int) { self.value = value; Self.alive += 1 }
    deinit { Self.alive -= 1 }
}

@Suite("VersionedArray", .serialized)
struct VersionedArrayTests {
    @Test("an old value keeps its elements after a newer one changes")
    func oldValueKeepsItsElements() {
        let original = VersionedArray(0..<100)
        var newer = original
        newer[7] = -7
        newer[8] = -8
        var newest = newer
        newest[7] = 700
        #expect(Array(original) == Array(0..<100))
        #expect(newer[7] == -7 && newer[8] == -8 && newer[9] == 9)
        #expect(newest[7] == 700 && newest[8] == -8)
        #expect(original[7] == 7 && original[8] == 8, "read through the undo entries")
        #expect(original.count == 100 && newest.count == 100)
    }

    @Test("changing an old value branches: both branches keep their own elements")
    func branchingFromAnOldValue() {
        let original = VersionedArray(repeating: 0, count: 10)
        var left = original
        left[1] = 1
        var right = original
        right[2] = 2
        left[3] = 3
        right[4] = 4
        var farBranch = original
        var longLine = original
        for step in 0..<40 { longLine[step % 10] = 100 + step }
        farBranch[0] = -1  // 40 edits away from the newest: copied once
        #expect(Array(original) == Array(repeating: 0, count: 10))
        #expect(Array(left) == [0, 1, 0, 3, 0, 0, 0, 0, 0, 0])
        #expect(Array(right) == [0, 0, 2, 0, 4, 0, 0, 0, 0, 0])
        #expect(Array(farBranch) == [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(longLine) == (130..<140).map { $0 })
        #expect(right.changedIndices(from: left) == [1, 2, 3, 4], "siblings: the edits on both sides")
    }

    @Test("equality: same version, related versions, a set back to the old element, and unrelated values")
    func equality() {
        let original = VersionedArray(["a", "b", "c"])
        var changed = original
        changed[1] = "B"
        var setBack = changed
        setBack[1] = "b"
        #expect(original == original)
        #expect(original != changed && changed != original)
        #expect(setBack == original, "related versions compare the edited elements")
        #expect(VersionedArray(["a", "b", "c"]) == original, "unrelated values compare every element")
        #expect(VersionedArray(["a", "b"]) != original)
        #expect(VersionedArray<String>() == VersionedArray<String>([]))
    }

    @Test("changedIndices(from:) names the edited indices, in both directions, and nil without shared history")
    func changedIndices() {
        let original = VersionedArray(repeating: "", count: 1_000)
        var changed = original
        changed[500] = "x"
        changed[3] = "y"
        changed[500] = "z"
        #expect(changed.changedIndices(from: original) == [3, 500])
        #expect(original.changedIndices(from: changed) == [3, 500])
        #expect(changed.changedIndices(from: changed) == [])
        #expect(changed.isSameVersion(as: changed) && !changed.isSameVersion(as: original))
        #expect(changed.changedIndices(from: VersionedArray(repeating: "", count: 1_000)) == nil)
        #expect(changed.changedIndices(from: VersionedArray(repeating: "", count: 3)) == nil)
        var reported: [Int] = []
        #expect(changed.forEachChangedIndex(from: original) { reported.append($0) })
        #expect(reported.sorted() == [3, 500, 500], "each edit is reported; changedIndices removes repeats")
    }

    @Test("a value no other value shares changes in place: same version, nothing kept")
    func uniqueValueChangesInPlace() {
        Tracked.alive = 0
        var values = VersionedArray((0..<50).map(Tracked.init))
        for index in 0..<50 { values[index] = Tracked(index + 100) }
        #expect(Tracked.alive == 50, "the replaced elements were released at once")
        #expect(values.map(\.value) == Array(100..<150))
    }

    @Test("letting go of the previous value frees its one undo entry, not the elements")
    func oldValueFreesOnlyItsUndoEntry() {
        Tracked.alive = 0
        var values = VersionedArray((0..<1_000).map(Tracked.init))
        var previous: VersionedArray<Tracked>? = values
        values[10] = Tracked(-1)
        #expect(Tracked.alive == 1_001, "the old element lives in the previous value's undo entry")
        #expect(previous?[10].value == 10)
        previous = nil
        #expect(Tracked.alive == 1_000)
        #expect(values[10].value == -1 && values[11].value == 11)
    }

    @Test("a kept value holds at most max(64, 2N) undo entries: then a new lineage begins")
    func lineageIsBounded() {
        let kept = VersionedArray(0..<10)
        var values = kept
        for step in 0..<64 { values[step % 10] = step }
        #expect(values.changedIndices(from: kept) != nil, "64 edits: one lineage")
        values[0] = -1
        #expect(values.changedIndices(from: kept) == nil, "edit 65 copied the elements into a new lineage")
        #expect(Array(kept) == Array(0..<10) && values[0] == -1 && values[1] == 61)
        #expect(values != kept)
    }

    @Test("MutableCollection algorithms work on it, and it prints as an array")
    func collectionAlgorithms() {
        var values = VersionedArray([5, 3, 9, 1])
        let before = values
        values.sort()
        values.swapAt(0, 3)
        #expect(Array(values) == [9, 3, 5, 1])
        #expect(Array(before) == [5, 3, 9, 1])
        #expect(values.description == "[9, 3, 5, 1]")
        #expect(VersionedArray<Int>().isEmpty)
    }

    /// One step of a random edit script: which version to edit (mostly the newest, the usual
    /// use; sometimes an older one, a branch), then an index and the element written there,
    /// and which version to compare with which.
    typealias Edit = (pick: Int, index: Int, element: Int, other: Int)

    @Test("random edit scripts on random versions match a plain Array model (property: random seed each run, shrunk on failure)")
    func randomEditsMatchArrays() async {
        let count = 40
        let edit = zip(Gen.int(in: 0...99), Gen.int(in: 0...(count - 1)), Gen.int(in: 0...7), Gen.int(in: 0...99))
            .map { Edit(pick: $0.0, index: $0.1, element: $0.2, other: $0.3) }
        await propertyCheck(count: 60, input: edit.array(of: 1...300)) { script in
            var versions: [(value: VersionedArray<Int>, model: [Int])] = [(VersionedArray(0..<count), Array(0..<count))]
            for (step, edit) in script.enumerated() {
                let pick = edit.pick < 80 ? versions.count - 1 : edit.pick % versions.count
                var (value, model) = versions[pick]
                value[edit.index] = edit.element
                model[edit.index] = edit.element
                versions.append((value, model))
                if versions.count > 60 { versions.remove(at: edit.other % (versions.count - 1)) }
                let (a, b) = (versions[versions.count - 1], versions[edit.other % versions.count])
                #expect(a.value[edit.index] == a.model[edit.index], "step \(step)")
                #expect((a.value == b.value) == (a.model == b.model), "step \(step): equality as the models'")
                if let changed = a.value.changedIndices(from: b.value) {
                    let differing = (0..<count).filter { a.model[$0] != b.model[$0] }
                    #expect(Set(differing).isSubset(of: changed), "step \(step): every differing index is reported")
                }
            }
            for (value, model) in versions {
                #expect(Array(value) == model)
            }
        }
    }
}
