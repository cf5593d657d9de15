import Testing
import Workflow
import WorkflowElements
import WorkflowUI
import WorkflowUITesting

extension UITestHost {
    /// `workflow` hosted in a window (600×400 unless given), with the container showing it.
    public static func container<W: Workflow>(_ workflow: W, width: Int = 600, height: Int = 400,
                                              animations: UITestHost.Animations = .off,
                                              sourceLocation: SourceLocation = #_sourceLocation)
        async throws -> (container: ContainerViewController<W>, host: UITestHost) where W.Rendering: Screen {
        let host = try await UITestHost(workflow: workflow, width: width, height: height, animations: animations)
        return (try #require(host.containerViewController(for: W.self), sourceLocation: sourceLocation), host)
    }

    /// The element controller showing the root screen of a host made with
    /// `UITestHost(screen:)`, or a recorded failure when it shows something else.
    public func elementController<S: ElementScreen>(_ type: S.Type, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> ElementViewController<S> {
        let described = try #require(rootViewController as? DescribedViewController, sourceLocation: sourceLocation)
        return try #require(described.currentViewController as? ElementViewController<S>, sourceLocation: sourceLocation)
    }
}
