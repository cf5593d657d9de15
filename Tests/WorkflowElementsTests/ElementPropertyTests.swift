import Foundation
import Gtk
import GtkTestSupport
import Testing
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// Update ≡ rebuild for element screens: a live controller is updated with a sequence of
/// random element trees (each a random edit of the previous: values, modifiers, kinds,
/// inserted, removed, moved and re-keyed children); after every step its widget tree must
/// dump (`ElementTreeDump`) exactly as a controller freshly built from the same tree.
///
/// `WORKFLOWGTK_ELEMENT_CASES` sets the number of cases (default 300; `Scripts/element-property`
/// runs 10,000), `WORKFLOWGTK_ELEMENT_SEED` replays a seed (default 20261123). Each case
/// applies 8 edits. Widgets are built without a window (the dump reads properties, not
/// layout), so cases are cheap.
@MainActor
@Suite("Element update equals rebuild", .gtk)
struct ElementPropertyTests {
    static let stepsPerCase = 8

    @Test("after every random edit the updated widget tree equals a fresh build")
    func elementUpdateEqualsRebuild() throws {
        let environment = ProcessInfo.processInfo.environment
        let cases = environment["WORKFLOWGTK_ELEMENT_CASES"].flatMap(Int.init) ?? 300
        let seed = environment["WORKFLOWGTK_ELEMENT_SEED"].flatMap(UInt64.init) ?? 20_261_123
        print("element update ≡ rebuild: seed \(seed), \(cases) cases × \(Self.stepsPerCase) edits")
        var random = SeededRandom(seed: seed)
        var built = 0, updated = 0
        for index in 0..<cases {
            var spec = ElementSpec.random(depth: 0, using: &random)
            let live = DescribedViewController(screen: SpecScreen(spec: spec), environment: .empty)
            _ = live.view
            for step in 0...Self.stepsPerCase {
                if step > 0 {
                    spec.mutate(using: &random)
                    live.update(screen: SpecScreen(spec: spec), environment: .empty)
                }
                let fresh = DescribedViewController(screen: SpecScreen(spec: spec), environment: .empty)
                let liveDump = ElementTreeDump.dump(live.view)
                let freshDump = ElementTreeDump.dump(fresh.view)
                guard liveDump == freshDump else {
                    Issue.record("""
                    element update ≠ rebuild: seed \(seed), case \(index), step \(step)
                    (replay: WORKFLOWGTK_ELEMENT_SEED=\(seed) WORKFLOWGTK_ELEMENT_CASES=\(index + 1) Scripts/test --filter elementUpdateEqualsRebuild)
                    --- element tree ---
                    \(spec)
                    \(treeDifference(updated: liveDump, rebuilt: freshDump))
                    """)
                    return
                }
            }
            if let controller = live.currentViewController as? ElementViewController<SpecScreen> {
                built += controller.elementCounters.widgetsBuilt
                updated += controller.elementCounters.widgetsUpdated
            }
        }
        print("element update ≡ rebuild: seed \(seed), \(cases) cases, \(cases * Self.stepsPerCase) updates: all equal (\(updated) widgets updated in place, \(built) built)")
        #expect(updated > built, "most elements were updated in place, not rebuilt")
    }
}
