import Foundation
import Gtk
import GtkTestSupport
import Logging
import Testing
import WorkflowTesting

/// Reads a whole-number setting from the environment: nil when unset; a value that is not
/// a whole number from 0 is recorded as a test failure naming the variable (and nil is
/// returned, so the test goes on with its default).
func environmentInt(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Int? {
    do {
        return try TestSetting.integer(ProcessInfo.processInfo.environment[name], name: name)
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return nil
    }
}
