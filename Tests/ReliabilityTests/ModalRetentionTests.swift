import Foundation
import Gtk
import Testing
import Workflow
import WorkflowContainers
import WorkflowUI
#if canImport(Glibc)
import Glibc
#endif

/// Presenting and dismissing a modal many times over the same window must not make the
/// process hold more memory with every presentation. Measured as the heap's bytes in use
/// (from glibc's `malloc_info`), which, unlike RSS, does not depend on what the allocator
/// returns to the system.
@MainActor
@Suite("Modal retention", .serialized)
struct ModalRetentionTests {
    /// Bytes the heap holds in use: the arenas' current size less their free chunks, plus
    /// mmapped chunks (the totals at the end of glibc's `malloc_info` XML). Swift does not
    /// import `<malloc.h>`, so the function is looked up by name.
    static func heapInUse() -> Int {
        typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_info") else { return 0 }
        let mallocInfo = unsafeBitCast(symbol, to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        guard let stream = open_memstream(&buffer, &length) else { return 0 }
        _ = mallocInfo(0, stream)
        fclose(stream)
        guard let buffer else { return 0 }
        let xml = String(cString: buffer)
        free(buffer)
        func last(_ prefix: String) -> Int {
            guard let range = xml.range(of: prefix, options: .backwards) else { return 0 }
            let rest = xml[range.upperBound...]
            guard let quote = rest.firstIndex(of: "\"") else { return 0 }
            return Int(rest[..<quote]) ?? 0
        }
        let current = last("<system type=\"current\" size=\"")
        let fastSize = sizeField(xml, type: "fast"), restSize = sizeField(xml, type: "rest"), mmapSize = sizeField(xml, type: "mmap")
        return current - fastSize - restSize + mmapSize
    }

    /// The `size` of the last `<total type="TYPE" count="…" size="…"/>` element.
    static func sizeField(_ xml: String, type: String) -> Int {
        guard let start = xml.range(of: "<total type=\"\(type)\"", options: .backwards) else { return 0 }
        let element = xml[start.upperBound...].prefix { $0 != ">" }
        guard let size = element.range(of: "size=\"") else { return 0 }
        return Int(element[size.upperBound...].prefix { $0 != "\"" }) ?? 0
    }

    @Test("presenting and dismissing a modal 1,500 times does not grow the heap per presentation")
    func modalCyclesKeepHeapFlat() async {
        guard GtkSupport.requireDisplay() else { return }
        let cycles = environmentInt("WORKFLOWGTK_MODAL_CYCLES") ?? 1_500
        let base = ModalContainerScreen(baseScreen: TextLeaf(text: "base"))
        let withModal = ModalContainerScreen(baseScreen: TextLeaf(text: "base"), modals: [
            .init(key: "m", screen: CountLeaf(count: 1), title: "Modal", defaultSize: (width: 200, height: 100)),
        ])
        let root = DescribedViewController(screen: base, environment: .empty)
        let window = await GtkSupport.present(root.view, width: 400, height: 300)
        defer { window.destroy() }
        func cycle() async {
            root.update(screen: withModal, environment: .empty)
            MainLoop.drainPending()
            root.update(screen: base, environment: .empty)
            MainLoop.drainPending()
        }
        for _ in 0..<200 { await cycle() }  // warm-up: caches, first-use allocations
        await GtkSupport.settle([window])
        let start = Self.heapInUse()
        let toplevels = Window.toplevelCount
        for _ in 0..<cycles { await cycle() }
        await GtkSupport.settle([window])
        let growth = Self.heapInUse() - start
        let perCycle = Double(growth) / Double(cycles)
        print("modal retention: \(cycles) present/dismiss cycles over one window: heap in use grew \(growth) bytes (\(Int(perCycle.rounded())) bytes per cycle); toplevels \(toplevels) -> \(Window.toplevelCount)")
        #expect(Window.toplevelCount == toplevels, "modal windows were left behind")
        #expect(perCycle < 32, "each modal presentation leaves \(Int(perCycle.rounded())) bytes behind for the lifetime of its parent window")
    }
}
