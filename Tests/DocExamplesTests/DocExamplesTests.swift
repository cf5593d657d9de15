import Foundation
@_spi(Testing) import Gtk
import GtkTestSupport
import Testing
import Workflow
import WorkflowContainers
import WorkflowTesting
import WorkflowUI
import WorkflowUITesting

/// Every code block in the doc comments of the listed products is compiled: it appears, line
/// for line (indentation aside), in a compiled file of this repository. The examples
/// compiled here also run.
@MainActor
@Suite("Doc comment examples")
struct DocExamplesTests {
    /// The modules whose doc comments (and DocC articles) are checked, by their folder.
    static let checkedTargets = ["Sources/Bindings/Gtk", "Sources/Runtime/ViewEnvironment", "Sources/Runtime/Workflow",
                                 "Sources/Testing/WorkflowTesting", "Sources/UI/WorkflowUI", "Sources/UI/WorkflowContainers",
                                 "Examples/SeedScreens/SeedScreens", "Sources/Testing/WorkflowUITesting",
                                 "Sources/UI/WorkflowPlatform", "Sources/UI/WorkflowElements"]

    /// The ```swift blocks of the `///` comments of `text`, each as its lines without the
    /// comment marker.
    static func docBlocks(in text: String) -> [[String]] {
        var blocks: [[String]] = []
        // Most files have no example: skip their lines.
        guard text.range(of: "```swift") != nil else { return blocks }
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = CompiledLines.trimmed(line)
            guard trimmed.hasPrefix("///") else { continue }
            var content = String(trimmed.dropFirst(3))
            if content.hasPrefix(" ") { content.removeFirst() }
            if content.hasPrefix("```") {
                if let block = current { blocks.append(block); current = nil } else if content == "```swift" { current = [] }
                continue
            }
            current?.append(content)
        }
        return blocks
    }

    /// Lines of every compiled file, each trimmed, comment lines left out (an example must
    /// be found in code, not in its own comment; comments are not compiled anyway).
    static func compiledLines() -> [String] {
        let files = ["Sources", "Tests", "Examples"].flatMap(PackageFiles.swiftFiles(under:))
        return files.flatMap { file -> [String] in
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { CompiledLines.trimmed($0) }
                .filter { !$0.hasPrefix("//") } + [""]
        }
    }

    @Test("every doc-comment code block of the checked products is compiled somewhere")
    func docBlocksAreCompiled() {
        let corpus = CompiledLines(Self.compiledLines())
        var checked = 0
        for target in Self.checkedTargets {
            for file in PackageFiles.swiftFiles(under: target) {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                for block in Self.docBlocks(in: text) {
                    checked += 1
                    let normalized = block.map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty && !$0.hasPrefix("//") }
                    let found = corpus.contains(normalized)
                    #expect(found, "\(file.lastPathComponent): this doc example is not compiled anywhere; add it to Tests/DocExamplesTests:\n\(block.joined(separator: "\n"))")
                }
            }
        }
        #expect(checked >= 15, "doc blocks were found (\(checked))")
    }

    @Test("every code block of the checked products' DocC articles is compiled somewhere")
    func articleBlocksAreCompiled() throws {
        let corpus = CompiledLines(Self.compiledLines())
        var checked = 0
        for target in Self.checkedTargets {
            let name = URL(fileURLWithPath: target).lastPathComponent
            let catalog = packageRoot.appendingPathComponent("\(target)/\(name).docc")
            let articles = (try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)) ?? []
            for article in articles where article.pathExtension == "md" {
                let text = try String(contentsOf: article, encoding: .utf8)
                for block in text.components(separatedBy: "```swift\n").dropFirst().compactMap({ $0.components(separatedBy: "```").first }) {
                    checked += 1
                    // Comment lines inside an example are left out, as they are from the compiled files.
                    let normalized = block.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                        .filter { !$0.isEmpty && !$0.hasPrefix("//") }
                    let found = corpus.contains(normalized)
                    #expect(found,
                            "\(article.lastPathComponent): this example is not compiled anywhere:\n\(block)")
                }
            }
        }
        #expect(checked >= 6, "the article blocks were found (\(checked))")
    }

    @Test("the containers' examples build the screens they describe")
    func containerExamplesRun() {
        let state = MailWorkflow.State()
        let message = state.messages[3]
        let list = ContainerExamples.list(messages: state.messages)
        #expect(list.rows.count == 10)
        #expect(list.rows[7].screen.text == "Read")
        #expect(list.rows[8].screen.text == "Unread" && list.rows[8].key == AnyHashable(state.messages[8].id))
        let split = ContainerExamples.split(state: state, message: message)
        #expect(split.trailingScreen.message == message && split.ratio == .third)
        let diff = KeyedDiff(old: ["a", "b", "c"], new: ["c", "a", "d"])
        #expect(diff.sources == [.reused(oldIndex: 2), .reused(oldIndex: 0), .inserted])
        #expect(diff.removedIndices == [1])
        #expect(diff.movedIndices == [0]) // fewest moves: "c" moved before "a"
    }

    @Test("the ScreenViewController example shows the screen and updates the same button", .gtk)
    func screenViewControllerExample() async throws {
        let host = try await UITestHost(workflow: RootWorkflow())
        defer { host.close() }
        let button = try host.find(label: "Tapped 0")
        try await host.click(button)
        #expect(host.findAll(label: "Tapped 1").map(\.identity) == [button.identity])
    }

    @Test("the event-handler rows example: a click reaches the workflow, and only the row that changed is updated", .gtk)
    func eventHandlerRowsExample() async throws {
        let books = (1...5).map { Book(id: $0, title: "Book \($0)") }
        let host = try await UITestHost(workflow: ShelfWorkflow(books: books))
        defer { host.close() }
        let before = host.counters
        try await host.click(host.find(label: "Book 3"))
        #expect(host.findAll(label: "Book 3 (open)").count == 1)
        let delta = host.counters.since(before)
        #expect(delta.updates == 2, "the list and the opened row were updated, no other row")
        #expect(delta.skippedUpdates == 4, "the four equal rows were skipped (their handlers are equal across passes)")
    }

    @Test("the rows-in-the-state example: the actions edit the rows in place, and a click on a row opens its book through the list's environment", .gtk)
    func rowsInTheStateExample() async throws {
        var state = ReadingListWorkflow(books: (1...25).map { Book(id: $0, title: "Book \($0)") }).makeInitialState()
        _ = ReadingListWorkflow.Action.edit(added: [Book(id: 26, title: "Book 26")], removing: 2).apply(toState: &state)
        #expect(state.books.prefix(3).map(\.value.title) == ["Book 1 !", "Book 3", "Book 4"])
        #expect(state.books.count == 25 && state.books[9].value.title == "Book 11 !" && state.books[24].value.title == "Book 26")
        let host = try await UITestHost(workflow: ReadingListWorkflow(books: (1...5).map { Book(id: $0, title: "Book \($0)") }))
        defer { host.close() }
        try await host.click(host.find(label: "Book 3"))
        let container = try #require(host.containerViewController(for: ReadingListWorkflow.self))
        #expect(container.host.rendering.wrapped.selection == .single(3), "the row's button sent .open(3) through ReadingRowActions")
    }

    @Test("the loadViewWidget example's label is the controller's view and follows the screen", .gtk)
    func loadViewWidgetExample() async throws {
        let host = try await UITestHost(screen: NameRow(name: "Ada"))
        defer { host.close() }
        let label = try host.find(Label.self, label: "Ada")
        let controller = try #require((host.rootViewController as? DescribedViewController)?.currentViewController)
        #expect(controller.viewWidget === label)
        try await host.update(screen: NameRow(name: "Grace"))
        #expect(label.text == "Grace")
    }

    @Test("the render(children:) example renders a collection; a player's change renders only that player")
    func renderChildrenExample() {
        let players = ChildWorkflows(keys: ["ada", "grace"]) { PlayerWorkflow(name: $0) }
        let host = WorkflowHost(workflow: PlayersWorkflow(players: players), options: .init(reusesUnchangedChildRenderings: true))
        #expect(host.rendering.map(\.text) == ["ada: 0", "grace: 0"])
        host.rendering[1].score.send { $0 += 3 }
        #expect(host.rendering.map(\.text) == ["ada: 0", "grace: 3"])
        #expect(host.counters.nodesRendered == 3 + 2)
    }

    @Test("the LiveObjectTracker example counts a label until it is gone", .gtk)
    func liveObjectTrackerExample() {
        let tracker = LiveObjectTracker()
        tracker.track { _ = Label("counted") }
        // tracker.count == 0: the label and its wrapper are gone
        #expect(tracker.count == 0 && tracker.adopted == 1)
    }

    @Test("the Workflow and WorkflowTesting examples run and check what they say")
    func workflowExamplesRun() async {
        #expect(WorkflowDocExamples.article() == 1, "the sent action was applied and re-rendered")
        let actionFailures = WorkflowTestFailureReporter.collectingFailures { WorkflowDocExamples.actionTester() }.failures
        #expect(actionFailures.isEmpty, "\(actionFailures)")
        let renderFailures = WorkflowTestFailureReporter.collectingFailures { WorkflowDocExamples.renderTester() }.failures
        #expect(renderFailures.isEmpty, "\(renderFailures)")
        let unexpected = WorkflowDocExamples.collectedFailures()
        #expect(unexpected.count == 1 && unexpected[0].message.contains("ChildWorkflow"), "\(unexpected)")
        WorkflowDocExamples.capturedLog()

        let editor = WorkflowHost(workflow: EditorWorkflow(maximumLength: 4))
        editor.rendering.rename.send(Rename(text: "Workflow"))
        #expect(editor.rendering.name == "Work", "cut to the workflow's maximumLength")

        let parent = WorkflowHost(workflow: ChildOutputWorkflow())
        parent.rendering.child.send(AnyWorkflowAction<Child> { _ in "hello" })
        #expect(parent.rendering.lastOutput == "hello", "the child's output reached the parent's state")

        let loader = WorkflowHost(workflow: LoaderWorkflow(id: 4))
        #expect(await waitUntil(timeout: .seconds(5)) { loader.rendering == 40 }, "the worker's output became the state")
    }

    @Test("the ViewEnvironmentKey example reads its default and a set value")
    func environmentKeyExample() {
        var environment = ViewEnvironment.empty
        #expect(environment.side == .leading)
        environment.side = .trailing
        #expect(environment.side == .trailing)
    }
}
