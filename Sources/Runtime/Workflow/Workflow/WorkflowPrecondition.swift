/// Like `precondition`, but keeps its message in optimized builds too (a plain
/// `precondition` drops the message under `-O`), since the messages name the workflow
/// type and the fix.
@inline(__always) @usableFromInline
func workflowPrecondition(
    _ condition: Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    if !condition {
        fatalError(message(), file: file, line: line)
    }
}
