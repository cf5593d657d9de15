internal import CGtk

extension Window {
    /// Calls `body` after a frame painted while the window itself (what `savePNG` renders)
    /// is `width`×`height`, for screenshots of an exact size. GTK takes the margin it keeps
    /// around a window with client-side decorations (the resize border of X11 without a
    /// compositor: 5 px a side) out of the default size, so a window opened at 800×600
    /// paints 790×590; this measures that margin at the first frame, sets the default size
    /// to the size asked for plus the margin, and waits for a frame of the size asked for
    /// (at most `frames` frames; then `body` runs at whatever size the window has).
    public func afterPaint(width: Int, height: Int, frames: Int = 20, _ body: @escaping @MainActor () -> Void) {
        afterNextPaint { [weak self] in
            guard let self else { return }
            let painted = (width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
            guard painted.width > 0, painted != (width, height) else { return body() }
            let current = defaultSize
            setDefaultSize(width: width + max(0, current.width - painted.width),
                           height: height + max(0, current.height - painted.height))
            waitForPaint(width: width, height: height, frames: frames, body)
        }
    }

    private func waitForPaint(width: Int, height: Int, frames: Int, _ body: @escaping @MainActor () -> Void) {
        afterNextPaint { [weak self] in
            guard let self else { return }
            let painted = (Int(gtk_widget_get_width(widget)), Int(gtk_widget_get_height(widget)))
            guard frames > 1, painted != (width, height) else { return body() }
            waitForPaint(width: width, height: height, frames: frames - 1, body)
        }
    }
}
