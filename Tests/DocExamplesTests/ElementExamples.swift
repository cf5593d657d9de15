import enum Gtk.DragContent
import SeedScreens
import Workflow
import WorkflowElements

// The doc examples of WorkflowElements, compiled as written (DocExamplesTests checks that each
// doc block appears here line for line). Nothing here is `@MainActor`: the docs teach element
// helpers as plain functions, and this file is the proof that they need no actor annotation.

/// A book of the shelf examples.
struct Book: Identifiable, Equatable {
    var id: Int
    var title: String
}

/// The actions the element examples send.
enum ShelfAction {
    case open(Book.ID), remove(Book.ID), rename(String)
}

enum ElementExamples {
    struct Card: Element {
        var title: String
        var anyElement: AnyElement {
            Column(spacing: 6) { Label(title).heading(level: 2) }.padding(12).anyElement
        }
    }

    struct DemoElementScreen: ElementScreen {
        let title: String
        let onTap: () -> Void
        var element: some Element { Button(title, onTap: onTap) }
    }

    struct ShelfScreen: ElementScreen {
        var books: [Book]
        var onOpen: (Book.ID) -> Void
        var onRemove: (Book.ID) -> Void

        var element: some Element {
            ScrollView {
                Column {
                    for book in books { row(book) }
                }
            }
        }

        func row(_ book: Book) -> AnyElement {
            Row {
                Button(book.title) { onOpen(book.id) }.cssClass("flat").expand(horizontal: true)
                Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove") { onRemove(book.id) }
            }
            .key(book.id)
        }
    }

    /// One row of the long shelf: the book, and whether it is the open one.
    struct ShelfRow: Equatable {
        var book: Book
        var isOpen: Bool
    }

    struct LongShelfScreen: ElementScreen {
        var books: [Book]
        var openID: Book.ID?
        var onOpen: EventHandler<Book.ID>

        var element: some Element {
            ScrollView {
                MemoizedList(books.map { ShelfRow(book: $0, isOpen: $0.id == openID) }, key: \.book.id) { row in
                    Button(row.book.title) { onOpen(row.book.id) }
                        .cssClass(row.isOpen ? "suggested-action" : "flat")
                }
            }
        }
    }

    static func shelf(books: [Book], sink: Sink<ShelfAction>) -> ShelfScreen {
        ShelfScreen(books: books, onOpen: { sink.send(.open($0)) }, onRemove: { sink.send(.remove($0)) })
    }

    static func inbox(unread: Int, names: [String]) -> some Element {
        Column(spacing: 6) {
            Label("Inbox")
            if unread > 0 { Label("\(unread) unread") }
            for name in names { Label(name).key(name) }
        }
    }

    static func leaves(name: String, title: String, lines: [String], books: [Book], sink: Sink<ShelfAction>,
                       onSave: @escaping () -> Void, onRemove: @escaping () -> Void,
                       onDrop: @escaping (DragContent) -> Void) -> [AnyElement] {
        [
            Overlay {
                Image(iconName: "folder-symbolic", pixelSize: 64)
                Spinner().alignment(horizontal: .end, vertical: .start)
            }.anyElement,
            TextField(text: name, placeholder: "Name", onChange: { sink.send(.rename($0)) }).anyElement,
            Column(spacing: 6) {
                Label("Title").heading(level: 1)
                Label("Body", wraps: true)
            }.anyElement,
            ScrollView {
                for line in lines { Label(line) }
            }.anyElement,
            KeyedList(books, key: \.id, spacing: 4) { book in
                Label(book.title)
            }.anyElement,
            Grid(rowSpacing: 6, columnSpacing: 12) {
                Label("Name").gridCell(column: 0, row: 0)
                Label(name).gridCell(column: 1, row: 0)
            }.anyElement,
            Clamp(maximumWidth: 600) {
                Label(title).heading(level: 2)
                for line in lines { Label(line) }
            }.anyElement,
            DropZone(accepting: [.files], onDrop: onDrop) {
                Label("Drop notes here")
            }.anyElement,
            Column {
                Button("Save", onTap: onSave).cssClass("suggested-action")
                Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove", onTap: onRemove)
            }.anyElement,
            Button("Scan", actionName: AppEvent.didTapScan.actionName).anyElement,
            Row(spacing: 6) {
                Button(iconName: "edit-delete-symbolic", accessibilityLabel: "Remove", onTap: onRemove)
                Button("Scan", actionName: AppEvent.didTapScan.actionName).cssClass("pill")
            }.anyElement,
            Label("Inbox").cssClass("title-2"),
            Column {
                Label("Preview")
                EmbeddedScreen(DemoScreen(title: "Tap", onTap: {}))
            }.anyElement,
        ]
    }
}
