import DemoScreens
import DemoWorkflows
import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import WorkflowAdwaita
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// The library imports files dropped on its list (a real `GtkDropTarget`: the test emits its
/// `drop` signal with a real `GdkFileList`, as the drag-and-drop tests do; Xvfb has no
/// pointer to drag with), and lists its commands in the primary menu.
@MainActor
@Suite("Demo library import and commands", .gtk)
struct DemoLibraryImportTests {
    @Test("files dropped on the library list become books named after the files; a text drop is refused")
    func dropImportsFiles() async throws {
        let folder = try FileManager.default.makeTemporaryFolder("demo-import")
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["Dune.epub", "Notes on Swift.md"].map { folder.appendingPathComponent($0).path }
        for path in paths { try "book".write(toFile: path, atomically: true, encoding: .utf8) }
        let (container, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library), width: 1280, height: 800)
        defer { host.close() }
        let list = try host.find(controller: DropTargetViewController<CommandScreen<LibraryListScreen>>.self)
        let target = try #require(list.dropTarget, "the library list accepts drops")
        #expect(target.acceptedKinds == [.files], "files only")
        #expect(!target.emitDrop(.text("stray text")), "a text drop is refused")
        #expect(target.emitDrop(.files(paths)), "the list takes the files")
        try await host.wait(for: "the imported books in the list") {
            !host.findAll(Label.self, label: "Dune").isEmpty && !host.findAll(Label.self, label: "Notes on Swift").isEmpty
        }
        guard case .main(let main) = container.host.rendering else { Issue.record("logged out"); return }
        #expect(main.library.items.suffix(2).map(\.title) == ["Dune", "Notes on Swift"])
        #expect(main.library.items.count == LibraryItem.samples.count + 2, "nothing else was added (the text drop was refused)")
        #expect(main.library.selectedIndex == LibraryItem.samples.count, "the first imported book is selected")
    }

    @Test("Import… (Ctrl+O) shows the file chooser; the library's commands are in the primary menu")
    func importShowsTheChooser() async throws {
        let (container, host) = try await UITestHost.demoLoggedIn(RootWorkflow(initialTab: .library), width: 1280, height: 800)
        defer { host.close() }
        try await host.wait(for: "the library list") { !host.findAll(Label.self, label: "Design Patterns").isEmpty }
        let page = try host.find(controller: AdaptivePageViewController.self)
        let commandEntries = { (page.menuButton?.menuModel?.entries ?? []).filter { $0.section == "Library" } }
        try await host.wait(for: "the library's commands in the primary menu") {
            commandEntries().map(\.action) == ["cmd.import-files", "cmd.copy-item"]
        }
        #expect(commandEntries().map(\.accelerator) == ["<Control>o", "<Control>c"])
        #expect(page.menuButton?.menuModel?.entries.contains { $0.label == "Preferences" && $0.action == "cmd.preferences" } == true)
        try await host.press("<Control>o")
        try await host.wait(for: "the Import request") {
            guard case .main(let main) = container.host.rendering else { return false }
            return main.library.importRequest != nil
        }
        guard case .main(let main) = container.host.rendering, let request = main.library.importRequest else {
            Issue.record("no Import request"); return
        }
        #expect(request.mode == .openFiles)
        // The user cancels: the chooser goes, nothing is imported.
        request.answer(.cancelled)
        try await host.wait(for: "the chooser to close") {
            guard case .main(let main) = container.host.rendering else { return false }
            return main.library.importRequest == nil
        }
        guard case .main(let after) = container.host.rendering else { Issue.record("logged out"); return }
        #expect(after.library.items == LibraryItem.samples)
    }
}
