import Gtk
import Testing
import WorkflowUITesting

/// An object whose deallocation a test can observe (captured by a signal closure).
final class Token: @unchecked Sendable {}

@MainActor
@Suite("Signals", .gtk)
struct SignalTests {
    @Test("keyboard activation makes GTK emit clicked from the main loop")
    func keyboardActivation() async {
        let window = Window()
        defer { window.destroy() }
        let button = Button(label: "Tap")
        window.child = button
        window.present()
        #expect(await UILoop.wait(until: { button.isDrawable }))
        var taps = 0
        button.onClicked { taps += 1 }
        #expect(button.activate())
        #expect(taps == 0, "GTK emits clicked after its press animation, not synchronously")
        #expect(await UILoop.wait(until: { taps == 1 }))
    }

    @Test("a clicked signal reaches the Swift closure until disconnected")
    func clickedThenDisconnected() {
        let button = Button(label: "Tap")
        var taps = 0
        weak var weakToken: Token?
        var connection: SignalConnection?
        do {
            let token = Token()
            weakToken = token
            connection = button.onClicked { _ = token; taps += 1 }
        }
        button.click()
        button.click()
        #expect(taps == 2)
        #expect(connection?.isConnected == true)
        #expect(weakToken != nil, "the closure box is alive while connected")
        connection?.disconnect()
        #expect(connection?.isConnected == false)
        #expect(weakToken == nil, "GLib's destroy-notify released the closure box")
        button.click()
        #expect(taps == 2)
        connection?.disconnect()  // a second disconnect is harmless
    }

    @Test("notify::position of a paned reaches the closure")
    func panedPositionNotify() {
        let paned = Paned(.horizontal)
        var positions: [Int] = []
        paned.onNotify(.position) { positions.append(paned.position) }
        paned.position = 120
        paned.position = 40
        #expect(positions == [120, 40])
    }

    @Test("a handler lives as long as its widget, not as long as a Swift reference to it")
    func handlerLivesWithTheWidget() async throws {
        let window = Window()
        defer { window.destroy() }
        let box = Box(.vertical)
        window.child = box
        window.present()
        var taps = 0
        weak var weakToken: Token?
        var connection: SignalConnection?
        do {
            let button = Button(label: "Owned")
            let token = Token()
            weakToken = token
            connection = button.onClicked { _ = token; taps += 1 }
            box.append(button)
            button.click()
        }
        #expect(taps == 1)
        #expect(weakToken != nil, "the widget lives on in its parent, and so does its handler")
        #expect(connection?.isConnected == true)
        // The same typed wrapper comes back, and both ways of clicking reach the handler.
        let survivor = try #require(box.children.first?.as(Button.self))
        survivor.click()
        #expect(taps == 2)
        #expect(await UILoop.wait(until: { survivor.isDrawable }))
        #expect(survivor.activate())
        #expect(await UILoop.wait(until: { taps == 3 }), "keyboard activation reached the handler")
        // When the widget is finalized, GLib's destroy-notify releases the closure.
        let finalized = survivor.onFinalize {}
        box.remove(survivor)
        _ = consume survivor
        #expect(finalized.hasFired)
        #expect(weakToken == nil)
        #expect(connection?.isConnected == false)
    }

    @Test("a handler does not keep its object alive, and a finalized object releases the box")
    func finalizedObjectReleasesBox() {
        weak var weakToken: Token?
        var finalized = false
        var connection: SignalConnection?
        do {
            let entry = Entry()
            let token = Token()
            weakToken = token
            entry.onFinalize { finalized = true }
            connection = entry.onChanged { _ = token }
            entry.text = "a"
        }
        #expect(finalized)
        #expect(weakToken == nil)
        #expect(connection?.isConnected == false)
        connection?.disconnect()  // after the instance is gone: harmless
    }

    @Test("an entry reports text changes")
    func entryChanged() {
        let entry = Entry()
        var seen: [String] = []
        entry.onChanged { seen.append(entry.text) }
        entry.text = "ab"
        entry.text = "ab"
        entry.text = ""
        #expect(seen == ["ab", ""])
    }
}
