import Gtk
import Workflow

/// A controller whose view is a composite-template widget: a widget type defined in Swift
/// whose layout comes from a GtkBuilder `.ui` file (or a Blueprint file compiled to one), so
/// a screen's layout lives in the file and its updates in Swift.
///
/// The template widget is made on the first read of the view (`viewWidget`), never in
/// `init`; update it (or read its children by id, `template[Panel.title]`) in `screenDidChange`. Signal
/// handlers named in the file call the widget's `TemplateCallback`s; route them to the
/// screen through a closure property of the widget that `viewDidLoad()` sets.
///
/// ```swift
/// final class CounterController: TemplateScreenViewController<CounterScreen, Counter> {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         template.onIncrement = { [weak self] in self?.screen.onIncrement() }
///     }
///
///     override func screenDidChange(from previousScreen: CounterScreen, previousEnvironment: ViewEnvironment) {
///         super.screenDidChange(from: previousScreen, previousEnvironment: previousEnvironment)
///         template.value = screen.count
///     }
/// }
/// ```
@MainActor
open class TemplateScreenViewController<ScreenType: Screen, Template: Widget & ObjectSubclass>: ScreenViewController<ScreenType> {
    private var loadedTemplate: Template?

    /// The template widget (the controller's view widget), made on first use.
    public final var template: Template {
        if let loadedTemplate { return loadedTemplate }
        _ = viewWidget
        guard let loadedTemplate else {
            preconditionFailure("\(String(reflecting: Self.self)).template: loadViewWidget() was overridden without calling super; return super.loadViewWidget() to keep the template as the view.")
        }
        return loadedTemplate
    }

    /// Makes the template widget (`Template()`, built from its UI definition) the view.
    open override func loadViewWidget() -> Widget? {
        let widget = Template()
        loadedTemplate = widget
        return widget
    }
}
