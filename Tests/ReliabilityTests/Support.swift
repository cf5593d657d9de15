import Foundation
import Gtk
import GtkTestSupport
import Logging
import Testing
import WorkflowTesting

/// Reads an integer setting from the environment.
func environmentInt(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap { Int($0) }
}
