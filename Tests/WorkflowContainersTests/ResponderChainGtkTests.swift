import Gtk
import GtkTestSupport
import Testing
import WorkflowUITesting
import WorkflowContainers
import WorkflowUI

/// The responder chain on GTK's action lookup (Xvfb).
@MainActor
@Suite("Responder chain on GTK", .gtk)
struct ResponderChainGtkTests {
    /// Nests `inner` in `outer`'s view and presents it.
    private func nested() async throws -> (outer: ButtonViewController, inner: ButtonViewController, host: UITestHost) {
        let outer = ButtonViewController(screen: ButtonScreen(title: "outer"), environment: .empty)
        let inner = ButtonViewController(screen: ButtonScreen(title: "inner"), environment: .empty)
        outer.embed(inner)
        let host = try await UITestHost(viewController: outer, width: 600, height: 400)
        return (outer, inner, host)
    }

    @Test("an event sent from below reaches the nearest handler; passToParent goes on up")
    func bubbling() async throws {
        let (outer, inner, host) = try await nested()
        defer { host.close() }
        var seen: [String] = []
        outer.handleEvents(AppEvent.self) { event in
            seen.append("outer:\(event.rawValue)")
            return .handled
        }
        inner.handleEvents(AppEvent.self) { event in
            seen.append("inner:\(event.rawValue)")
            return event == .didTapScan ? .handled : .passToParent
        }
        let deepButton = try #require(inner.button)
        #expect(deepButton.send(AppEvent.didTapScan))
        #expect(deepButton.send(AppEvent.didTapHelp))
        #expect(seen == ["inner:didTapScan", "inner:didTapHelp", "outer:didTapHelp"])
        // The outer controller's own button is above the inner handler.
        #expect(try #require(outer.button).send(AppEvent.didTapScan))
        #expect(seen.last == "outer:didTapScan")
        // A plain button with the action name takes part (GTK's actionable widget).
        deepButton.actionName = AppEvent.didTapHelp.actionName
        deepButton.click()
        #expect(seen.suffix(2) == ["inner:didTapHelp", "outer:didTapHelp"])
    }

    @Test("an event nobody handles is reported and ignored")
    func unhandled() async throws {
        let (outer, inner, host) = try await nested()
        defer { host.close() }
        var reports: [String] = []
        let window = host.window
        ResponderChain.setUnhandledEventReporter({ reports.append($0) }, on: window)
        outer.handleEvents(AppEvent.self) { _ in .passToParent }
        #expect(!inner.send(OtherEvent.ping))
        #expect(reports.count == 1)
        #expect(reports.first?.contains("OtherEvent.ping") == true)
        #expect(reports.first?.contains("handleEvents(OtherEvent.self)") == true, "the message names the fix")
        // Passed on from the top handler: reported too (the window has no handler).
        #expect(inner.send(AppEvent.didTapScan), "the outer handler received it")
        #expect(reports.count == 2)
        // An unhandled button action leaves the button insensitive, as GTK does.
        let button = try #require(inner.button)
        button.actionName = OtherEvent.ping.actionName
        #expect(!button.isSensitive)
    }

    @Test("each window's chain has its own unhandled-event reporter; removing it leaves the other")
    func reporterPerChain() async throws {
        let (_, firstInner, first) = try await nested()
        defer { first.close() }
        let (_, secondInner, second) = try await nested()
        defer { second.close() }
        var firstReports: [String] = [], secondReports: [String] = []
        ResponderChain.setUnhandledEventReporter({ firstReports.append($0) }, on: first.window)
        ResponderChain.setUnhandledEventReporter({ secondReports.append($0) }, on: second.window)
        #expect(!firstInner.send(OtherEvent.ping))
        #expect(firstReports.count == 1 && secondReports.isEmpty, "the first window's report reached \(secondReports)")
        #expect(!secondInner.send(OtherEvent.ping))
        #expect(firstReports.count == 1 && secondReports.count == 1, "the second window's report reached \(firstReports)")
        // A reporter nearer the sender (on the inner controller's view) takes the report.
        var innerReports: [String] = []
        ResponderChain.setUnhandledEventReporter({ innerReports.append($0) }, on: secondInner.view)
        #expect(!secondInner.send(OtherEvent.ping))
        #expect(secondReports.count == 1, "the window's reporter took a report meant for the nearer one")
        #expect(innerReports.count == 1, "the nearer reporter did not receive the report")
        // Removed from the first window: its reports go to standard error, not elsewhere.
        ResponderChain.setUnhandledEventReporter(nil, on: first.window)
        #expect(!firstInner.send(OtherEvent.ping))
        #expect(firstReports.count == 1 && secondReports.count == 1 && innerReports.count <= 1)
    }

    @Test("each window's modal continues from its own presenter; a window without one reaches no other's")
    func presenterPerWindow() async throws {
        let (firstOuter, _, first) = try await nested()
        defer { first.close() }
        let (secondOuter, _, second) = try await nested()
        defer { second.close() }
        var seen: [String] = []
        firstOuter.handleEvents(AppEvent.self) { seen.append("first:\($0.rawValue)"); return .handled }
        secondOuter.handleEvents(AppEvent.self) { seen.append("second:\($0.rawValue)"); return .handled }
        // A modal window over each host, its content a nested button (real windows).
        func modal(presentedFrom presenter: Widget?) -> (window: Window, sender: ButtonViewController) {
            let content = ButtonViewController(screen: ButtonScreen(title: "modal"), environment: .empty)
            let window = Window()
            window.child = content.view
            if let presenter { ResponderChain.setPresenter(presenter, for: window) }
            window.present()
            return (window, content)
        }
        let firstModal = modal(presentedFrom: firstOuter.view)
        defer { firstModal.window.destroy() }
        let secondModal = modal(presentedFrom: secondOuter.view)
        defer { secondModal.window.destroy() }
        let orphan = modal(presentedFrom: nil)
        defer { orphan.window.destroy() }
        #expect(try #require(secondModal.sender.button).send(AppEvent.didTapHelp))
        #expect(try #require(firstModal.sender.button).send(AppEvent.didTapScan))
        #expect(seen == ["second:didTapHelp", "first:didTapScan"], "a modal's event reached another window's presenter")
        var reports: [String] = []
        ResponderChain.setUnhandledEventReporter({ reports.append($0) }, on: orphan.window)
        #expect(!orphan.sender.send(AppEvent.didTapScan), "a window without a presenter forwarded to another window's")
        #expect(reports.count == 1 && seen.count == 2)
        // Setting another presenter replaces the window's own link only.
        ResponderChain.setPresenter(firstOuter.view, for: secondModal.window)
        #expect(secondModal.sender.send(AppEvent.didTapHelp))
        #expect(try #require(firstModal.sender.button).send(AppEvent.didTapScan))
        #expect(seen.suffix(2) == ["first:didTapHelp", "first:didTapScan"])
    }
}
