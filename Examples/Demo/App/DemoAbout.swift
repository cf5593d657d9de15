/// What the demo's About window credits and links to (also in its metainfo,
/// Resources/dev.workflowgtk.Demo.metainfo.xml).
enum DemoAbout {
    /// The project's home page.
    static let website = "https://workflowgtk.dev"
    /// Where to report a problem.
    static let issueURL = "https://workflowgtk.dev/issues"
    /// The people (here: the team) who wrote the demo.
    static let developers = ["The WorkflowGtk developers https://workflowgtk.dev"]
    /// The projects the demo is built on.
    static let acknowledgements = [
        "Square's Workflow https://github.com/square/workflow-swift",
        "GTK https://gtk.org",
        "libadwaita https://gnome.pages.gitlab.gnome.org/libadwaita/",
    ]
}
