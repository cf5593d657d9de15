import Gtk
import GtkTestSupport
import Testing

@Suite("GLib main loop and Swift concurrency")
struct MainLoopTests {
    @Test("main-actor tasks, dispatch blocks and Task.sleep wake-ups run inside the GLib loop, in order")
    func orderInsideGLibLoop() async throws {
        guard let probe = TestProcess.product("GtkLoopHelper") else { return }
        let result = try await TestProcess.run(probe, ["order"], timeout: 20)
        #expect(result.status == 0, "stderr: \(result.stderr)")
        // Each event is tagged with the depth of the running GMainLoop (1 = inside it).
        #expect(result.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == [
            "dispatch-async@1", "task@1", "glib-timeout-5ms@1", "dispatch-after-20ms@1",
            "task-sleep-woke@1", "mainactor-run@1",
        ])
    }

    @Test("an idle loop sleeps instead of spinning")
    func idleLoopSleeps() async throws {
        guard let probe = TestProcess.product("GtkLoopHelper") else { return }
        let result = try await TestProcess.run(probe, ["idle", "2"], timeout: 20)
        #expect(result.status == 0)
        // "idle wall_ms=2001 cpu_ms=1.8 cpu_percent=0.09": a spinning loop would use ~100%.
        let fields = Dictionary(uniqueKeysWithValues: result.stdout.split(separator: " ").dropFirst().compactMap { pair -> (String, Double)? in
            let parts = pair.split(separator: "=")
            guard parts.count == 2, let value = Double(parts[1].trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
            return (String(parts[0]), value)
        })
        let percent = try #require(fields["cpu_percent"], "output: \(result.stdout)")
        #expect(percent < 10, "idle loop used \(percent)% CPU")
        #expect(try #require(fields["wall_ms"]) >= 1900)
    }
}

@Suite("No display")
struct NoDisplayTests {
    @Test("Application.run without a display prints one line naming the fix and exits 1")
    func noDisplay() async throws {
        guard let probe = TestProcess.product("GtkLoopHelper") else { return }
        let result = try await TestProcess.run(probe, ["app"], environment: [
            "DISPLAY": nil, "WAYLAND_DISPLAY": nil, "GDK_BACKEND": nil,
        ], timeout: 30)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.stderr)")
        #expect(result.stderr.contains("cannot open a display"))
        #expect(result.stderr.contains("xvfb-run"))
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"))
    }

    @Test("with a display the same Application runs and exits 0")
    func withDisplay() async throws {
        guard let probe = TestProcess.product("GtkLoopHelper") else { return }
        let result = try await TestProcess.run(probe, ["app"], timeout: 30)
        #expect(result.status == 0, "stderr: \(result.stderr)")
    }
}
