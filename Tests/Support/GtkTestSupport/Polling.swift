/// Polls `condition` on the main actor every 2 ms, letting other main-actor work run in
/// between, until it holds or `timeout` has passed; returns whether it held. For tests
/// without GTK (a `WorkflowHost` and its workers); GTK tests wait with `UILoop`.
@MainActor
public func waitUntil(timeout: Duration = .seconds(20), _ condition: @MainActor () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
