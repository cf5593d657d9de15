/// What a `BackgroundProcess` has printed so far, read as it comes: `wait(for:timeout:)`
/// awaits a text (or the end of the output) without polling.
public final class OutputWatch: Sendable {
    private let state = AwaitedState((text: "", ended: false))

    init() {}

    /// What was read so far.
    public var text: String { state.value.text }

    /// Waits until `text` has been read (nil: until the output ends), or the output ended,
    /// or `timeout` passed; returns whether `text` (or the end) was reached.
    public func wait(for text: String?, timeout: Duration) async -> Bool {
        _ = await state.wait(until: { state in state.ended || text.map(state.text.contains) == true }, timeout: timeout)
        let state = state.value
        return text.map(state.text.contains) ?? state.ended
    }

    func append(_ text: String) {
        state.update { $0.text += text }
    }

    func end() {
        state.update { $0.ended = true }
    }
}
