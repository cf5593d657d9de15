import Adw
import Foundation
import Gtk
import NotesCore
import NotesScreens
import NotesWorkflows
import SampleStatistics
import Workflow
import WorkflowUI

/// `notes-bench --window`: the real Notes window (`NotesWorkflow` in a
/// `ContainerViewController`, the sidebar and editor of NotesScreens) over a folder, at
/// 960×640 under the display given (xvfb-run). Prints, as `key=value`:
/// - `first_frame_ms`: from the start of the program to the end of the paint of the first
///   frame with the list (the notes listed by name and date; their texts are read after it),
/// - `read_all_ms`: until every note was read (search covers all of them),
/// - `search_p50_ms`/`search_p95_ms`: a search keystroke → the list filtered and painted (to
///   the end of the paint of the frame that shows the rendering),
/// - `edit_p50_ms`/`edit_p95_ms`: an editor keystroke → the new rendering painted,
/// - `open_ms`: selecting a note → the editor showing it painted (median),
/// - `scroll_p50_ms`/`scroll_p95_ms`: the list scrolled down a page → painted,
/// - `search_cpu_p95_ms`, `open_cpu_ms`, `scroll_cpu_p95_ms`: the process's CPU time over the
///   same spans (every thread: the search worker's too), less sensitive to a loaded machine
///   than the wall times,
/// - `reading_key_p50_ms`/`reading_key_p95_ms`: a search keystroke typed every 150 ms while the
///   notes are read (from the first frame on) → the frame with its query painted;
///   `reading_longest_block_ms`: the main loop's longest block meanwhile (a 1 ms timer's wait),
///   and on a line of its own each block over 50 ms, when and how long (wall / main-thread CPU),
/// - `hwm_mb`: peak RSS;
/// and on a second line each search keystroke's wall and CPU time, in typing order.
@MainActor
enum NotesWindowBench {
    /// The Notes window over `folder`, presented (nil, with the error printed, without a display).
    static func presentWindow(folder: URL, program: String) -> (ContainerViewController<NotesWorkflow>, Adw.Window)? {
        guard Display.open() else {
            Display.printMissingDisplayError(program: program)
            return nil
        }
        MainLoop.integrate()
        // As the Notes app does: the host (and its folder read) starts before Adwaita's styles
        // and the window load.
        let host = WorkflowHost(workflow: NotesWorkflow(folder: NotesFolder(url: folder), autosaveDelay: 60_000))
        Adwaita.initialize()
        let container = ContainerViewController(host: host)
        let window = Adw.Window()
        window.setDefaultSize(width: 960, height: 640)
        window.content = container.view
        window.present()
        return (container, window)
    }

    static func run(folder: URL, launch: Double) -> Int32 {
        guard let (container, window) = presentWindow(folder: folder, program: "notes-bench --window") else { return 1 }
        var renderings = 0, renderedAt = 0.0
        let subscription = container.host.onRendering { _ in
            renderings += 1
            renderedAt = now()
        }
        // When each frame finished painting: a step ends with the paint of the frame that
        // shows its last rendering (a render pass runs at a frame's start, and that frame
        // paints it), not with a frame more.
        var paintedAt = 0.0
        let paints = window.frameClock?.onAfterPaint { paintedAt = now() }
        iterate { container.host.rendering.status != .loading }
        if paintedAt < renderedAt { waitForPaint(window) }
        let firstFrame = paintedAt - launch
        // The texts are read in the background after the list shows; meanwhile the main loop's
        // longest block (a 1 ms timer's longest wait) and, while it reads, search keystrokes
        // typed every 150 ms (each a query rendered and painted: key → painted frame).
        var allRead = false
        _ = MainLoop.addTimeout(milliseconds: 100) {
            // Every row read (with no query: a search's rows are only some of them).
            allRead = container.host.rendering.query.isEmpty && !container.host.rendering.rows.contains { $0.snippet.isEmpty }
            return !allRead
        }
        var last = now(), lastCPU = threadCPUNow(), longest = 0.0, blocks: [(at: Double, ms: Double, cpu: Double)] = []
        let ticks = MainLoop.addTimeout(.milliseconds(1)) {
            let time = now(), cpu = threadCPUNow()
            longest = max(longest, time - last)
            if time - last > 50 { blocks.append((last - launch, time - last, cpu - lastCPU)) }
            last = time
            lastCPU = cpu
            return true
        }
        var readingKeys: [Double] = []
        let typed = "sunday garden"
        var typedCount = 0, keyAt = 0.0, waitingFor: String?
        let keys = MainLoop.addTimeout(.milliseconds(150)) {
            guard !allRead, waitingFor == nil, typedCount <= typed.count else { return !allRead && typedCount <= typed.count }
            guard typedCount < typed.count else {
                // The query cleared once typed (the list shows every note again).
                typedCount += 1
                container.host.rendering.onQueryChange("")
                return false
            }
            typedCount += 1
            let query = String(typed.prefix(typedCount))
            keyAt = now()
            waitingFor = query
            container.host.rendering.onQueryChange(query)
            return true
        }
        let queryPaints = window.frameClock?.onAfterPaint {
            if let query = waitingFor, container.host.rendering.query == query {
                readingKeys.append(now() - keyAt)
                waitingFor = nil
            }
        }
        iterate { allRead }
        let readAll = now() - launch
        ticks.cancel()
        keys.cancel()
        iterate { waitingFor == nil }
        withExtendedLifetime(queryPaints) {}
        let readingBlock = longest
        let rows = container.host.rendering.rows.count

        var cpu: [Double] = []
        func timed(renderings expected: Int, _ body: () -> Void) -> Double {
            let start = now(), startCPU = cpuNow()
            let before = renderings
            body()
            iterate { renderings >= before + expected }
            if paintedAt < renderedAt { waitForPaint(window) }
            cpu.append(cpuNow() - startCPU)
            return paintedAt - start
        }
        // A search keystroke renders twice: the query at once, the answer of the search
        // (off the main thread) when it comes.
        var search: [Double] = [], searchCPU: [Double] = []
        for word in ["sunday", "garden budget", "recipe", "meeting notes", "zzz"] {
            for length in 1...word.count {
                let query = String(word.prefix(length))
                search.append(timed(renderings: 2) { container.host.rendering.onQueryChange(query) })
                searchCPU.append(cpu.last ?? 0)
            }
            _ = timed(renderings: 1) { container.host.rendering.onQueryChange("") }
        }
        var open: [Double] = [], openCPU: [Double] = []
        for row in container.host.rendering.rows.prefix(9) {
            open.append(timed(renderings: 1) { container.host.rendering.onSelect(row.fileName) })
            openCPU.append(cpu.last ?? 0)
        }
        // A page down the list (its scrolled window: the one scrolling furthest), painted.
        var scroll: [Double] = [], scrollCPU: [Double] = []
        if let list = container.view.descendants(of: ScrolledWindow.self).max(by: {
            $0.verticalAdjustment.upper < $1.verticalAdjustment.upper
        }) {
            let adjustment = list.verticalAdjustment
            for _ in 0..<20 {
                let start = now(), startCPU = cpuNow()
                adjustment.value = min(adjustment.value + adjustment.pageSize, adjustment.upper - adjustment.pageSize)
                waitForPaint(window)
                scroll.append(now() - start)
                scrollCPU.append(cpuNow() - startCPU)
            }
        }
        var edit: [Double] = []
        var text = container.host.rendering.selected?.text ?? ""
        for k in 0..<60 {
            text += k % 10 == 9 ? "\n" : "x"
            let typed = text
            edit.append(timed(renderings: 1) { container.host.rendering.onEdit(typed) })
        }
        let format = { (value: Double) in String(format: "%.1f", value) }
        print("notes-bench --window: \(rows) notes in \(folder.path), release: \(!_isDebugAssertConfiguration())")
        print("first_frame_ms=\(format(firstFrame)) read_all_ms=\(format(readAll))"
              + " search_p50_ms=\(format(percentile(search, 0.5))) search_p95_ms=\(format(percentile(search, 0.95)))"
              + " edit_p50_ms=\(format(percentile(edit, 0.5))) edit_p95_ms=\(format(percentile(edit, 0.95)))"
              + " open_ms=\(format(percentile(open, 0.5)))"
              + " scroll_p50_ms=\(format(percentile(scroll, 0.5))) scroll_p95_ms=\(format(percentile(scroll, 0.95)))"
              + " search_cpu_p95_ms=\(format(percentile(searchCPU, 0.95))) open_cpu_ms=\(format(percentile(openCPU, 0.5)))"
              + " scroll_cpu_p95_ms=\(format(percentile(scrollCPU, 0.95)))"
              + " reading_key_p50_ms=\(format(percentile(readingKeys, 0.5))) reading_key_p95_ms=\(format(percentile(readingKeys, 0.95)))"
              + " reading_keys=\(readingKeys.count) reading_longest_block_ms=\(format(readingBlock))"
              + " hwm_mb=\(format(peakRSSMegabytes()))")
        // The main loop's blocks over 50 ms while the notes were read: when (from the start) and how long.
        print("reading_blocks(at+wall/cpu)=" + blocks.map { "\(format($0.at))+\(format($0.ms))/\(format($0.cpu))" }.joined(separator: ","))
        // Each keystroke's wall and CPU time, in typing order (which ones are slow).
        print("search_ms=" + search.map(format).joined(separator: ",") + " search_cpu_ms=" + searchCPU.map(format).joined(separator: ","))
        withExtendedLifetime((subscription, paints, container, window)) {}
        return 0
    }

    /// `notes-bench --window --huge-note`: opens the one note of `folder` (6.6 MB on one line)
    /// in the real window and prints `huge_open_ms` (select → the editor painted) and
    /// `huge_longest_block_ms`, the longest the main loop went without running a 1 ms timer
    /// from the select until 500 ms after that paint (the note is read and shown).
    static func openHugeNote(folder: URL) -> Int32 {
        guard let (container, window) = presentWindow(folder: folder, program: "notes-bench --window --huge-note") else { return 1 }
        iterate { container.host.rendering.rows.contains { !$0.snippet.isEmpty } }
        waitForPaint(window)
        var last = now(), longest = 0.0
        let ticks = MainLoop.addTimeout(.milliseconds(1)) {
            let time = now()
            longest = max(longest, time - last)
            last = time
            return true
        }
        let start = now()
        last = start
        container.host.rendering.onSelect("huge.md")
        iterate { container.host.rendering.selected?.fileName == "huge.md" }
        waitForPaint(window)
        let open = now() - start
        let settleUntil = now() + 500
        iterate { now() >= settleUntil }
        ticks.cancel()
        let editor = container.host.rendering.selected
        print("notes-bench --window --huge-note: release: \(!_isDebugAssertConfiguration()), editor text \(editor?.text?.utf8.count ?? 0) bytes, read-only: \(editor?.isEditable == false)")
        print(String(format: "huge_open_ms=%.1f huge_longest_block_ms=%.1f hwm_mb=%.1f", open, longest, peakRSSMegabytes()))
        withExtendedLifetime((container, window)) {}
        return 0
    }

    /// Milliseconds of the monotonic clock.
    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e6 }

    /// Milliseconds of CPU time the process used so far (every thread).
    static func cpuNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Milliseconds of CPU time the calling thread used so far.
    static func threadCPUNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// Runs the GLib loop until `done` (checked after each event).
    static func iterate(_ done: () -> Bool) {
        while !done() { _ = MainLoop.iterate(blocking: true) }
    }

    /// Runs the GLib loop until the window paints its next frame.
    static func waitForPaint(_ window: Widget) {
        var painted = false
        window.afterNextPaint { painted = true }
        iterate { painted }
    }
}

