import Testing
import Workflow
import WorkflowPlatform
import WorkflowTesting

/// A file chooser is a rendering: a workflow's test sees it and answers it without a window.
@MainActor
@Suite("File chooser as a rendering (headless)")
struct FileChooserRenderingTests {
    @Test("while the workflow asks, it renders the request; the chosen paths come back as its action")
    func chosenPathsComeBack() throws {
        try ImportWorkflow(initialState: .init(asking: .openFiles))
            .renderTester()
            .render { screen in
                let request = try #require(screen.fileChooser, "the chooser is rendered while asking")
                #expect(request.title == "Import Books")
                #expect(request.mode == .openFiles)
                #expect(request.filters.map(\.name) == ["Text", "Markdown"])
                request.answer(.chosen(["/books/a.txt", "/books/b.md"]))
            }
            .assert(state: .init(asking: nil, imported: ["/books/a.txt", "/books/b.md"]))
    }

    @Test("a cancelled chooser comes back as a cancellation, and nothing is imported")
    func cancellationComesBack() throws {
        try ImportWorkflow(initialState: .init(asking: .save(suggestedName: "Books.txt")))
            .renderTester()
            .render { screen in
                try #require(screen.fileChooser).answer(.cancelled)
            }
            .assert(state: .init(asking: nil, imported: [], cancelled: 1))
    }

    @Test("no request is rendered while the workflow does not ask")
    func nothingWhileNotAsking() {
        ImportWorkflow().renderTester().render { screen in
            #expect(screen.fileChooser == nil)
            #expect(screen.baseScreen.text == "imported: ; cancelled: 0")
        }.assertNoAction()
    }

    @Test("the same question rendered again is the same request (the shown chooser stays); another mode or filter is a new one")
    func sameQuestion() {
        let first = FileChooserRequest(title: "Open", mode: .openFile, filters: ImportWorkflow.filters, onResult: { _ in })
        var second = first
        second.onResult = { _ in Issue.record("not called") }
        #expect(first.asksSameQuestion(as: second))
        var otherMode = first
        otherMode.mode = .openFolder
        #expect(!first.asksSameQuestion(as: otherMode))
        var otherFilters = first
        otherFilters.filters.removeLast()
        #expect(!first.asksSameQuestion(as: otherFilters))
    }

    @Test("a result's paths: the chosen ones, none when cancelled")
    func resultPaths() {
        #expect(FileChooserResult.chosen(["/a"]).paths == ["/a"])
        #expect(FileChooserResult.cancelled.paths.isEmpty)
    }
}

/// The doc examples of WorkflowPlatform run as they are written.
@MainActor
@Suite("WorkflowPlatform doc examples (headless)")
struct PlatformDocExamplesTests {
    @Test("FileChoosers.md: the import request is answered in a test, and the chosen note is imported")
    func fileChooserArticle() {
        PlatformDocExamples.answerInATest()
    }
}
