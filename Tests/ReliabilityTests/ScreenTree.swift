import GtkTestSupport
import WorkflowContainers
import WorkflowUI

/// A plain-value description of a screen tree, so random trees can be generated, printed,
/// compared and shrunk. `screen()` turns it into the real screens.
indirect enum ScreenTree: Equatable, CustomStringConvertible {
    case text(String, emphasized: Bool)
    case count(Int)
    case button(String, enabled: Bool)
    case entry(String, note: String?)
    /// A label showing the environment's theme.
    case themed(String)
    /// The child shown with the theme set in its environment (`AdaptedEnvironmentScreen`).
    case theme(String, ScreenTree)
    /// The child wrapped in `AnyScreen`. As the leading side of a split this changes the
    /// split's controller kind (`SplitScreen<AnyScreen, AnyScreen>` instead of
    /// `SplitScreen<TextScreen, AnyScreen>`).
    case any(ScreenTree)
    case split(ScreenTree, ScreenTree, ratio: Int, vertical: Bool, draggable: Bool)
    case stack([Item], hasBack: Bool)
    case tabs([Page], selected: Int)

    /// A keyed child of a container node (a stack's item, a tab's page).
    protocol Child {
        var key: String { get }
        var content: ScreenTree { get set }
    }

    struct Item: Child, Equatable {
        var key: String
        var title: String
        var content: ScreenTree
    }

    struct Page: Child, Equatable {
        var key: String
        var title: String
        var icon: String?
        var content: ScreenTree
    }

    static let ratios: [SplitRatio] = [.quarter, .third, .half, .twoThirds, .threeQuarters, SplitRatio(0.1)]

    // MARK: - Screens

    /// The screen this tree describes.
    @MainActor
    func screen() -> AnyScreen {
        switch self {
        case .text(let text, let emphasized): AnyScreen(TextScreen(text: text, emphasized: emphasized))
        case .count(let count): AnyScreen(CountScreen(count: count))
        case .button(let title, let enabled): AnyScreen(ButtonScreen(title: title, isEnabled: enabled))
        case .entry(let text, let note): AnyScreen(EntryLeaf(text: text, note: note))
        case .themed(let name): AnyScreen(ThemedLeaf(name: name))
        case .theme(let theme, let child): AnyScreen(child.screen().adaptedEnvironment(key: ThemeKey.self, value: theme))
        case .any(let child): AnyScreen(child.screen())
        case .split(let leading, let trailing, let ratio, let vertical, let draggable):
            if case .text(let text, let emphasized) = leading {
                AnyScreen(SplitScreen(leadingScreen: TextScreen(text: text, emphasized: emphasized),
                                      trailingScreen: trailing.screen(), ratio: Self.ratios[ratio],
                                      orientation: vertical ? .vertical : .horizontal, isDividerDraggable: draggable))
            } else {
                AnyScreen(SplitScreen(leadingScreen: leading.screen(), trailingScreen: trailing.screen(),
                                      ratio: Self.ratios[ratio],
                                      orientation: vertical ? .vertical : .horizontal, isDividerDraggable: draggable))
            }
        case .stack(let items, let hasBack):
            AnyScreen(BackStackScreen(
                items: items.map { .init(key: $0.key, screen: $0.content.screen(), title: $0.title) },
                onBack: hasBack ? {} : nil))
        case .tabs(let pages, let selected):
            AnyScreen(TabScreen(
                pages: pages.map { .init(key: $0.key, title: $0.title, iconName: $0.icon, screen: $0.content.screen()) },
                selectedIndex: selected))
        }
    }

    // MARK: - Printing

    var description: String {
        switch self {
        case .text(let text, let emphasized): "text(\(text.debugDescription)\(emphasized ? ", em" : ""))"
        case .count(let count): "count(\(count))"
        case .button(let title, let enabled): "button(\(title.debugDescription)\(enabled ? "" : ", disabled"))"
        case .entry(let text, let note): "entry(\(text.debugDescription)\(note.map { ", note: \($0.debugDescription)" } ?? ""))"
        case .themed(let name): "themed(\(name.debugDescription))"
        case .theme(let theme, let child): "theme(\(theme); \(child))"
        case .any(let child): "any(\(child))"
        case .split(let leading, let trailing, let ratio, let vertical, let draggable):
            "split(\(vertical ? "v" : "h") \(Self.ratios[ratio])\(draggable ? "" : " fixed"); \(leading) | \(trailing))"
        case .stack(let items, let hasBack):
            "stack(\(hasBack ? "back" : "noback"); " + items.map { "\($0.key)\($0.title.isEmpty ? "" : " \($0.title.debugDescription)"): \($0.content)" }.joined(separator: ", ") + ")"
        case .tabs(let pages, let selected):
            "tabs(selected \(selected); " + pages.map { "\($0.key) \($0.title.debugDescription)\($0.icon.map { " icon \($0)" } ?? ""): \($0.content)" }.joined(separator: ", ") + ")"
        }
    }

    /// Number of nodes (for shrinking: smaller first).
    var size: Int {
        switch self {
        case .text, .count, .button, .entry, .themed: 1
        case .any(let child), .theme(_, let child): 1 + child.size
        case .split(let leading, let trailing, _, _, _): 1 + leading.size + trailing.size
        case .stack(let items, _): 1 + items.reduce(0) { $0 + $1.content.size }
        case .tabs(let pages, _): 1 + pages.reduce(0) { $0 + $1.content.size }
        }
    }
}
