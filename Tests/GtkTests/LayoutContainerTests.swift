import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("LayoutContainer frames and widget allocation", .gtk)
struct LayoutContainerTests {
    @Test("a child's frame is forgotten when it leaves through removeFromParent, and is not inherited by a later child")
    func frameClearedOnRemoval() async throws {
        let container = LayoutContainer()
        let host = try await UITestHost(widget: container, width: 300, height: 200)
        defer { host.close() }
        let stale = Rect(x: 10, y: 20, width: 50, height: 30)
        let child = Label("framed")
        container.append(child)
        container.setFrame(stale, for: child)
        #expect(container.frame(for: child) == stale)
        child.removeFromParent()
        #expect(container.frame(for: child) == nil, "the frame left with the child")
        // Added again, the child fills the bounds instead of landing at the old frame.
        container.append(child)
        try await host.settle()
        #expect(child.frameInParent == container.bounds)
        child.unparent()
        #expect(container.frame(for: child) == nil)

        // The old table was keyed by address: a widget finalized after leaving could hand
        // its frame to a new widget at the same address. Make one and try to reuse it.
        var address: UInt = 0
        do {
            let gone = Label("gone")
            container.append(gone)
            container.setFrame(stale, for: gone)
            address = gone.identity
            gone.removeFromParent()
        }
        var reused = false
        var keep: [Label] = []
        for _ in 0..<64 {
            let fresh = Label("fresh")
            if fresh.identity == address {
                reused = true
                container.append(fresh)
                #expect(container.frame(for: fresh) == nil, "a new widget at a reused address has no frame")
                try await host.settle()
                #expect(fresh.frameInParent == container.bounds)
                break
            }
            keep.append(fresh)
        }
        print("LayoutContainerTests: address reused: \(reused)")
    }

    @Test("a frame set in one container is not applied in another")
    func frameBelongsToItsContainer() {
        let first = LayoutContainer(), second = LayoutContainer()
        let child = Label("moving")
        first.append(child)
        first.setFrame(Rect(width: 5, height: 5), for: child)
        first.remove(child)
        second.append(child)
        #expect(second.frame(for: child) == nil && first.frame(for: child) == nil)
        second.setFrame(Rect(width: 7, height: 7), for: child)
        #expect(second.frame(for: child) == Rect(width: 7, height: 7))
        second.setFrame(nil, for: child)
        #expect(second.frame(for: child) == nil)
    }

    @Test("allocatedWidth/Height are the allocation (a 500-px frame is 500), contentBoxWidth the content box")
    func allocationOfAFrame() async throws {
        let container = LayoutContainer()
        let button = Button(label: "framed")
        container.append(button)
        container.setFrame(Rect(x: 20, y: 10, width: 500, height: 120), for: button)
        let host = try await UITestHost(widget: container, width: 640, height: 300)
        defer { host.close() }
        try await host.settle()
        #expect(button.allocatedWidth == 500 && button.allocatedHeight == 120)
        #expect(button.allocation == Rect(x: 20, y: 10, width: 500, height: 120))
        // A button's CSS padding and border take part of the allocation.
        #expect(button.contentBoxWidth < 500 && button.contentBoxWidth > 0, "content width \(button.contentBoxWidth)")
        #expect(button.contentBoxHeight < 120 && button.contentBoxHeight > 0)
    }
}
