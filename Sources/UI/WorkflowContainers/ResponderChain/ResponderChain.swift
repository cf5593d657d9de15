import Gtk
import Logging
import WorkflowUI

/// Sends `ResponderEvent`s up the widget tree and installs handlers for them, on GTK's own
/// action lookup (`gtk_widget_insert_action_group` / `gtk_widget_activate_action`), so
/// plain actionable widgets (a `Button` with an `actionName`) take part as well. An event
/// that no ancestor handles is reported to the nearest reporter above the sender
/// (`setUnhandledEventReporter(_:on:)`; a swift-log warning when there is none) and ignored.
@MainActor
public enum ResponderChain {
    /// Makes `reporter` receive the message naming each event sent from `widget` or below
    /// that no ancestor handles, instead of the log. The reporter belongs to this
    /// widget tree only (it is found through GTK's action lookup, as handlers are): other
    /// windows and hosts keep their own. Installing another one on the same widget
    /// replaces it; `nil` removes it.
    ///
    /// ```swift
    /// ResponderChain.setUnhandledEventReporter({ reports.append($0) }, on: window)
    /// ```
    public static func setUnhandledEventReporter(_ reporter: (@MainActor (String) -> Void)?, on widget: Widget) {
        guard let reporter else {
            widget.insertActionGroup(nil, prefix: reporterPrefix)
            return
        }
        let group = ActionGroup()
        group.addAction(reporterAction, stringParameter: reporter)
        let isInWindow = widget.window != nil
        widget.insertActionGroup(group, prefix: reporterPrefix)
        if isInWindow { relinkActionLookup(below: widget) }
    }

    /// Sends `message` to the reporter nearest above `widget`, or logs it as a warning.
    private static func reportUnhandled(_ message: String, from widget: Widget) {
        if widget.activateAction(reporterPrefix + "." + reporterAction, parameter: message) { return }
        Logger(label: "WorkflowGtk.ResponderChain").warning("\(message)")
    }

    private static let reporterPrefix = "workflow-responder"
    private static let reporterAction = "report-unhandled"

    /// Sends `event` from `widget` to the nearest ancestor (or `widget` itself) that
    /// handles its type. Returns whether a handler received it.
    @discardableResult
    public static func send<Event: ResponderEvent>(_ event: Event, from widget: Widget) -> Bool {
        if widget.activateAction(event.actionName) { return true }
        // A modal window is a separate widget tree: continue from the controller that
        // presented it.
        if let presenter = presenter(above: widget), presenter.identity != widget.identity {
            return send(event, from: presenter)
        }
        reportUnhandled(
            "ResponderChain: no ancestor of \(widget.typeName) handles \(Event.self).\(event.rawValue) (action \(event.actionName)); the event is ignored. Register a handler with handleEvents(\(Event.self).self) on a controller above it.", from: widget)
        return false
    }

    /// Makes `widget` handle every case of `Event` sent from it or its descendants. A
    /// handler returning `.passToParent` sends the event on from `widget`'s parent.
    /// Installing a handler for the same type again on the same widget replaces it.
    public static func install<Event: ResponderEvent>(
        _ type: Event.Type, on widget: Widget,
        handler: @escaping @MainActor (Event) -> ResponderResult
    ) {
        let group = ActionGroup()
        for event in Event.allCases {
            group.addAction(Event.caseActionName(event)) { [weak widget] in
                guard handler(event) == .passToParent else { return }
                guard let widget else { return }
                guard let parent = widget.parent else {
                    reportUnhandled("ResponderChain: \(Event.self).\(event.rawValue) was passed on from the top of the widget tree; the event is ignored.", from: widget)
                    return
                }
                send(event, from: parent)
            }
        }
        let isInWindow = widget.window != nil
        widget.insertActionGroup(group, prefix: Event.actionPrefix)
        if isInWindow { relinkActionLookup(below: widget) }
    }

    /// GTK 4.8 links a widget's action muxer to its ancestors' when the widget is put in a
    /// window (or gets a muxer itself), and a new muxer re-links only its children that
    /// already have one. A handler installed on a widget that is already in a window would
    /// stay invisible to descendants below muxer-less containers (labels, actionable
    /// buttons): give every container below a muxer, which re-links its children.
    static func relinkActionLookup(below widget: Widget) {
        for child in widget.children where !child.children.isEmpty {
            child.insertActionGroup(nil, prefix: relinkPrefix)
            relinkActionLookup(below: child)
        }
    }

    private static let relinkPrefix = "workflow-relink"

    /// Stops `widget` handling `Event`.
    public static func uninstall<Event: ResponderEvent>(_ type: Event.Type, from widget: Widget) {
        widget.insertActionGroup(nil, prefix: Event.actionPrefix)
    }
}

extension ViewController {
    /// Sends `event` up the widget tree from this controller's view (UIKit's
    /// `addTarget(nil, action:)`). Returns whether an ancestor handled it.
    @discardableResult
    public func send<Event: ResponderEvent>(_ event: Event) -> Bool {
        ResponderChain.send(event, from: view)
    }

    /// Handles every `Event` sent from this controller's view or below, as the nearest
    /// responder of that type. Capture `self` weakly in `handler`.
    public func handleEvents<Event: ResponderEvent>(
        _ type: Event.Type, _ handler: @escaping @MainActor (Event) -> ResponderResult
    ) {
        ResponderChain.install(type, on: view, handler: handler)
    }
}

extension Widget {
    /// Sends `event` up the widget tree from this widget. Returns whether it was handled.
    @discardableResult
    public func send<Event: ResponderEvent>(_ event: Event) -> Bool {
        ResponderChain.send(event, from: self)
    }
}
