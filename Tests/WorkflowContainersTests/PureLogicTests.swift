import PropertyBased
import Testing
import WorkflowContainers

@Suite("Keyed diff")
struct KeyedDiffTests {
    @Test("identical lists reuse every item in place")
    func identity() {
        let diff = KeyedDiff(old: ["a", "b", "c"], new: ["a", "b", "c"])
        #expect(diff.sources == [.reused(oldIndex: 0), .reused(oldIndex: 1), .reused(oldIndex: 2)])
        #expect(diff.removedIndices.isEmpty && diff.movedIndices.isEmpty && diff.isEmpty)
    }

    @Test("a push inserts on top and reuses the items below")
    func push() {
        let diff = KeyedDiff(old: ["root", "list"], new: ["root", "list", "detail"])
        #expect(diff.sources == [.reused(oldIndex: 0), .reused(oldIndex: 1), .inserted])
        #expect(diff.insertedIndices == [2])
        #expect(diff.removedIndices.isEmpty)
        #expect(!diff.isEmpty)
    }

    @Test("a pop removes the top")
    func pop() {
        let diff = KeyedDiff(old: ["root", "list", "detail"], new: ["root", "list"])
        #expect(diff.sources == [.reused(oldIndex: 0), .reused(oldIndex: 1)])
        #expect(diff.removedIndices == [2])
        #expect(diff.movedIndices.isEmpty)
    }

    @Test("moves are the fewest needed: items outside the longest ordered run")
    func moves() {
        let diff = KeyedDiff(old: ["a", "b", "c", "d"], new: ["d", "a", "b", "c"])
        #expect(diff.movedIndices == [0], "only d moved")
        let swap = KeyedDiff(old: ["a", "b"], new: ["b", "a"])
        #expect(swap.movedIndices.count == 1)
        let mixed = KeyedDiff(old: ["a", "b", "c"], new: ["c", "a", "x"])
        #expect(mixed.sources == [.reused(oldIndex: 2), .reused(oldIndex: 0), .inserted])
        #expect(mixed.removedIndices == [1])
        #expect(mixed.movedIndices.count == 1)
    }

    @Test("the same key with another kind is a removal plus an insertion")
    func keyAndKind() {
        struct Identity: Hashable { var key: String; var kind: String }
        let old = [Identity(key: "a", kind: "Text"), Identity(key: "b", kind: "Text")]
        let new = [Identity(key: "a", kind: "Text"), Identity(key: "b", kind: "Count")]
        let diff = KeyedDiff(old: old, new: new)
        #expect(diff.sources == [.reused(oldIndex: 0), .inserted])
        #expect(diff.removedIndices == [1])
    }

    @Test("duplicate keys reuse each old item once")
    func duplicates() {
        let diff = KeyedDiff(old: ["a"], new: ["a", "a"])
        #expect(diff.sources == [.reused(oldIndex: 0), .inserted])
        let empty = KeyedDiff(old: [String](), new: [])
        #expect(empty.isEmpty && empty.sources.isEmpty)
        let cleared = KeyedDiff(old: ["a", "b"], new: [])
        #expect(cleared.removedIndices == [0, 1])
    }

    @Test("random key lists (duplicates too): each old item reused at most once for an equal key, the rest removed, and the fewest moves (property: shrunk on failure)")
    func randomLists() async {
        let keys = Gen.int(in: 0...12).array(of: 0...30)
        await propertyCheck(count: 300, input: keys, keys) { old, new in
            let diff = KeyedDiff(old: old, new: new)
            #expect(diff.sources.count == new.count)
            var reused: [Int] = []
            for (index, source) in diff.sources.enumerated() {
                if case .reused(let oldIndex) = source {
                    #expect(old[oldIndex] == new[index], "an old item is reused for an equal key only")
                    reused.append(oldIndex)
                }
            }
            #expect(Set(reused).count == reused.count, "each old item at most once")
            #expect(diff.removedIndices == old.indices.filter { !reused.contains($0) })
            // As many reused as the keys allow: per key, the fewer of its old and new counts.
            let shared = Set(old).reduce(0) { sum, key in sum + min(old.count { $0 == key }, new.count { $0 == key }) }
            #expect(reused.count == shared)
            // The fewest moves: every reused item outside a longest increasing run of old indices.
            #expect(diff.movedIndices.count == reused.count - Self.longestIncreasingRun(reused))
            #expect(diff.isEmpty == (old == new))
        }
    }

    /// The length of a longest strictly increasing subsequence of `values` (patience sorting).
    private static func longestIncreasingRun(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            if let place = tails.firstIndex(where: { $0 >= value }) { tails[place] = value } else { tails.append(value) }
        }
        return tails.count
    }
}

@Suite("Navigation direction")
struct NavigationDirectionTests {
    @Test("push, pop, none, replace-top")
    func directions() {
        #expect(NavigationDirection(old: ["a"], new: ["a", "b"]) == .push)
        #expect(NavigationDirection(old: ["a", "b", "c"], new: ["a"]) == .pop)
        #expect(NavigationDirection(old: ["a", "b"], new: ["a", "b"]) == .none)
        #expect(NavigationDirection(old: ["a", "b"], new: ["a", "c"]) == .push, "a new top slides in like a push")
        #expect(NavigationDirection(old: [String](), new: ["a"]) == .push)
        #expect(NavigationDirection(old: ["a"], new: [String]()) == .none)
    }
}

@Suite("Split ratio maths")
struct SplitRatioTests {
    @Test("presets and clamping")
    func presets() {
        #expect(SplitRatio.quarter.fraction == 0.25)
        #expect(SplitRatio.half.fraction == 0.5)
        #expect(abs(SplitRatio.third.fraction - 1.0 / 3.0) < 1e-12)
        #expect(SplitRatio(1.7).fraction == 1)
        #expect(SplitRatio(-0.2).fraction == 0)
        #expect(SplitRatio.third.description == "0.333")
    }

    @Test("positions round to the nearest pixel and invert")
    func positions() {
        #expect(SplitRatio.third.position(available: 599) == 200)
        #expect(SplitRatio.quarter.position(available: 1000) == 250)
        #expect(SplitRatio(0.3).position(available: 0) == 0)
        #expect(SplitRatio.of(position: 300, available: 1200) == .quarter)
        #expect(SplitRatio.of(position: 10, available: 0) == .half)
    }

    @Test("the screen's ratio applies until the user drags; a drag is kept across resizes")
    func dragKeptAcrossResize() {
        var policy = SplitPositionPolicy(ratio: .third, isDraggable: true)
        #expect(policy.position(available: 900) == 300)
        #expect(policy.userMoved(to: 450, available: 900) == nil)
        #expect(policy.userRatio == .half)
        #expect(policy.position(available: 1200) == 600, "resizes keep the dragged ratio")
        #expect(policy.screenChanged(ratio: .third, isDraggable: true) == false, "same ratio: the drag stays")
        #expect(policy.position(available: 900) == 450)
        #expect(policy.screenChanged(ratio: .quarter, isDraggable: true) == true, "a new ratio wins over the drag")
        #expect(policy.userRatio == nil)
        #expect(policy.position(available: 1000) == 250)
    }

    @Test("a divider that cannot be dragged is put back")
    func notDraggable() {
        var policy = SplitPositionPolicy(ratio: .half, isDraggable: false)
        #expect(policy.userMoved(to: 100, available: 800) == 400)
        #expect(policy.userRatio == nil)
        var dragged = SplitPositionPolicy(ratio: .half, isDraggable: true)
        _ = dragged.userMoved(to: 100, available: 800)
        #expect(dragged.screenChanged(ratio: .half, isDraggable: false) == true, "locking drops the drag")
        #expect(dragged.position(available: 800) == 400)
        #expect(dragged.isSatisfied(position: 401, available: 800))
        #expect(!dragged.isSatisfied(position: 403, available: 800))
    }
}
