import DemoWorkflows
import Gtk
import WorkflowElements
import WorkflowUI

// The library's detail panes as element screens: `ElementViewController` builds their
// widgets once and, when another item of the same kind is chosen, sets only the texts that
// changed on the same labels.

extension BookDetailScreen: ElementScreen {
    /// A book's detail: kind, title (a heading), author and page count.
    public var element: some Element {
        DetailElement.column(kind: localized("Book"), title: title, lines: [
            localized("by %s", author),
            Translation.string("%d page", plural: "%d pages", count: pages).replacing("%d", with: localizedCount(pages)),
        ])
    }
}

extension AlbumDetailScreen: ElementScreen {
    /// An album's detail: kind, title (a heading), artist and the numbered track list.
    public var element: some Element {
        DetailElement.column(kind: localized("Album"), title: title, lines: [
            localized("by %s", artist),
            tracks.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n"),
        ])
    }
}

/// The shared layout of the detail panes.
enum DetailElement {
    /// The kind (dimmed), the title as a level-2 heading and the lines, wrapped and lined up
    /// at the start, in a column that fills the pane.
    @MainActor
    static func column(kind: String, title: String, lines: [String]) -> AnyElement {
        Column(spacing: 8) {
            Label(kind).cssClass("dim-label").alignment(horizontal: .start)
            Label(title, wraps: true).cssClass("title-2").heading(level: 2).alignment(horizontal: .start)
            for line in lines {
                Label(line, wraps: true).alignment(horizontal: .start)
            }
        }
        .cssClass("detail")
        .padding(24)
        // Filling the pane, its lines at the start: the column stays put when another
        // item (a longer or shorter title) is chosen.
        .alignment(horizontal: .fill, vertical: .start)
    }
}
