// The re-export rule (docs/design.md, "Imports"): a UI library built on WorkflowUI re-exports
// it, so a file importing this library alone sees `Screen`, `ViewControllerDescription`,
// `ScreenViewController` and `ViewEnvironment`. `Workflow` and `Gtk` are imported where used.
@_exported import WorkflowUI
