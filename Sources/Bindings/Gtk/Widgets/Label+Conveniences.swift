extension Label {
    /// Creates an empty label (`gtk_label_new(NULL)`); `Label("text")` shows text.
    public convenience init() { self.init(nil) }
}
