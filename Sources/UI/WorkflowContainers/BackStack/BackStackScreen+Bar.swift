extension BackStackScreen {
    /// Whether a back stack item shows the bar while it is on top, and what the bar holds.
    public enum BarVisibility {
        /// No bar (the window's header bar is hidden too). `allowsBack`: whether Alt+Left
        /// still goes back.
        case hidden(allowsBack: Bool)
        /// The bar with the item's title and `content`'s items.
        case visible(BarContent)

        /// No bar; Alt+Left still goes back.
        public static var hidden: BarVisibility { .hidden(allowsBack: true) }

        /// The bar with `leadingItem` (default: the back button) and `trailingItem`.
        public static func visible(leadingItem: BarContent.LeadingItem = .back, trailingItem: BarButton? = nil) -> BarVisibility {
            .visible(BarContent(leadingItem: leadingItem, trailingItem: trailingItem))
        }

        /// The content when visible, else nil.
        public var content: BarContent? {
            if case .visible(let content) = self { return content }
            return nil
        }
    }

    /// The items of a visible bar (its title is the item's `title`).
    public struct BarContent {
        /// What the bar's start shows.
        public enum LeadingItem {
            /// The stack's back button, while there is an item below to go back to.
            case back
            /// Nothing (no way back by the bar or Alt+Left).
            case none
            /// A button of the item's own, such as "Cancel", instead of the back button.
            case button(BarButton)
        }

        /// The start of the bar.
        public var leadingItem: LeadingItem
        /// The end of the bar, if anything.
        public var trailingItem: BarButton?

        /// A bar with `leadingItem` and `trailingItem`.
        public init(leadingItem: LeadingItem = .back, trailingItem: BarButton? = nil) {
            self.leadingItem = leadingItem
            self.trailingItem = trailingItem
        }

        /// The leading item's own button, if it has one.
        public var leadingButton: BarButton? {
            if case .button(let button) = leadingItem { return button }
            return nil
        }
    }
}
