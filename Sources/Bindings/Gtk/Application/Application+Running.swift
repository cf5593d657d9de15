internal import CGtk

// Hand-written for WORKFLOWGTK_TRACE (the running application, found from anywhere);
// gir-gen can take this over.
extension Application {
    /// The application running in this process (GLib's default application), if Swift
    /// made it; `nil` before one runs.
    public static var running: Application? {
        g_application_get_default().flatMap { Object.wrapper(of: $0) }
    }
}
