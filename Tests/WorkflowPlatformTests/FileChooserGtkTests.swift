import Foundation
import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowPlatform
import WorkflowUI
import WorkflowUITesting

/// The real chooser under Xvfb. Without a desktop portal (no Flatpak, no `GTK_USE_PORTAL`),
/// `GtkFileChooserNative` shows GTK's own `GtkFileChooserDialog`, modal and transient for the
/// window: the tests find it there and use it as a user would (select a file, click a button).
@MainActor
@Suite("File chooser as a rendering (GTK)", .gtk)
struct FileChooserGtkTests {
    /// `GTK_RESPONSE_ACCEPT` and `GTK_RESPONSE_CANCEL`: the chooser dialog's Open/Save and Cancel buttons.
    static let acceptResponse = -3
    static let cancelResponse = -6

    /// A folder with `a.txt` and `b.md`; removed by the caller.
    func booksFolder() throws -> URL {
        let folder = try FileManager.default.makeTemporaryFolder("wgtk-chooser")
        try "A".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try "B".write(to: folder.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The chooser dialog shown over the host's window, if any.
    func chooserDialog(_ host: UITestHost) -> FileChooserDialog? {
        host.window.visibleModals.lazy.compactMap { $0 as? FileChooserDialog }.first
    }

    func makeHost(asking mode: FileChooserRequest.Mode, in folder: URL) async throws -> (UITestHost, ContainerViewController<ImportWorkflow>) {
        let (container, host) = try await UITestHost.container(
            ImportWorkflow(initialState: .init(asking: mode), folder: folder.path), width: 600, height: 400)
        return (host, container)
    }

    @Test("open: the real chooser shows over the window with the request's title and filters; a file chosen and Open send its path to the workflow")
    func openSendsTheChosenPath() async throws {
        let folder = try booksFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, container) = try await makeHost(asking: .openFile, in: folder)
        defer { host.close() }
        try await host.wait(for: "the file chooser to show") { chooserDialog(host)?.isVisible == true }
        let dialog = try #require(chooserDialog(host))
        #expect(dialog.title == "Import Books")
        #expect(dialog.action == .open)
        #expect(!dialog.selectMultiple)
        #expect(dialog.filterNames == ["Text", "Markdown"])
        let book = folder.appendingPathComponent("a.txt").path
        #expect(dialog.selectFile(book))
        try await host.wait(for: "the chooser to select the book once its folder is loaded") { dialog.paths == [book] }
        let open = try #require(dialog.widgetForResponse(responseId: Self.acceptResponse), "the chooser has an accept button")
        #expect(open.simulateClick())
        try await host.wait(for: "the chosen path to reach the workflow") { container.host.rendering.fileChooser == nil }
        #expect(container.host.rendering.baseScreen.text == "imported: \(book); cancelled: 0")
        try await host.wait(for: "the chooser to go") { chooserDialog(host) == nil }
    }

    @Test("open several: the chooser allows a multiple selection")
    func openFilesAllowsSeveral() async throws {
        let folder = try booksFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, _) = try await makeHost(asking: .openFiles, in: folder)
        defer { host.close() }
        try await host.wait(for: "the file chooser to show") { chooserDialog(host)?.isVisible == true }
        let dialog = try #require(chooserDialog(host))
        #expect(dialog.action == .open)
        #expect(dialog.selectMultiple)
        // Answered before the window goes (the harness's close destroys open dialogs itself).
        #expect(try #require(dialog.widgetForResponse(responseId: Self.cancelResponse)).simulateClick())
        try await host.wait(for: "the chooser to go") { chooserDialog(host) == nil }
    }

    @Test("folder: Cancel comes back to the workflow as a cancellation, nothing chosen")
    func cancelComesBack() async throws {
        let folder = try booksFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, container) = try await makeHost(asking: .openFolder, in: folder)
        defer { host.close() }
        try await host.wait(for: "the folder chooser to show") { chooserDialog(host)?.isVisible == true }
        let dialog = try #require(chooserDialog(host))
        #expect(dialog.action == .selectFolder)
        let cancel = try #require(dialog.widgetForResponse(responseId: Self.cancelResponse), "the chooser has a Cancel button")
        #expect(cancel.simulateClick())
        try await host.wait(for: "the cancellation to reach the workflow") { container.host.rendering.fileChooser == nil }
        #expect(container.host.rendering.baseScreen.text == "imported: ; cancelled: 1")
        try await host.wait(for: "the chooser to go") { chooserDialog(host) == nil }
    }

    @Test("save: the chooser proposes the suggested name in the initial folder; Save sends that path")
    func saveProposesTheSuggestedName() async throws {
        let folder = try booksFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (host, container) = try await makeHost(asking: .save(suggestedName: "Books.txt"), in: folder)
        defer { host.close() }
        try await host.wait(for: "the save chooser to show") { chooserDialog(host)?.isVisible == true }
        let dialog = try #require(chooserDialog(host))
        #expect(dialog.action == .save)
        #expect(dialog.currentName == "Books.txt")
        let destination = folder.appendingPathComponent("Books.txt").path
        try await host.wait(for: "the chooser to propose the destination") { dialog.paths == [destination] }
        let save = try #require(dialog.widgetForResponse(responseId: Self.acceptResponse), "the chooser has a Save button")
        #expect(save.simulateClick())
        try await host.wait(for: "the destination to reach the workflow") { container.host.rendering.fileChooser == nil }
        #expect(container.host.rendering.baseScreen.text == "imported: \(destination); cancelled: 0")
        #expect(!FileManager.default.fileExists(atPath: destination), "choosing a destination writes nothing")
    }

    @Test("the workflow withdrawing the request closes the chooser without an answer; a new question shows a new chooser")
    func withdrawnRequestClosesTheChooser() async throws {
        let answers = AnswerLog()
        func screen(_ title: String?) -> FileChooserContainerScreen<TextScreen> {
            FileChooserContainerScreen(baseScreen: TextScreen(text: "base"), fileChooser: title.map {
                FileChooserRequest(title: $0, mode: .openFile, onResult: { answers.results.append($0) })
            })
        }
        let host = try await UITestHost(screen: screen("First"), width: 600, height: 400)
        defer { host.close() }
        try await host.wait(for: "the first chooser to show") { chooserDialog(host)?.title == "First" }
        let first = try #require(chooserDialog(host))
        try await host.update(screen: screen("First"))
        #expect(chooserDialog(host) === first, "the same question keeps the chooser shown")
        try await host.update(screen: screen("Second"))
        try await host.wait(for: "the second chooser to replace the first") { chooserDialog(host)?.title == "Second" }
        try await host.update(screen: screen(nil))
        try await host.wait(for: "the chooser to close") { chooserDialog(host) == nil }
        #expect(answers.results.isEmpty, "a chooser the workflow closed answers nothing")
    }

    @Test("a window closed with the chooser open closes the chooser with it, without an answer and without GTK criticals")
    func windowClosedWithChooserOpen() async throws {
        let answers = AnswerLog()
        let screen = FileChooserContainerScreen(baseScreen: TextScreen(text: "base"), fileChooser: FileChooserRequest(
            title: "Open", mode: .openFile, onResult: { answers.results.append($0) }))
        let host = try await UITestHost(screen: screen, width: 600, height: 400)
        defer { host.close() }
        try await host.wait(for: "the chooser to show") { chooserDialog(host)?.isVisible == true }
        let dialog = try #require(chooserDialog(host))
        // The test's wrappers keep the window and the dialog alive (so `destroy` comes later):
        // the chooser is closed as the window is destroyed, while its dialog still exists.
        host.window.destroy()
        try await host.wait(for: "the chooser's dialog to close with its window") { !dialog.isVisible }
        #expect(!host.window.visibleModals.contains { $0 === dialog })
        #expect(answers.results.isEmpty, "a chooser closed with its window answers nothing")
    }

    /// The answers a request received.
    @MainActor final class AnswerLog { var results: [FileChooserResult] = [] }

}
