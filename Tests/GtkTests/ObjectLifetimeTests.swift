import Foundation
@_spi(Testing) import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("Object ownership and the live object registry", .gtk)
struct ObjectLifetimeTests {
    @Test("a widget is finalized when its last Swift owner goes, not before")
    func finalizedWithLastOwner() {
        var finalized = false
        var label: Label? = Label("bye")
        label!.onFinalize { finalized = true }
        #expect(label!.referenceCount == 1)
        #expect(!finalized)
        label = nil
        #expect(finalized)
    }

    @Test("a wrapper whose last reference goes on another thread lets its object go on the main thread")
    func lastReleaseOffTheMainThread() async throws {
        /// Holds the wrapper for a task on another thread.
        final class Holder: @unchecked Sendable {
            var object: Object?
        }
        var finalized = false
        let holder = Holder()
        do {
            let label = Label("elsewhere")
            label.onFinalize { finalized = true }
            holder.object = label
        }
        #expect(!finalized, "the holder keeps it")
        let releasedOnMain = await Task.detached { () -> Bool in
            let onMain = Thread.isMainThread
            holder.object = nil
            return onMain
        }.value
        #expect(!releasedOnMain, "the detached task ran on another thread")
        #expect(await UILoop.wait(until: { finalized }), "the deinit queued the detach to the main thread")
    }

    @Test("a widget kept by its parent survives its Swift references, with its wrapper")
    func parentKeepsChildAlive() throws {
        var childFinalized = false
        let box = Box(.vertical)
        var label: Label? = Label("kept")
        label!.onFinalize { childFinalized = true }
        box.append(label!)
        label = nil
        #expect(!childFinalized)
        #expect(box.children.count == 1)
        let first = try #require(box.children.first)
        var child: Widget? = first
        _ = consume first
        box.remove(child!)
        #expect(!childFinalized, "the Swift reference still holds it")
        child = nil
        #expect(childFinalized)
    }

    @Test("children and parent return the wrappers created, which count as live objects")
    func identityAndLiveCount() {
        let tracker = LiveObjectTracker()
        tracker.track {
            let box = Box(.horizontal)
            let button = Button(label: "x")
            box.append(button)
            #expect(box.children.first === button)
            #expect(button.parent === box)
            #expect(tracker.count == 2, "no extra wrappers for lookups")
        }
        #expect(tracker.count == 0)
        #expect(tracker.adopted == 2)
    }

    @Test("GObjects created through the library are counted until finalized")
    func createdGObjectsReturnToStart() {
        let tracker = LiveObjectTracker()
        tracker.track {
            let box = Box(.vertical)
            for index in 0..<50 { box.append(Label("row \(index)")) }
            #expect(tracker.createdGObjects == 51)
            let borrowed = box.children
            #expect(tracker.createdGObjects == 51, "lookups are not creations")
            _ = borrowed
        }
        #expect(tracker.createdGObjects == 0)
        #expect(tracker.createdGObjectsTotal == 51)
    }
}
