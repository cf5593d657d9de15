import Foundation
import GtkTestSupport
import Gtk
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
import WorkflowUITesting
#if canImport(Glibc)
import Glibc
#endif

/// Presenting and dismissing a modal many times over the same window must not make the
/// process hold more memory with every presentation. Measured as the heap's bytes in use
/// (glibc's `mallinfo2`), which, unlike RSS, does not depend on what the allocator returns
/// to the system.
@MainActor
@Suite("Modal retention", .gtk)
struct ModalRetentionTests {
    /// Bytes the heap holds in use (glibc's `mallinfo2`, through the Gtk target).
    static func heapInUse() -> Int { HeapStatistics.bytesInUse }

    @Test("presenting and dismissing a modal 1,600 times does not grow the heap per presentation")
    func modalCyclesKeepHeapFlat() async throws {
        let blocks = 16, perBlock = environmentInt("WORKFLOWGTK_MODAL_CYCLES_PER_BLOCK") ?? 100
        let base = ModalContainerScreen(baseScreen: TextScreen(text: "base"))
        let withModal = ModalContainerScreen(baseScreen: TextScreen(text: "base"), modals: [
            .init(key: "m", screen: CountScreen(count: 1), title: "Modal", defaultSize: (width: 200, height: 100)),
        ])
        let root = DescribedViewController(screen: base, environment: .empty)
        let host = try await UITestHost(viewController: root, width: 400, height: 300)
        defer { host.close() }
        func cycle() {
            root.update(screen: withModal, environment: .empty)
            MainLoop.drainPending()
            root.update(screen: base, environment: .empty)
            MainLoop.drainPending()
        }
        for _ in 0..<200 { cycle() }  // warm-up: caches, first-use allocations
        let toplevels = Window.toplevelCount
        // The heap's floor (its lowest reading) over the first and the last quarter of the
        // run: transient allocations only raise a reading, memory kept per cycle raises the
        // floor.
        var samples: [Int] = []
        for _ in 0..<blocks {
            for _ in 0..<perBlock { cycle() }
            try await host.settle()
            samples.append(Self.heapInUse())
        }
        #expect(samples.allSatisfy { $0 > 0 }, "glibc's mallinfo2 gave no figures")
        let quarter = blocks / 4
        let floorStart = samples.prefix(quarter).min() ?? 0, floorEnd = samples.suffix(quarter).min() ?? 0
        let cyclesBetween = (blocks - quarter) * perBlock
        let perCycle = Double(floorEnd - floorStart) / Double(cyclesBetween)
        print("modal retention: \(blocks * perBlock) present/dismiss cycles over one window: heap floor \(floorStart) -> \(floorEnd) bytes over \(cyclesBetween) cycles (\(Int(perCycle.rounded())) bytes per cycle); toplevels \(toplevels) -> \(Window.toplevelCount)")
        #expect(Window.toplevelCount == toplevels, "modal windows were left behind")
        #expect(perCycle < 32, "each modal presentation leaves \(Int(perCycle.rounded())) bytes behind for the lifetime of its parent window")
    }
}
