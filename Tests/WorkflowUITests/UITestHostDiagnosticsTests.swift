import Foundation
import Gtk
import Testing
import WorkflowUI
import WorkflowUITesting

/// Where the harness reports a timeout, and what it leaves of the caller's environment.
@MainActor
@Suite("UI test harness diagnostics", .gtk)
struct UITestHostDiagnosticsTests {
    @Test("a wait(for:) that times out reports its caller's file and line")
    func waitTimeoutAtCaller() async throws {
        let host = try await UITestHost(widget: Label("waiting"), width: 200, height: 100)
        defer { host.close() }
        let line = #line + 2
        do throws(UITestingError) {
            try await host.wait(for: "a condition that never holds", timeout: .milliseconds(20)) { false }
            Issue.record("wait(for:) returned although its condition never held")
        } catch {
            #expect(error.kind == .timeout)
            #expect(error.sourceLocation?.fileID == #fileID)
            #expect(error.sourceLocation?.line == line)
            #expect(error.description.contains("UITestHostDiagnosticsTests.swift:\(line):"), "\(error)")
            #expect(error.message.contains("a condition that never holds"))
        }
    }

    @Test("UITestDisplay.require keeps a GTK_A11Y value the caller set, and sets test only when it is unset")
    func keepsCallersAccessibilityBackend() throws {
        func backend() -> String? { getenv("GTK_A11Y").map { String(cString: $0) } }
        let before = backend()
        defer {
            if let before { setenv("GTK_A11Y", before, 1) } else { unsetenv("GTK_A11Y") }
        }
        setenv("GTK_A11Y", "none", 1)
        try UITestDisplay.require()
        #expect(backend() == "none", "the caller's choice is kept")
        unsetenv("GTK_A11Y")
        try UITestDisplay.require()
        #expect(backend() == UITestDisplay.accessibilityBackend)
    }
}
