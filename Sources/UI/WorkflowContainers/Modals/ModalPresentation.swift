import Gtk
import WorkflowUI

/// One presented modal: its content controller and, once shown, its window (style
/// `.window`) or its layer over the base in the same window (`.sheet`, `.cover`).
@MainActor
public final class ModalPresentation {
    /// The modal's key.
    public let key: AnyHashable
    /// How the modal is shown (fixed: a new style for the same key is a new presentation).
    public let style: ModalStyle
    /// Hosts the modal's screen.
    public let contentViewController: DescribedViewController
    /// The modal window, once presented over a window (style `.window`).
    public private(set) var window: Window?
    /// The layer over the base (a sheet's dimmed surround, a cover), once presented in the
    /// window (styles `.sheet` and `.cover`).
    public private(set) var layer: Box?
    /// The sheet's or cover's card: the title above the content.
    public private(set) var card: Box?
    /// The heading of a sheet or a cover (the modal's title).
    public private(set) var titleLabel: Label?
    /// The close button beside a sheet's or a cover's heading (sends `onClose`); hidden while
    /// the modal has no close handler.
    public private(set) var closeButton: Button?
    /// The size a sheet asks for (`ModalContainerScreenModal.defaultSize`), shrunk to fit the
    /// window; nil: the content's natural size.
    private var sheetSize: (width: Int, height: Int)?
    /// The size request last given to the sheet's card.
    private var appliedSheetSize: [Int]?
    private weak var overlay: Overlay?
    private var parentIdentity: UInt?
    /// The finalize watch on the current parent window (one at a time: a long-lived main
    /// window would otherwise collect a watch per presentation).
    private var parentWatch: FinalizeWatch?
    /// The close handler of the latest screen.
    var onClose: (() -> Void)?
    /// The widget that had the keyboard focus in the parent window when this modal was
    /// presented; it gets the focus back when the modal goes away (if it is still shown).
    private var focusToRestore: Widget?
    private var parentWindow: Window?

    init(modal: ModalContainerScreenModal, environment: ViewEnvironment) {
        key = modal.key
        style = modal.style
        contentViewController = DescribedViewController(description: modal.screen.viewControllerDescription(environment: environment))
        onClose = modal.onClose
    }

    /// Applies the latest screen of this modal.
    func update(_ modal: ModalContainerScreenModal, environment: ViewEnvironment) {
        contentViewController.update(description: modal.screen.viewControllerDescription(environment: environment))
        onClose = modal.onClose
        closeButton?.isVisible = modal.onClose != nil
        if style == .sheet {
            sheetSize = modal.defaultSize
            if let overlay { fitSheet(in: overlay.allocation) }
        }
        if let window {
            window.title = Self.title(of: modal, under: window.transientFor)
            applyAccessibility(to: window, settingRole: false)
        }
        if let titleLabel, let card {
            let title = Self.title(of: modal, under: card.window)
            titleLabel.text = title
            card.setAccessibleLabel(title)
        }
    }

    /// The modal's title, or the title of the window below when it has none.
    private static func title(of modal: ModalContainerScreenModal, under window: Window?) -> String {
        modal.title.isEmpty ? (window?.title ?? "") : modal.title
    }

    /// Shows the content over the base, in `overlay` (a sheet: a card over the dimmed base;
    /// a cover: the whole overlay), and moves the keyboard focus into it. Escape asks to
    /// close it when the modal allows it.
    func presentInWindow(_ modal: ModalContainerScreenModal, in overlay: Overlay) {
        let layer = Box(.vertical)
        layer.addCSSClass("workflow-modal-layer")
        let card = Box(.vertical, spacing: 12)
        card.addCSSClass("background")
        let title = Label()
        ContainerChrome.mark(title)
        title.addCSSClass(style == .sheet ? "title-3" : "title-1")
        title.setAccessibleHeading(level: 1)
        title.expandsHorizontally = true
        // GNOME HIG: a dialog has a way out besides Escape.
        let close = Button(iconName: "window-close-symbolic")
        close.addCSSClass("flat")
        close.addCSSClass("circular")
        close.tooltip = "Close"
        close.setAccessibleLabel("Close")
        close.verticalAlignment = .center
        close.marginTop = 12
        close.marginEnd = 12
        close.isVisible = modal.onClose != nil
        close.onClicked { [weak self] in self?.onClose?() }
        let heading = Box(.horizontal)
        heading.append(title)
        heading.append(close)
        card.append(heading)
        let content = contentViewController.view
        content.expandsVertically = true
        content.expandsHorizontally = true
        card.append(content)
        if style == .sheet {
            card.addCSSClass("workflow-sheet")
            card.addCSSClass("frame")
            card.horizontalAlignment = .center
            card.verticalAlignment = .center
            card.expandsVertically = true
            card.expandsHorizontally = true
            card.setMargins(Self.sheetMargin)
        } else {
            card.addCSSClass("workflow-cover")
            card.expandsVertically = true
            card.expandsHorizontally = true
        }
        title.marginTop = 18
        title.marginStart = 24
        title.marginEnd = 24
        if style == .sheet {
            content.marginStart = 24
            content.marginEnd = 24
            content.marginBottom = 24
        }
        layer.append(card)
        if modal.closesOnEscape {
            let shortcuts = ShortcutController(scope: .local)
            shortcuts.addShortcut("Escape") { [weak self] in
                self?.onClose?()
                return true
            }
            layer.addController(shortcuts)
        }
        AccessibilityWarnings.check(content, screenName: AccessibilityWarnings.screenName(modal.screen))
        focusToRestore = overlay.window?.focusedWidget
        overlay.addOverlay(widget: layer)
        (self.layer, self.card, self.titleLabel, self.closeButton, self.overlay) = (layer, card, title, close, overlay)
        if style == .sheet {
            sheetSize = modal.defaultSize
            fitSheet(in: overlay.allocation)
        }
        let text = Self.title(of: modal, under: overlay.window)
        title.text = text
        card.setAccessibleLabel(text)
        // The content first: the close button is the way out, not the first thing to use.
        if !content.focusFirstDescendant() && !layer.focusFirstDescendant() { card.grabFocus() }
    }

    /// Sizes a sheet's card to its `defaultSize`, shrunk to what `bounds` (the overlay's
    /// allocation) leaves inside the card's margins; a sheet without one keeps its natural size.
    func fitSheet(in bounds: Rect) {
        guard let card else { return }
        guard let sheetSize else {
            if appliedSheetSize != nil { card.setSizeRequest(width: -1, height: -1) }
            appliedSheetSize = nil
            return
        }
        let margin = 2 * Self.sheetMargin
        // Before the first allocation the bounds are empty: ask for the whole default size.
        let fits = bounds.width > 0 && bounds.height > 0
        let width = fits ? min(sheetSize.width, bounds.width - margin) : sheetSize.width
        let height = fits ? min(sheetSize.height, bounds.height - margin) : sheetSize.height
        guard appliedSheetSize != [width, height] else { return }
        appliedSheetSize = [width, height]
        card.setSizeRequest(width: max(width, -1), height: max(height, -1))
    }

    /// The space around a sheet's card.
    static let sheetMargin = 18

    /// Shows the content in a new modal window kept above `parent`. Escape asks to close it
    /// when the modal allows it.
    /// `presenter` is the widget responder events from inside the modal continue from.
    func present(_ modal: ModalContainerScreenModal, over parent: Window, presenter: Widget) {
        let window = Window()
        window.title = Self.title(of: modal, under: parent)
        // The application's accelerators (Ctrl+Q) keep working while the modal has focus.
        window.joinApplication(of: parent)
        focusToRestore = parent.focusedWidget
        parentWindow = parent
        window.setTransient(for: parent, modal: true)
        window.destroysWithParent = true
        watch(parent)
        if let size = modal.defaultSize { window.setDefaultSize(width: size.width, height: size.height) }
        window.addCSSClass("workflow-modal")
        modal.windowCSSClasses.forEach(window.addCSSClass)
        window.child = contentViewController.view
        applyAccessibility(to: window, settingRole: true)
        AccessibilityWarnings.check(contentViewController.view, screenName: AccessibilityWarnings.screenName(modal.screen))
        if modal.closesOnEscape {
            let shortcuts = ShortcutController(scope: .local)
            shortcuts.addShortcut("Escape") { [weak window] in
                window?.close()
                return true
            }
            window.addController(shortcuts)
        }
        // Events sent from inside the modal continue from the presenting controller.
        ResponderChain.setPresenter(presenter, for: window)
        window.onCloseRequest { [weak self] in
            // Report to the workflow; the window goes when the workflow drops the modal.
            self?.onClose?()
            return true
        }
        // If GTK disposes the window on its own, forget it (never destroy it twice).
        window.onDestroy { [weak self] in self?.windowDestroyed() }
        self.window = window
        parentIdentity = parent.identity
        window.present()
    }

    /// Puts the window above a new parent after a modal below it went away.
    func reparent(over parent: Window) {
        guard parentIdentity != parent.identity else { return }
        parentIdentity = parent.identity
        window?.setTransient(for: parent, modal: true)
        watch(parent)
    }

    /// GTK 4.8 does not clear a window's transient parent when that parent is disposed:
    /// the modal would later touch freed memory. Let go of the parent (and close the modal,
    /// as `destroysWithParent` asks) while it is being disposed.
    private func watch(_ parent: Window) {
        let identity = parent.identity
        parentWatch?.cancel()
        parentWatch = parent.onFinalize { [weak self] in
            guard let self, self.parentIdentity == identity, let window = self.window else { return }
            self.window = nil
            self.parentIdentity = nil
            window.setTransient(for: nil, modal: false)
            window.destroy()
        }
    }

    /// Closes the window for good and releases the content; the widget that had the focus
    /// before the modal was presented gets it back.
    func dismiss() {
        if let layer {
            contentViewController.removeFromParent()
            overlay?.removeOverlay(widget: layer)
            (self.layer, card, titleLabel, closeButton, overlay) = (nil, nil, nil, nil, nil)
            let target = focusToRestore
            focusToRestore = nil
            if let target, target.isDrawable, target.canFocus { target.grabFocus() }
            return
        }
        contentViewController.removeFromParent()
        let window = self.window
        self.window = nil
        window?.setTransient(for: nil, modal: false)
        window?.destroy()
        parentIdentity = nil
        parentWatch?.cancel()
        parentWatch = nil
        restoreFocus()
    }

    /// Gives the focus back to the widget that had it before the modal, when that widget
    /// is still in its window and can take it (after a log-out it is gone: GTK then picks).
    private func restoreFocus() {
        let target = focusToRestore, parent = parentWindow
        focusToRestore = nil
        parentWindow = nil
        guard let parent else { return }
        ModalFocusReturn.activate(parent, focusing: target)
    }

    /// An alert's window is an alert dialog for assistive technologies, described by the
    /// alert's message (its name is the window title).
    /// The role is set once, before the window is shown (GTK 4.8 fixes it then).
    private func applyAccessibility(to window: Window, settingRole: Bool) {
        guard let alert = contentViewController.currentViewController as? AlertViewController else { return }
        if settingRole { window.setAccessibleRole(.alertDialog) }
        window.setAccessibleDescription(alert.screen.alert.message)
    }

    private func windowDestroyed() {
        // Destroyed by GTK (not by `dismiss`): there is no focus to give back.
        if window != nil { (focusToRestore, parentWindow) = (nil, nil) }
        window?.setTransient(for: nil, modal: false)
        window = nil
        parentIdentity = nil
        parentWatch?.cancel()
        parentWatch = nil
    }
}
