import Gtk
import WorkflowUI

/// Shows a `FileChooserContainerScreen`: the base screen, and while a request is rendered a
/// `FileChooserNative` transient for the base's window and modal to it.
public final class FileChooserContainerViewController<BaseScreen: Screen>: DialogContainerViewController<FileChooserContainerScreen<BaseScreen>> {
    /// The chooser shown now, if any.
    public private(set) var chooser: FileChooserNative?
    /// The request `chooser` shows.
    private var shownRequest: FileChooserRequest?
    /// Watches the chooser's parent window: a chooser outliving it is closed with it. The
    /// window's `unrealize` comes as it is destroyed (`destroy` only once every reference to
    /// it is gone, which may be later), while the chooser's own dialog is still alive.
    private var parentWatch: SignalConnection?

    /// A chooser still shown when this controller goes (the workflow replaced the whole
    /// screen) goes with it, without an answer.
    isolated deinit {
        parentWatch?.disconnect()
        chooser?.destroy()
    }

    /// Shows, keeps, replaces or closes the chooser for the current request.
    public override func applyDialog() {
        guard let request = screen.fileChooser else {
            closeChooser()
            return
        }
        if chooser != nil, let shownRequest, shownRequest.asksSameQuestion(as: request) { return }
        closeChooser()
        guard let window = view.window else { return }
        let chooser = FileChooserNative(title: request.title, parent: window, action: Self.action(for: request.mode),
                                        acceptLabel: request.acceptLabel)
        chooser.isModal = true
        if let folder = request.initialFolder { chooser.setCurrentFolder(folder) }
        switch request.mode {
        case .openFiles: chooser.selectMultiple = true
        case .save(let suggestedName): chooser.setCurrentName(suggestedName)
        default: break
        }
        for filter in request.filters {
            chooser.addFilter(name: filter.name, patterns: filter.patterns, mimeTypes: filter.mimeTypes)
        }
        chooser.onResponse { [weak self, weak chooser] response in
            guard let self, let chooser, self.chooser === chooser else { return }
            let result: FileChooserResult = response == .accepted ? .chosen(chooser.paths) : .cancelled
            self.chooser = nil
            self.shownRequest = nil
            self.parentWatch?.disconnect()
            self.parentWatch = nil
            // An accepted answer without a file (nothing selected) is a cancellation.
            let answer: FileChooserResult = result.paths.isEmpty ? .cancelled : result
            self.screen.fileChooser?.answer(answer)
            self.flushPendingRendering()
            chooser.destroy()
        }
        parentWatch = window.onUnrealize { [weak self] in self?.closeChooser() }
        self.chooser = chooser
        shownRequest = request
        chooser.show()
    }

    private func closeChooser() {
        guard let chooser else { return }
        self.chooser = nil
        shownRequest = nil
        parentWatch?.disconnect()
        parentWatch = nil
        chooser.destroy()
    }

    /// GTK's chooser action for a request's mode.
    static func action(for mode: FileChooserRequest.Mode) -> FileChooserAction {
        switch mode {
        case .openFile, .openFiles: .open
        case .openFolder: .selectFolder
        case .save: .save
        }
    }
}
