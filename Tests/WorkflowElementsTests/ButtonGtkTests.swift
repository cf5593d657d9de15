import Gtk
import GtkTestSupport
import Testing
import WorkflowContainers
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

/// The responder-chain events of `ButtonGtkTests`.
enum ToolEvent: String, ResponderEvent, CaseIterable {
    case scan, print
}

/// The element `Button` on a real window: a title or an icon on one widget, and an action
/// name that takes part in the responder chain.
@MainActor
@Suite("Element Button", .gtk)
struct ButtonGtkTests {
    @Test("a button that changes between a title and an icon keeps its widget; its accessible name follows")
    func titleAndIconShareOneWidget() async throws {
        let host = try await UITestHost(screen: ClosureScreen { Button("Remove", onTap: {}).anyElement })
        defer { host.close() }
        let button = try #require(host.findAll(Gtk.Button.self).first)
        #expect(button.label == "Remove" && button.accessibleName == "Remove")
        try await host.update(screen: ClosureScreen {
            Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Delete", onTap: {}).anyElement
        })
        #expect(host.findAll(Gtk.Button.self).first === button)
        #expect(button.iconName == "edit-delete-symbolic" && button.accessibleLabel == "Delete")
        try await host.update(screen: ClosureScreen { Button("Keep", onTap: {}).anyElement })
        #expect(host.findAll(Gtk.Button.self).first === button)
        #expect(button.label == "Keep" && button.accessibleLabel == nil && button.accessibleName == "Keep")
    }

    /// An element screen of one button sending `event`, inside a screen that handles `ToolEvent`s.
    static func toolbar(_ event: ToolEvent, received: @escaping (ToolEvent) -> Void) -> ResponderScreen<ClosureScreen, ToolEvent> {
        ResponderScreen(content: ClosureScreen { Button("Go", actionName: event.actionName).anyElement }) { event in
            received(event)
            return .handled
        }
    }

    @Test("a button with an action name sends its responder event to the screen above that handles it; a new name is the one sent")
    func actionNameSendsResponderEvent() async throws {
        var received: [ToolEvent] = []
        let host = try await UITestHost(screen: Self.toolbar(.scan) { received.append($0) })
        defer { host.close() }
        let button = try host.find(Gtk.Button.self, label: "Go")
        #expect(button.isSensitive, "GTK found the action above the button")
        try await host.click(button)
        #expect(received == [.scan])
        try await host.update(screen: Self.toolbar(.print) { received.append($0) })
        #expect(try host.find(Gtk.Button.self, label: "Go") === button)
        try await host.click(button)
        #expect(received == [.scan, .print])
    }

    @Test("an icon button with an action name sends its event and is named by its accessibility label")
    func iconButtonWithActionName() async throws {
        var received: [ToolEvent] = []
        let host = try await UITestHost(screen: ResponderScreen(content: ClosureScreen {
            Button(iconName: "document-print-symbolic", accessibilityLabel: "Print", actionName: ToolEvent.print.actionName).anyElement
        }) { (event: ToolEvent) in
            received.append(event)
            return .handled
        })
        defer { host.close() }
        let button = try host.find(Gtk.Button.self, accessibleName: "Print")
        #expect(button.iconName == "document-print-symbolic")
        try await host.click(button)
        #expect(received == [.print])
    }
}
