import Gtk
import Testing
import WorkflowUITesting

/// The generated `Window` / `ApplicationWindow` with the hand-written conveniences kept from
/// the former hand-written class (Window+Conveniences.swift, Window+State.swift).
@MainActor
@Suite("Window (generated)", .gtk)
struct WindowTests {
    @Test("close() emits close-request; a handler returning true keeps the window, false lets it go")
    func closeRequestDecides() throws {
        let window = Window()
        let before = Window.toplevelCount
        var requests = 0
        window.onCloseRequest {
            requests += 1
            return requests == 1  // keep the window the first time only
        }
        window.present()
        window.close()
        #expect(requests == 1)
        #expect(Window.toplevelCount == before, "the handler returned true: the window stays a toplevel")
        window.close()
        #expect(requests == 2)
        #expect(Window.toplevelCount == before - 1, "the handler returned false: GTK destroyed the window")
        if Window.toplevelCount == before { window.destroy() }
    }

    @Test("setTransient(for:modal:) sets transientFor and isModal; the parent lists it in visibleModals once shown")
    func transientModal() throws {
        let parent = Window()
        let dialog = Window()
        defer { dialog.destroy(); parent.destroy() }
        dialog.setTransient(for: parent, modal: true)
        #expect(dialog.transientFor === parent)
        #expect(dialog.isModal)
        #expect(parent.visibleModals.isEmpty, "not shown yet")
        dialog.present()
        #expect(parent.visibleModals.map { ObjectIdentifier($0) } == [ObjectIdentifier(dialog)])
        dialog.setTransient(for: nil, modal: false)
        #expect(dialog.transientFor == nil && !dialog.isModal)
        #expect(parent.visibleModals.isEmpty)
    }

    @Test("title, child, titlebar and default size go through the generated properties")
    func properties() throws {
        let window = Window()
        defer { window.destroy() }
        #expect(window.title == nil, "gtk_window_get_title is NULL until a title is set")
        var titles: [String?] = []
        window.onNotifyTitle { titles.append($0) }
        window.title = "Settings"
        #expect(window.title == "Settings" && titles == ["Settings"])
        let label = Label("content")
        window.child = label
        #expect(window.child === label && label.window === window)
        let bar = HeaderBar()
        window.setTitlebar(bar)
        #expect(window.titlebar === bar)
        window.setDefaultSize(width: 320, height: 200)
        #expect(window.defaultSize == (320, 200))
        window.destroysWithParent = true
        #expect(window.destroysWithParent)
    }
}
