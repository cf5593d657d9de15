import Foundation
import GtkTestSupport
import Testing

/// Drives the real demo under Xvfb through scripted steps and checks what it shows
/// (`--dump-tree`), what each step did to the controllers (`--trace-steps`), and its PNGs.
@Suite("workflow-demo end to end")
struct DemoEndToEndTests {
    @Test("log in, Scan via the responder chain, push and pop, library replace vs update")
    func fullFlow() async throws {
        let steps = "login:Ada,scan,open:1,related,back,tab:library,select:1,select:2,select:4"
        let result = try #require(try await DemoProcess.run(["--steps", steps, "--trace-steps", "--dump-tree"]))
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let traces = DemoProcess.stepTraces(result.stdout)
        #expect(traces.map(\.step).count == 9)
        // Library: 0 (book) -> 1 (album): the trailing controller is replaced;
        // 1 (album) -> 2 (book): replaced again; 2 (book) -> 4 (book): updated in place.
        let select1 = try #require(traces.first { $0.step == "select(1)" }?.counts)
        let select2 = try #require(traces.first { $0.step == "select(2)" }?.counts)
        let select4 = try #require(traces.first { $0.step == "select(4)" }?.counts)
        #expect(select1["replacements"] == 1 && select1["builds"] == 1)
        #expect(select2["replacements"] == 1)
        #expect(select4["replacements"] == 0 && select4["builds"] == 0 && select4["viewsLoaded"] == 0)
        // Pushing a level builds only that level; popping builds nothing.
        let related = try #require(traces.first { $0.step == "related" }?.counts)
        let back = try #require(traces.first { $0.step == "back" }?.counts)
        #expect(related["builds"] == 1)
        #expect(back["builds"] == 0)
        // The final screen: the library with "Refactoring" shown in the detail.
        #expect(result.stdout.contains("GtkLabel .title-2 \"Refactoring\""))
        #expect(result.stdout.range(of: #"AdwActionRow \.activatable selected\n(.*\n){1,6}\s*GtkLabel \.title "Refactoring""#, options: .regularExpression) != nil, "the selected row is not Refactoring: \(result.stdout)")
    }

    @Test("log out asks in an alert: cancel stays, confirm returns to the welcome screen")
    func logoutThroughAlert() async throws {
        let cancelled = try #require(try await DemoProcess.run(["--steps", "login:Ada,logout,cancel", "--dump-tree"]))
        #expect(cancelled.status == 0, "stderr: \(cancelled.stderr)")
        #expect(cancelled.stdout.contains("\"Signed in as Ada\""))
        let confirmed = try #require(try await DemoProcess.run(["--steps", "login:Ada,logout,confirm", "--dump-tree", "--trace-steps"]))
        #expect(confirmed.status == 0, "stderr: \(confirmed.stderr)")
        #expect(confirmed.stdout.contains("\"Welcome to WorkflowGtk\""))
        #expect(!confirmed.stdout.contains("\"Signed in as Ada\""))
        let logout = try #require(DemoProcess.stepTraces(confirmed.stdout).first { $0.step == "logout" }?.counts)
        #expect(logout["builds"] == 0 && logout["replacements"] == 0, "the dialog builds no controller and replaces nothing")
        let back = try #require(try await DemoProcess.run(["--steps", "login:Ada,logout,confirm,confirm"]))
        #expect(back.status == 1 && back.stderr.contains("log in first"), "a step that does not apply fails clearly")
    }

    @Test("the Home Scan button reaches the main controller through the widget tree")
    func scanSelectsScanTab() async throws {
        let before = try #require(try await DemoProcess.run(["--steps", "login:Ada", "--dump-tree"]))
        #expect(before.stdout.contains("\"Welcome, Ada\""))
        let after = try #require(try await DemoProcess.run(["--steps", "login:Ada,scan", "--dump-tree"]))
        #expect(after.status == 0, "stderr: \(after.stderr)")
        #expect(!after.stdout.contains("\"Welcome, Ada\""), "Home is no longer the visible tab")
        #expect(after.stdout.contains("\"Choose a scanned code to see its details.\""), "the Scan tab's back stack shows")
    }

    @Test("screenshots of several states are PNGs of the window's size")
    func screenshots() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("shots")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, steps) in [("welcome", ""), ("home", "login:Ada"), ("library", "login:Ada,tab:library,select:1"),
                              ("alert", "login:Ada,logout")] {
            let png = folder.appendingPathComponent("\(name).png")
            var arguments = ["--screenshot", png.path]
            if !steps.isEmpty { arguments += ["--steps", steps] }
            let result = try #require(try await DemoProcess.run(arguments))
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout.contains("Screenshot written to \(png.path)"))
            let size = try #require(TestProcess.pngSize(png), "\(name).png is not a PNG")
            #expect(size.width >= 900 && size.width <= 1000 && size.height >= 600 && size.height <= 700,
                    "\(name).png is \(size.width)×\(size.height); the window opens at 960×640")
        }
    }
}
