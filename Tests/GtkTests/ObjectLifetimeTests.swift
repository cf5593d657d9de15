import Gtk
import GtkTestSupport
import Testing

@MainActor
@Suite("Object ownership", .serialized)
struct ObjectLifetimeTests {
    @Test("a widget is finalized when its last Swift owner goes, not before")
    func finalizedWithLastOwner() {
        guard GtkSupport.requireDisplay() else { return }
        var finalized = false
        var label: Label? = Label("bye")
        label!.onFinalize { finalized = true }
        #expect(label!.referenceCount == 1)
        #expect(!finalized)
        label = nil
        #expect(finalized)
    }

    @Test("a widget kept by its parent survives its Swift wrapper")
    func parentKeepsChildAlive() {
        guard GtkSupport.requireDisplay() else { return }
        var childFinalized = false
        let box = Box(.vertical)
        var label: Label? = Label("kept")
        label!.onFinalize { childFinalized = true }
        box.append(label!)
        label = nil
        #expect(!childFinalized)
        #expect(box.children.count == 1)
        let child = box.children[0]
        box.remove(child)
        #expect(!childFinalized, "the temporary wrapper still holds a reference")
        _ = consume child
        #expect(childFinalized)
    }

    @Test("wrappers of the same widget share its identity and count as live objects")
    func identityAndLiveCount() {
        guard GtkSupport.requireDisplay() else { return }
        let before = LiveObjects.shared.count
        do {
            let box = Box(.horizontal)
            let button = Button(label: "x")
            box.append(button)
            #expect(box.children.first?.identity == button.identity)
            #expect(button.parent?.identity == box.identity)
            #expect(LiveObjects.shared.count >= before + 2)
        }
        #expect(LiveObjects.shared.count == before)
    }
}

@MainActor
@Suite("Live object registry", .serialized)
struct LiveObjectRegistryTests {
    @Test("GObjects created through the library are counted until finalized")
    func createdGObjectsReturnToStart() {
        guard GtkSupport.requireDisplay() else { return }
        let start = LiveObjects.shared.createdGObjects
        do {
            let box = Box(.vertical)
            for index in 0..<50 { box.append(Label("row \(index)")) }
            #expect(LiveObjects.shared.createdGObjects == start + 51)
            let borrowed = box.children
            #expect(LiveObjects.shared.createdGObjects == start + 51, "borrowed wrappers are not creations")
            _ = borrowed
        }
        #expect(LiveObjects.shared.createdGObjects == start)
    }
}
