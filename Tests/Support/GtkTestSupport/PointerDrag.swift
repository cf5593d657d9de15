import Gtk
import GtkTesting
import Testing
import WorkflowUITesting

/// A drag with the real pointer (XTest, under Xvfb), as a user makes one: press on the
/// source, move in steps past GTK's drag threshold, move in steps over the target, and
/// release there once the drag is ready to drop. Every step runs the main loop; every wait
/// is on a condition with a deadline.
@MainActor
public enum PointerDrag {
    /// A point in a widget's coordinates.
    public typealias Point = (x: Double, y: Double)

    /// Drags from `start` in `source` to `end` in `target` (both in the same window) with
    /// button 1. `started` tells when the drag has begun (e.g. the drag source's
    /// `dragInProgressAction` is not nil), `droppable` when a release would drop (the drop
    /// site chose an action: `dragInProgressAction` not empty); the button is released in
    /// every case, so a failed wait leaves no pointer grab behind.
    public static func drag(from source: Widget, at start: Point, to target: Widget, at end: Point, steps: Int = 8,
                            started: () -> Bool, droppable: () -> Bool,
                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try #require(PointerSimulator.isAvailable, "PointerDrag: XTest (libXtst.so.6) on an X11 display is needed; install libxtst6 and run under xvfb-run",
                     sourceLocation: sourceLocation)
        let window = try #require(source.window, "PointerDrag: the source is not in a window", sourceLocation: sourceLocation)
        let from = try #require(source.frame(in: window), "PointerDrag: the source is not laid out in its window", sourceLocation: sourceLocation)
        let to = try #require(target.frame(in: window), "PointerDrag: the target is not laid out in the source's window", sourceLocation: sourceLocation)
        let startPoint = (x: Double(from.x) + start.x, y: Double(from.y) + start.y)
        let endPoint = (x: Double(to.x) + end.x, y: Double(to.y) + end.y)
        func move(_ point: Point) async throws {
            try #require(PointerSimulator.move(to: window, x: point.x, y: point.y), "PointerDrag: cannot move the pointer", sourceLocation: sourceLocation)
            await runPendingEvents()
        }
        try await move(startPoint)
        PointerSimulator.press()
        defer { PointerSimulator.release() }
        await runPendingEvents()
        // Past the drag threshold (8 px by default) in small steps toward the target.
        let length = max(1, ((endPoint.x - startPoint.x) * (endPoint.x - startPoint.x) + (endPoint.y - startPoint.y) * (endPoint.y - startPoint.y)).squareRoot())
        let direction = (x: (endPoint.x - startPoint.x) / length, y: (endPoint.y - startPoint.y) / length)
        for step in 1...4 {
            try await move((startPoint.x + direction.x * Double(4 * step), startPoint.y + direction.y * Double(4 * step)))
        }
        try await UILoop.require("the drag to begin after moving 16 px from the press", until: started)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            try await move((startPoint.x + (endPoint.x - startPoint.x) * t, startPoint.y + (endPoint.y - startPoint.y) * t))
        }
        // The drop site answers each position asynchronously (XDND round trips).
        try await UILoop.require("the drop site under the pointer to take the drag", until: droppable)
    }

    /// Dispatches the events the pointer's last step queued (the simulator syncs with the
    /// X server, so they are in the queue already).
    private static func runPendingEvents() async {
        while MainLoop.iterate() {}
        await Task.yield()
    }
}
