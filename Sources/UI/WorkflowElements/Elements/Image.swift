import Gtk

/// A themed icon (a `GtkImage` showing an icon name such as `folder-symbolic`).
public struct Image: Element, ElementContent, Equatable {
    /// The icon's name in the icon theme.
    public var iconName: String
    /// The icon's size in pixels; nil for the theme's normal size.
    public var pixelSize: Int?

    /// The icon `iconName`, at `pixelSize` pixels or the normal size.
    public init(iconName: String, pixelSize: Int? = nil) {
        self.iconName = iconName
        self.pixelSize = pixelSize
    }

    /// The element.
    public var anyElement: AnyElement { AnyElement(self) }

    var kindName: String { "Image" }

    func makeWidget(axis: ElementAxis, context: ElementContext) -> (Widget, AnyObject?) {
        let image = Gtk.Image(iconName: iconName)
        if let pixelSize { image.pixelSize = pixelSize }
        return (image, nil)
    }

    func update(_ node: ElementNode, from old: any ElementContent, context: ElementContext) {
        let old = sameKind(old)
        let image = node.widget as! Gtk.Image
        if iconName != old.iconName { image.iconName = iconName }
        if pixelSize != old.pixelSize { image.pixelSize = pixelSize ?? -1 }
    }
}
