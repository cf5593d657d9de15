// js-ops-app: js-framework-benchmark's nine operations in the forms an app author writes
// (workflow-bench's `js-ops` scenario; the C side is raw-gtk-js-ops). No Foundation.
// Usage: js-ops-app OPERATION [--form elements|children]
#if canImport(Glibc)
import Glibc
#endif
import BenchRows
import Gtk

var operation: String?, form = "elements"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--form" { form = arguments.popFirst() ?? "" } else { operation = argument }
}
guard let operation, JsOpsRun.operations.contains(operation), JsOpsRun.forms.contains(form) else {
    StandardError.write("usage: js-ops-app \(JsOpsRun.operations.joined(separator: "|")) [--form \(JsOpsRun.forms.joined(separator: "|"))]\n")
    exit(2)
}
exit(MainActor.assumeIsolated { JsOpsRun.run(operation: operation, form: form) })
