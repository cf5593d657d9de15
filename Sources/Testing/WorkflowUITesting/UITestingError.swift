import Testing

/// Why a UI test step could not be done. Each message names the cause and the fix.
public struct UITestingError: Error, CustomStringConvertible, Sendable {
    /// The kind of failure.
    public enum Kind: Sendable, Equatable {
        /// No display could be opened (run under `xvfb-run`).
        case noDisplay
        /// A condition or a frame did not come within the time allowed.
        case timeout
        /// A lookup found no widget, or more than one where one was asked for.
        case lookup
        /// The widget cannot take the action (wrong kind, hidden or insensitive).
        case action
        /// Keys cannot be pressed here (not X11, or no XTest).
        case keyboard
        /// A screenshot could not be written.
        case screenshot
    }

    /// The kind of failure.
    public let kind: Kind
    /// What happened and how to fix it.
    public let message: String
    /// Where the test called the step that failed (a wait's caller), when it is known.
    public let sourceLocation: SourceLocation?

    /// Creates an error; `sourceLocation` is the test's call that failed, if known.
    public init(_ kind: Kind, _ message: String, sourceLocation: SourceLocation? = nil) {
        self.kind = kind
        self.message = message
        self.sourceLocation = sourceLocation
    }

    /// The message, then where the failing call is (`File.swift:12:9`) when it is known.
    public var description: String {
        guard let sourceLocation else { return message }
        return "\(message) (at \(sourceLocation.fileID):\(sourceLocation.line):\(sourceLocation.column))"
    }
}
