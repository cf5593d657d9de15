import Gtk
import Testing
import WorkflowUITesting

@MainActor
@Suite("Frame clock and main-loop sources", .gtk)
struct FrameClockAndSourceTests {
    @Test("before-paint and after-paint bracket each frame; a tick callback runs until it returns false")
    func frameClockPhases() async throws {
        let label = Label("tick")
        let host = try await UITestHost(widget: label, width: 200, height: 100)
        let window = host.window
        defer { host.close() }
        let clock = try #require(label.frameClock)
        #expect(window.frameClock === clock, "one clock per window, one wrapper per clock")
        var phases: [String] = []
        let before = clock.onBeforePaint { phases.append("before") }
        let after = clock.onAfterPaint { phases.append("after") }
        var ticks = 0
        var frameTimes: [Int64] = []
        label.addTickCallback { clock in
            ticks += 1
            frameTimes.append(clock.frameTime)
            return ticks < 3
        }
        #expect(await UILoop.wait(until: { ticks == 3 && phases.count >= 4 }))
        before.disconnect()
        after.disconnect()
        #expect(phases.first == "before")
        #expect(zip(phases, phases.dropFirst()).allSatisfy { $0 != $1 }, "phases alternate: \(phases)")
        #expect(frameTimes == frameTimes.sorted() && frameTimes.first ?? 0 > 0)
        // After returning false the callback is gone: two more frames do not call it.
        var painted = 0
        for _ in 0..<2 {
            label.afterNextPaint { painted += 1 }
            #expect(await UILoop.wait(until: { painted > 0 }))
            painted = 0
        }
        #expect(ticks == 3)
    }

    @Test("a cancelled tick callback stops and releases its closure")
    func tickCallbackCancel() async throws {
        let label = Label("tick")
        let host = try await UITestHost(widget: label, width: 200, height: 100)
        defer { host.close() }
        weak var weakToken: Token?
        var ticks = 0
        let tick: TickCallback
        do {
            let token = Token()
            weakToken = token
            tick = label.addTickCallback { _ in _ = token; ticks += 1; return true }
        }
        #expect(await UILoop.wait(until: { ticks >= 2 }))
        tick.cancel()
        #expect(weakToken == nil, "GLib's destroy-notify released the closure")
        let seen = ticks
        var painted = false
        label.afterNextPaint { painted = true }
        #expect(await UILoop.wait(until: { painted }))
        #expect(ticks == seen)
        tick.cancel()  // harmless twice
    }

    @Test("idle and timeout sources run until they return false, and release their closures")
    func sourcesRunAndFinish() async {
        weak var weakToken: Token?
        var idleRuns = 0, timeoutRuns = 0
        let idle: MainLoopSource, timeout: MainLoopSource
        do {
            let token = Token()
            weakToken = token
            idle = MainLoop.addIdle { _ = token; idleRuns += 1; return idleRuns < 3 }
            timeout = MainLoop.addTimeout(.milliseconds(5)) { timeoutRuns += 1; return timeoutRuns < 2 }
        }
        #expect(idle.isActive && timeout.isActive)
        #expect(await UILoop.wait(until: { !idle.isActive && !timeout.isActive }))
        #expect(idleRuns == 3 && timeoutRuns == 2)
        #expect(weakToken == nil)
    }

    @Test("a cancelled source never runs and releases its closure")
    func cancelledSource() async {
        weak var weakToken: Token?
        var ran = false
        let source: MainLoopSource
        do {
            let token = Token()
            weakToken = token
            source = MainLoop.addIdle(priority: .highIdle) { _ = token; ran = true; return false }
        }
        source.cancel()
        #expect(!source.isActive && weakToken == nil)
        // A later, lower-priority idle runs after where the cancelled one would have.
        var later = false
        MainLoop.addIdle(priority: .defaultIdle) { later = true; return false }
        #expect(await UILoop.wait(until: { later }))
        #expect(!ran)
        source.cancel()  // harmless twice
    }

    @Test("alignment and per-side margins place a widget in its parent")
    func alignmentAndMargins() async throws {
        let box = Box(.vertical)
        let centered = Label("centered"), inset = Label("inset")
        centered.horizontalAlignment = .center
        inset.margins = Margins(top: 4, start: 30, bottom: 6, end: 10)
        box.append(centered)
        box.append(inset)
        #expect(centered.horizontalAlignment == .center && inset.verticalAlignment == .fill)
        #expect(inset.marginStart == 30 && inset.marginEnd == 10 && inset.marginTop == 4 && inset.marginBottom == 6)
        let host = try await UITestHost(widget: box, width: 400, height: 200)
        defer { host.close() }
        try await host.settle()
        let middle = try #require(centered.frameInParent)
        #expect(middle.width < 400 && abs(middle.x + middle.width / 2 - 200) <= 1, "centred: \(middle)")
        let padded = try #require(inset.frameInParent)
        #expect(padded.x == 30 && padded.width == 400 - 30 - 10, "inset: \(padded)")
    }
}
