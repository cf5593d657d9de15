import Gtk
import Workflow

/// The user's responses to the notifications of a ``NotificationService``, as outputs,
/// while rendered (only those of `notificationID` when given).
///
/// ```swift
/// NotificationResponseWorker(service: notifications).rendered(in: context, key: "responses") { response in
///     Action.notificationResponse(response)
/// }
/// ```
public struct NotificationResponseWorker: AsyncSequenceWorker, Equatable {
    /// The service whose responses are followed.
    public let service: NotificationService
    /// The notification followed, or nil for all.
    public var notificationID: String?

    /// A worker following the responses of `service` (only to `notificationID` when given).
    public init(service: NotificationService, notificationID: String? = nil) {
        self.service = service
        self.notificationID = notificationID
    }

    /// The responses, as the service receives them on the main loop.
    public func run() -> AsyncStream<NotificationResponse> {
        let (service, notificationID) = (service, notificationID)
        return AsyncStream { continuation in
            let follow = Task { @MainActor in
                let subscriber = service.addSubscriber { response in
                    if notificationID == nil || notificationID == response.notificationID { continuation.yield(response) }
                }
                // Held until the worker is cancelled (the sleep ends at once then).
                while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
                service.removeSubscriber(subscriber)
            }
            continuation.onTermination = { _ in follow.cancel() }
        }
    }

    /// Workers of the same service and notification are the same worker.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.service === rhs.service && lhs.notificationID == rhs.notificationID
    }
}
