import Foundation
@_spi(Testing) import Gtk
import GtkTesting
import GtkTestSupport
import Testing
import WorkflowUITesting

@MainActor
@Suite("Composite templates: children by id, callbacks as closures, one message per mismatch", .gtk)
struct TemplateTests {
    @Test("the template's children are built and read by id with their own types")
    func childrenResolved() async throws {
        let card = GreetingCard()
        #expect(card.typeName == "TestGreetingCard")
        #expect(card[GreetingCard.title].label == "Hello")
        #expect(card[GreetingCard.button].label == "Greet")
        #expect(card.templateChild("title", as: Label.self) === card[GreetingCard.title])
        #expect(card.children.count == 3, "the template's children are the box's children")
        #expect(card.children.first === card[GreetingCard.title], "the children are the wrappers of the template's objects")
    }

    @Test("a signal the template connects calls the Swift closure with the widget and the emitter")
    func callbackFires() async throws {
        let card = GreetingCard()
        let host = try await UITestHost(widget: card, width: 300, height: 200)
        defer { host.close() }
        try await host.settle()
        let button = card[GreetingCard.button]
        // GtkButton handles activate by showing itself pressed, then emitting clicked.
        #expect(button.activate())
        try await host.wait(for: "the button's clicked to reach the greet callback", until: { card.greetings == 1 })
        #expect(card.lastEmitter === button)
        button.click()
        #expect(card.greetings == 2)
        card[GreetingCard.check].isActive = true
        #expect(card.submissions == 1, "a swapped handler reaches its closure too")
    }

    @Test("each card has its own children and callbacks reach their own card")
    func instancesAreSeparate() async throws {
        let first = GreetingCard(), second = GreetingCard()
        #expect(first[GreetingCard.title] !== second[GreetingCard.title])
        second[GreetingCard.button].click()
        #expect(first.greetings == 0 && second.greetings == 1)
    }

    @Test("a dropped card is finalized with its template children")
    func dropFinalizes() async throws {
        weak var title: Label?
        weak var card: GreetingCard?
        do {
            let made = GreetingCard()
            title = made[GreetingCard.title]
            card = made
            made[GreetingCard.button].click()
        }
        #expect(card == nil)
        #expect(title == nil)
    }

    @Test("1,000 cards made, clicked and dropped: each is finalized and no wrapper outlives its card")
    func noLeakAcrossCycles() {
        let tracker = LiveObjectTracker()
        var finalized = 0
        tracker.track {
            for _ in 0..<1_000 {
                let card = GreetingCard()
                card[GreetingCard.button].click()
                card[GreetingCard.check].isActive = true
                card.onFinalize { finalized += 1 }
            }
        }
        #expect(finalized == 1_000)
        #expect(tracker.count == 0, "no Swift wrapper (card or template child) outlived its card")
    }

    @Test("a child id the file lacks: one message with the id, the expected type and the file")
    func missingChild() {
        #expect(throws: TemplateError("MissingChildCard: the template greeting-card.ui has no object with id 'subtitle' (expected a Label). Add it to greeting-card.ui, or remove TemplateChild<Label>(\"subtitle\") from the template's children.")) {
            try MissingChildCard.validateTemplate()
        }
    }

    @Test("a child of another type: the message names the id, both types and the file")
    func mistypedChild() {
        #expect(throws: TemplateError("MistypedChildCard: the template child 'title' in greeting-card.ui is a GtkLabel (Label in Swift), expected a Button. Change its class in greeting-card.ui or the TemplateChild's type.")) {
            try MistypedChildCard.validateTemplate()
        }
    }

    @Test("a handler without a callback, a template of another class or parent: refused by name")
    func missingCallbackAndWrongClass() {
        do {
            try MissingCallbackCard.validateTemplate()
            Issue.record("a missing callback was accepted")
        } catch {
            #expect(error.description.contains("'submit'") && error.description.contains("greeting-card.ui"))
        }
        do {
            try WrongClassCard.validateTemplate()
            Issue.record("a template of another class was accepted")
        } catch {
            #expect(error.description.contains("TestGreetingCard, not TestWrongClassCard"))
        }
        do {
            try WrongParentCard.validateTemplate()
            Issue.record("a template with another parent was accepted")
        } catch {
            #expect(error.description.contains("says its parent is GtkBox, but TestGreetingCard derives from GtkGrid"))
        }
        #expect(throws: Never.self) { try GreetingCard.validateTemplate() }
    }

    @Test("malformed XML is refused with the parser's line")
    func malformedXML() {
        do {
            try BrokenTemplateCard.validateTemplate()
            Issue.record("malformed XML was accepted")
        } catch {
            #expect(error.description.contains("broken.ui is not well-formed XML"))
            #expect(error.description.contains("line 2"))
        }
    }

    @Test("a template from the app's GResource bundle: compiled with glib-compile-resources, registered, built")
    func resourceTemplate() async throws {
        #expect(throws: TemplateError.self) { try ResourceCard.validateTemplate() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("template-resource-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try resourceCardXML.write(to: folder.appendingPathComponent("resource-card.ui"), atomically: true, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <gresources><gresource prefix="/dev/workflowgtk/tests"><file>resource-card.ui</file></gresource></gresources>
            """.write(to: folder.appendingPathComponent("tests.gresource.xml"), atomically: true, encoding: .utf8)
        let compile = try await TestProcess.run(URL(fileURLWithPath: "/usr/bin/glib-compile-resources"), [
            "--sourcedir", folder.path, "--target", folder.appendingPathComponent("tests.gresource").path,
            folder.appendingPathComponent("tests.gresource.xml").path,
        ])
        #expect(compile.status == 0, "\(compile.stderr)")
        let data = try Data(contentsOf: folder.appendingPathComponent("tests.gresource"))
        _ = try ResourceBundle(data: Array(data))
        try ResourceCard.validateTemplate()
        let card = ResourceCard()
        #expect(card[ResourceCard.caption].label == "From a resource")
    }
}
