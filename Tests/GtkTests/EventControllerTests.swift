import Gtk
import Testing
import WorkflowUITesting

/// Event controllers attached through `Widget.addController(_:)`, driven by real X events
/// (XTest under Xvfb).
@MainActor
@Suite("Event controllers", .gtk)
struct EventControllerTests {
    @Test("a click gesture sees a real click's press and release; the widget keeps the controller")
    func gestureClick() async throws {
        try #require(PointerSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let label = Label("click me")
        let host = try await UITestHost(widget: label, width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        var presses: [Int] = [], releases = 0
        do {
            let gesture = GestureClick()
            gesture.onPressed { count, _, _ in presses.append(count) }
            gesture.onReleased { _, _, _ in releases += 1 }
            label.addController(gesture)
            #expect(gesture.widget === label)
        }
        #expect(PointerSimulator.click(label))
        #expect(await UILoop.wait(until: { presses == [1] && releases == 1 }), "presses \(presses), releases \(releases)")
    }

    @Test("a motion controller sees the pointer enter and move over its widget")
    func motion() async throws {
        try #require(PointerSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let box = Box(.horizontal)
        let left = Label("left"), right = Label("right")
        left.expandsHorizontally = true
        right.expandsHorizontally = true
        box.append(left)
        box.append(right)
        let host = try await UITestHost(widget: box, width: 400, height: 200)
        defer { host.close() }
        try await host.settle()
        #expect(PointerSimulator.move(to: left))
        let motion = EventControllerMotion()
        var entered = 0, left_ = 0
        var positions: [Double] = []
        motion.onEnter { _, _ in entered += 1 }
        motion.onLeave { left_ += 1 }
        motion.onMotion { x, _ in positions.append(x) }
        right.addController(motion)
        #expect(PointerSimulator.move(to: right, x: 10, y: 10))
        #expect(await UILoop.wait(until: { entered == 1 }))
        #expect(PointerSimulator.move(to: right, x: 30, y: 10))
        #expect(await UILoop.wait(until: { positions.contains { abs($0 - 30) < 1.5 } }), "positions \(positions)")
        #expect(motion.isContainsPointer)
        #expect(PointerSimulator.move(to: left))
        #expect(await UILoop.wait(until: { left_ == 1 }))
    }

    @Test("a key controller sees a real key press; a focus controller sees focus enter and leave")
    func keyAndFocus() async throws {
        try #require(KeyboardSimulator.isAvailable, "XTest is needed (Xvfb provides it)")
        let box = Box(.vertical)
        let first = Entry(), second = Entry()
        box.append(first)
        box.append(second)
        let host = try await UITestHost(widget: box, width: 300, height: 200)
        let window = host.window
        defer { host.close() }
        #expect(KeyboardSimulator.focus(window))
        #expect(await UILoop.wait(until: { window.isActive }), "the window got the X focus")
        let focus = EventControllerFocus()
        var focusEvents: [String] = []
        focus.onEnter { focusEvents.append("enter") }
        focus.onLeave { focusEvents.append("leave") }
        second.addController(focus)  // the first entry may hold the window's initial focus
        let keys = EventControllerKey()
        keys.propagationPhase = .capture  // before the focused entry's text handles the key
        var pressed: [Int] = []
        keys.onKeyPressed { keyval, _, _ in pressed.append(keyval); return false }
        window.addController(keys)
        #expect(second.grabFocus())
        #expect(await UILoop.wait(until: { focusEvents == ["enter"] }), "focus events \(focusEvents)")
        #expect(focus.isContainsFocus)
        #expect(KeyboardSimulator.press("a"))
        #expect(await UILoop.wait(until: { pressed.contains(0x61) }), "key values \(pressed)")
        #expect(await UILoop.wait(until: { second.text == "a" }), "the key also reached the entry")
        #expect(first.grabFocus())
        #expect(await UILoop.wait(until: { focusEvents == ["enter", "leave"] }), "focus events \(focusEvents)")
        #expect(!focus.isContainsFocus)
    }
}
