import Gtk
import GtkTestSupport
import Testing

/// An object whose deallocation a test can observe (captured by a signal closure).
final class Token: @unchecked Sendable {}

@MainActor
@Suite("Signals", .serialized)
struct SignalTests {
    @Test("keyboard activation makes GTK emit clicked from the main loop")
    func keyboardActivation() async {
        guard GtkSupport.requireDisplay() else { return }
        let window = Window()
        defer { window.destroy() }
        let button = Button(label: "Tap")
        window.child = button
        window.present()
        #expect(await GtkSupport.spin(until: { button.isDrawable }))
        var taps = 0
        button.onClicked { taps += 1 }
        #expect(button.activate())
        #expect(taps == 0, "GTK emits clicked after its press animation, not synchronously")
        #expect(await GtkSupport.spin(until: { taps == 1 }))
    }

    @Test("a clicked signal reaches the Swift closure until disconnected")
    func clickedThenDisconnected() {
        guard GtkSupport.requireDisplay() else { return }
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
        guard GtkSupport.requireDisplay() else { return }
        let paned = Paned(.horizontal)
        var positions: [Int] = []
        paned.onNotify(.position) { positions.append(paned.position) }
        paned.position = 120
        paned.position = 40
        #expect(positions == [120, 40])
    }

    @Test("when the owning wrapper goes, its handlers are disconnected and released")
    func ownerGoneDisconnects() async {
        guard GtkSupport.requireDisplay() else { return }
        let box = Box(.vertical)
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
        #expect(weakToken == nil, "the wrapper's deinit disconnected the handler")
        #expect(connection?.isConnected == false)
        let survivor = box.children[0]
        #expect(survivor.typeName == "GtkButton", "the widget itself lives on in its parent")
        (survivor as? Button)?.click()
        #expect(survivor.activateAction("missing.action") == false)
        survivor.activate()
        await GtkSupport.spin(for: .milliseconds(400))
        #expect(taps == 1)
    }

    @Test("a handler does not keep its object alive, and a finalized object releases the box")
    func finalizedObjectReleasesBox() {
        guard GtkSupport.requireDisplay() else { return }
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
        guard GtkSupport.requireDisplay() else { return }
        let entry = Entry()
        var seen: [String] = []
        entry.onChanged { seen.append(entry.text) }
        entry.text = "ab"
        entry.text = "ab"
        entry.text = ""
        #expect(seen == ["ab", ""])
    }
}
