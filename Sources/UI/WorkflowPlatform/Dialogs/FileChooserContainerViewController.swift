import Gtk
import WorkflowUI

/// Shows a `FileChooserContainerScreen`: the base screen, and while a request is rendered a
/// `FileChooserNative` transient for the base's window and modal to it.
public final class FileChooserContainerViewController<BaseScreen: Screen>: ScreenViewController<FileChooserContainerScreen<BaseScreen>> {
    /// The base screen's controller holder.
    public let base: DescribedViewController
    /// The chooser shown now, if any.
    public private(set) var chooser: FileChooserNative?
    /// The request `chooser` shows.
    private var shownRequest: FileChooserRequest?
    /// Watches the chooser's parent window: a chooser outliving it is closed with it. The
    /// window's `unrealize` comes as it is destroyed (`destroy` only once every reference to
    /// it is gone, which may be later), while the chooser's own dialog is still alive.
    private var parentWatch: SignalConnection?

    /// Builds the base's controller; no widget exists yet.
    public required init(screen: FileChooserContainerScreen<BaseScreen>, environment: ViewEnvironment) {
        base = DescribedViewController(screen: screen.baseScreen, environment: environment)
        super.init(screen: screen, environment: environment)
        addChild(base)
    }

    /// A chooser still shown when this controller goes (the workflow replaced the whole
    /// screen) goes with it, without an answer.
    isolated deinit {
        parentWatch?.disconnect()
        chooser?.destroy()
    }

    /// Adds the base's view; the chooser is shown once the view is in a window.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.append(base.view)
        // The view is in a window only after this: show on the next turn of the loop.
        MainLoop.addTimeout(milliseconds: 0) { [weak self] in
            self?.applyRequest()
            return false
        }
    }

    /// Updates the base, and shows, keeps, replaces or closes the chooser for the new request.
    public override func screenDidChange(from previousScreen: FileChooserContainerScreen<BaseScreen>, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        base.update(screen: screen.baseScreen, environment: environment)
        if isViewLoaded { applyRequest() }
    }

    private func applyRequest() {
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
