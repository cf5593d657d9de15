internal import CGtk

// Hand-written (issue 20, WORKFLOWGTK_TRACE): the issue-15 generator can take this over.
extension Application {
    /// The application running in this process (GLib's default application), if Swift
    /// made it; `nil` before one runs.
    public static var running: Application? {
        g_application_get_default().flatMap { Object.wrapper(of: $0) }
    }
}
