/// An event sent up the widget tree (a responder-chain message), handled by the
/// nearest ancestor controller that registered a handler for its type.
///
/// ```swift
/// enum AppEvent: String, ResponderEvent, CaseIterable { case didTapScan }
/// ```
///
/// Below (any controller, or a plain button):
///
/// ```swift
/// send(AppEvent.didTapScan)
/// scanButton.actionName = AppEvent.didTapScan.actionName
/// ```
///
/// Above (e.g. the main controller):
///
/// ```swift
/// handleEvents(AppEvent.self) { [weak self] event in
///     self?.received.append(event)
///     return .handled
/// }
/// ```
///
/// Built on GTK's action lookup through ancestors: each case is a `GAction` named
/// `<prefix>.<rawValue>` in a group the handler installs on its view.
public protocol ResponderEvent: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// The action-group prefix of this event type (default: the type's name, with
    /// characters GTK does not allow in action names replaced by `-`).
    static var actionPrefix: String { get }
}

extension ResponderEvent {
    /// The type's name made a valid GTK action-group prefix.
    public static var actionPrefix: String {
        ResponderEventNames.sanitize(String(describing: Self.self))
    }

    /// The detailed GTK action name of this event (`AppEvent.didTapScan`): give it to an
    /// actionable widget (`Button.actionName`) to send the event when it is activated.
    public var actionName: String { "\(Self.actionPrefix).\(Self.caseActionName(self))" }

    /// The action name of one case within the group (its raw value, sanitized).
    static func caseActionName(_ event: Self) -> String {
        ResponderEventNames.sanitize(event.rawValue)
    }
}

/// Valid GTK action names (letters, digits, `-` and `.`).
enum ResponderEventNames {
    static func sanitize(_ name: String) -> String {
        let mapped = name.map { character -> Character in
            character.isASCII && (character.isLetter || character.isNumber) ? character : "-"
        }
        let result = String(mapped)
        return result.isEmpty ? "event" : result
    }
}

/// What a handler did with an event.
public enum ResponderResult: Sendable {
    /// The event stops here.
    case handled
    /// The event continues to the next ancestor that handles its type.
    case passToParent
}
