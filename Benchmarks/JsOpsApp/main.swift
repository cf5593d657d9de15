// js-ops-app: js-framework-benchmark's nine operations in the forms an app author writes
// (workflow-bench's `js-ops` scenario; the C side is raw-gtk-js-ops). No Foundation.
// Usage: js-ops-app OPERATION [--form elements|children|list] [--screenshot PATH]
#if canImport(Glibc)
import Glibc
#endif
import BenchRows
import Gtk

var operation: String?, form = "elements", screenshot: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--form": form = arguments.popFirst() ?? ""
    case "--screenshot": screenshot = arguments.popFirst()
    default: operation = argument
    }
}
guard let operation, JsOpsRun.operations.contains(operation), JsOpsRun.forms.contains(form) else {
    StandardError.write("usage: js-ops-app \(JsOpsRun.operations.joined(separator: "|")) [--form \(JsOpsRun.forms.joined(separator: "|"))] [--screenshot PATH]\n")
    exit(2)
}
exit(MainActor.assumeIsolated { JsOpsRun.run(operation: operation, form: form, screenshot: screenshot) })
