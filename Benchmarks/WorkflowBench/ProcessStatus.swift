import Foundation

/// Memory figures of a process from `/proc/<pid>/status`, in KiB.
struct ProcessStatus: Sendable {
    /// Peak resident set size (`VmHWM`).
    var peakKiB = 0
    /// Resident set size now (`VmRSS`).
    var residentKiB = 0

    /// This process's figures now.
    static func current() -> ProcessStatus {
        var status = ProcessStatus()
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return status }
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count >= 2, let value = Int(parts[1]) else { continue }
            if parts[0] == "VmHWM:" { status.peakKiB = value }
            if parts[0] == "VmRSS:" { status.residentKiB = value }
        }
        return status
    }
}
