import Gtk
import WorkflowUI

// Small screens the UI tests build trees of: labels, counters, buttons, and a label that is
// its controller's own widget. Written as another package would: public API only.

/// A screen shown as one label (`LabelViewController`): its text and CSS classes.
public protocol LabelScreen: Screen {
    /// The label's text in `environment`.
    func labelText(in environment: ViewEnvironment) -> String
    /// The label's CSS classes.
    var labelClasses: [String] { get }
}

extension LabelScreen {
    public var labelClasses: [String] { [] }
}

/// Shows a `LabelScreen` as a label made in `viewDidLoad` (so the controller can be built and
/// updated headless) inside the controller's view, and records the updates it sees.
open class LabelViewController<S: LabelScreen>: ScreenViewController<S> {
    public private(set) var label: Label?
    /// Every update: the screen and environment before it (the first is the initial update).
    public private(set) var changes: [(previous: S, previousEnvironment: ViewEnvironment)] = []
    public var updateCount: Int { changes.count }

    override open func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(screen.labelText(in: environment))
        for name in screen.labelClasses { label.addCSSClass(name) }
        self.label = label
        view.append(label)
    }

    override open func screenDidChange(from previousScreen: S, previousEnvironment: ViewEnvironment) {
        changes.append((previousScreen, previousEnvironment))
        guard let label else { return }
        label.text = screen.labelText(in: environment)
        for name in previousScreen.labelClasses where !screen.labelClasses.contains(name) { label.removeCSSClass(name) }
        for name in screen.labelClasses { label.addCSSClass(name) }
    }
}

/// A text in a label; Equatable, so an equal update is skipped. `emphasized` adds the CSS
/// class `emphasis`.
public struct TextScreen: LabelScreen, Equatable {
    public var text: String
    public var emphasized: Bool

    public init(text: String, emphasized: Bool = false) {
        self.text = text
        self.emphasized = emphasized
    }

    public func labelText(in environment: ViewEnvironment) -> String { text }
    public var labelClasses: [String] { emphasized ? ["emphasis"] : [] }

    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        TextViewController.description(for: self, environment: environment)
    }
}

public final class TextViewController: LabelViewController<TextScreen> {}

/// Another kind of screen: "count N" in a label of CSS class `count`; not Equatable, so
/// every update reaches `screenDidChange`.
public struct CountScreen: LabelScreen {
    public var count: Int

    public init(count: Int) { self.count = count }

    public func labelText(in environment: ViewEnvironment) -> String { "count \(count)" }
    public var labelClasses: [String] { ["count"] }

    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        CountViewController.description(for: self, environment: environment)
    }
}

/// Open, so that a test can make a subclass: another kind of controller for the same screen.
open class CountViewController: LabelViewController<CountScreen> {}

/// A button with a title, enabled or not, that calls `onTap`, or (with `actionName`)
/// activates that action up the widget tree. Not Equatable (a closure).
public struct ButtonScreen: Screen {
    public var title: String
    public var isEnabled: Bool
    public var actionName: String?
    public var onTap: () -> Void

    public init(title: String, isEnabled: Bool = true, actionName: String? = nil, onTap: @escaping () -> Void = {}) {
        (self.title, self.isEnabled, self.actionName, self.onTap) = (title, isEnabled, actionName, onTap)
    }

    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        ButtonViewController.description(for: self, environment: environment)
    }
}

/// The button in a column inside the controller's view.
public final class ButtonViewController: ScreenViewController<ButtonScreen> {
    public private(set) var button: Button?

    override public func viewDidLoad() {
        super.viewDidLoad()
        let button = Button(label: screen.title)
        button.onClicked { [weak self] in self?.screen.onTap() }
        self.button = button
        apply()
        let column = Box(.vertical)
        column.append(button)
        view.append(column)
    }

    override public func screenDidChange(from previousScreen: ButtonScreen, previousEnvironment: ViewEnvironment) {
        apply()
    }

    private func apply() {
        button?.label = screen.title
        button?.isSensitive = screen.isEnabled
        button?.actionName = screen.actionName
    }
}

/// A text shown in a label that is its controller's own view (`loadViewWidget()`): no
/// container box around it.
public struct OwnLabelScreen: Screen, Equatable {
    public var text: String

    public init(text: String) { self.text = text }

    public func viewControllerDescription(environment: ViewEnvironment) -> ViewControllerDescription {
        OwnLabelViewController.description(for: self, environment: environment)
    }
}

public final class OwnLabelViewController: ScreenViewController<OwnLabelScreen> {
    public private(set) var label: Label?
    public private(set) var didLoadCount = 0

    override public func loadViewWidget() -> Widget? {
        let label = Label(screen.text)
        self.label = label
        return label
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        didLoadCount += 1
    }

    override public func screenDidChange(from previousScreen: OwnLabelScreen, previousEnvironment: ViewEnvironment) {
        super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
        label?.text = screen.text
    }
}
