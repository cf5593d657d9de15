import Gtk
import Workflow
import WorkflowElements

/// A column of labels, keyed or by position.
struct LabelsScreen: ElementScreen {
    var texts: [String]
    var keyed = false
    var element: some Element {
        Column(spacing: 2) {
            for text in texts {
                if keyed { Label(text).key(text) } else { Label(text) }
            }
        }
    }
}

/// A list of keyed rows, each with a text field, to check that moved rows keep their widgets.
struct RowsScreen: ElementScreen {
    struct Item: Identifiable {
        var id: String
        var title: String
    }
    var items: [Item]
    var element: some Element {
        KeyedList(items, spacing: 4) { item in
            Row(spacing: 6) {
                Label(item.title)
                TextField(text: item.id, onChange: { _ in })
            }
        }
    }
}

/// A screen with one element built by a closure.
struct ClosureScreen: ElementScreen {
    var make: () -> AnyElement
    var element: some Element { make() }
}

/// A text field whose text lives in the workflow's state: each edit is sent as an action
/// and rendered back (the echo).
struct EchoWorkflow: Workflow {
    typealias State = String
    func makeInitialState() -> String { "" }

    struct Screen: ElementScreen {
        var text: String
        var onChange: (String) -> Void
        var element: some Element {
            Column {
                TextField(text: text, placeholder: "Type here", onChange: onChange)
                Label("\(text.count) characters")
            }
        }
    }

    func render(state: String, context: RenderContext<EchoWorkflow>) -> Screen {
        let sink = context.makeSink(of: Edit.self)
        return Screen(text: state, onChange: { sink.send(Edit(text: $0)) })
    }

    struct Edit: WorkflowAction {
        typealias WorkflowType = EchoWorkflow
        var text: String
        func apply(toState state: inout String) -> Never? {
            state = text
            return nil
        }
    }
}
