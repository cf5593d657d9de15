import Testing
import WorkflowUI

/// Child bookkeeping of `ViewController` (`addChild`, `removeFromParent`), headless: no view
/// is loaded, so no widget is touched.
@MainActor
@Suite("ViewController children")
struct ViewControllerChildrenTests {
    @Test("removing children from a parent with many keeps the others in order")
    func removalKeepsOrder() {
        let parent = ViewController()
        var expected = (0..<250).map { _ in ViewController() }
        for child in expected { parent.addChild(child) }
        // The last, the first, one in the middle, then every third one, newest first.
        var removals = [expected[249], expected[0], expected[125]]
        removals += stride(from: 246, to: 0, by: -3).map { expected[$0] }.filter { child in !removals.contains { $0 === child } }
        for child in removals {
            child.removeFromParent()
            expected.removeAll { $0 === child }
            #expect(child.parent == nil)
        }
        #expect(parent.children.count == expected.count)
        #expect(zip(parent.children, expected).allSatisfy { $0 === $1 }, "the remaining children keep the order they were added in")
    }

    @Test("removeChildren removes many children in one pass, keeps the others in order and ignores strangers")
    func removeChildrenInOnePass() {
        let parent = ViewController(), stranger = ViewController()
        let children = (0..<1_000).map { _ in ViewController() }
        for child in children { parent.addChild(child) }
        let leaving = children.enumerated().filter { $0.offset < 500 || $0.offset % 3 == 0 }.map(\.element)
        parent.removeChildren(leaving + [stranger, leaving[0]])
        let staying = children.enumerated().filter { !($0.offset < 500 || $0.offset % 3 == 0) }.map(\.element)
        #expect(parent.children.count == staying.count)
        #expect(zip(parent.children, staying).allSatisfy { $0 === $1 }, "the remaining children keep their order")
        #expect(leaving.allSatisfy { $0.parent == nil } && staying.allSatisfy { $0.parent === parent })
        parent.removeChildren(staying)
        #expect(parent.children.isEmpty)
    }

    @Test("removeChildren releases each controller it held last right after removing it, last first")
    func removeChildrenReleasesAsItGoes() {
        /// Reports its deinit with the number of its parent's controllers still alive.
        final class Watched: ViewController {
            let index: Int
            let onDeinit: (Int) -> Void
            init(_ index: Int, onDeinit: @escaping (Int) -> Void) {
                self.index = index
                self.onDeinit = onDeinit
            }
            isolated deinit { onDeinit(index) }
        }
        let parent = ViewController(), staying = ViewController()
        var released: [Int] = []
        var leaving: [ViewController] = (0..<4).map { Watched($0) { released.append($0) } }
        for child in leaving { parent.addChild(child) }
        parent.addChild(staying)
        parent.removeChildren(leaving)
        #expect(released.isEmpty, "the caller still holds them")
        #expect(parent.children.count == 1 && parent.children[0] === staying)
        leaving = []
        #expect(released == [0, 1, 2, 3], "the caller's array held them last")
        released = []
        leaving = (0..<4).map { Watched($0) { released.append($0) } }
        for child in leaving { parent.addChild(child) }
        parent.removeChildren(consume leaving)
        #expect(released == [3, 2, 1, 0], "passed without another reference, each goes as it leaves")
        #expect(parent.children.count == 1 && parent.children[0] === staying)
    }

    @Test("a child that outlives its parent has no parent; a parent that outlives its child keeps its other children")
    func childOutlivesParent() {
        let child = ViewController(), sibling = ViewController()
        weak var released: ViewController?
        do {
            let parent = ViewController()
            parent.addChild(child)
            parent.addChild(sibling)
            released = parent
            #expect(child.parent === parent && sibling.parent === parent)
        }
        #expect(released == nil, "children do not keep their parent alive")
        #expect(child.parent == nil && sibling.parent == nil, "the parent cleared its children's reference when it went")
        let next = ViewController()
        next.addChild(child)
        #expect(child.parent === next && next.children.count == 1)
        do {
            let short = ViewController()
            next.addChild(short)
        }
        #expect(next.children.count == 2, "the parent holds its children")
    }

    @Test("removing twice, or a controller with no parent, changes nothing; a removed child added again goes last")
    func removeTwiceAndReAdd() {
        let parent = ViewController()
        let children = (0..<5).map { _ in ViewController() }
        for child in children { parent.addChild(child) }
        children[2].removeFromParent()
        children[2].removeFromParent()
        ViewController().removeFromParent()
        #expect(parent.children.map(ObjectIdentifier.init) == [0, 1, 3, 4].map { ObjectIdentifier(children[$0]) })
        parent.addChild(children[2])
        #expect(parent.children.map(ObjectIdentifier.init) == [0, 1, 3, 4, 2].map { ObjectIdentifier(children[$0]) })
    }

    @Test("a child added to another parent leaves the first parent's children")
    func moveToAnotherParent() {
        let first = ViewController(), second = ViewController()
        let children = (0..<3).map { _ in ViewController() }
        for child in children { first.addChild(child) }
        second.addChild(children[1])
        #expect(first.children.map(ObjectIdentifier.init) == [children[0], children[2]].map(ObjectIdentifier.init))
        #expect(second.children.count == 1 && children[1].parent === second)
    }
}
