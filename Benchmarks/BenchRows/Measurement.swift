#if canImport(Glibc)
import Glibc
#endif

/// The clock readings and printed figures the benchmark programs share (their medians:
/// `SampleStatistics`), with the C
/// library alone: the subject apps (`rows-bench-app`, `list-bench-app`) link no Foundation,
/// as an app on WorkflowGtk would not.
package enum Measurement {
    /// The time of `clock` now, in milliseconds.
    package static func milliseconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// `CLOCK_MONOTONIC` now, in nanoseconds: the launch time a benchmark hands the app it
    /// starts, which measures its first frame from it.
    package static func monotonicNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Int(now.tv_sec) * 1_000_000_000 + now.tv_nsec
    }

    /// `value` with 4 decimals, as the apps print their figures.
    package static func format(_ value: Double) -> String {
        let scaled = (abs(value) * 10_000).rounded()
        let whole = Int(scaled / 10_000), fraction = Int(scaled.truncatingRemainder(dividingBy: 10_000))
        let digits = String(fraction)
        return (value < 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The `key=value` figures in an app's output, by key (other words are skipped).
    package static func figures(in output: String) -> [String: Double] {
        var figures: [String: Double] = [:]
        for field in output.split(whereSeparator: \.isWhitespace) {
            let pair = field.split(separator: "=")
            if pair.count == 2, let value = Double(pair[1]) { figures[String(pair[0])] = value }
        }
        return figures
    }
}

/// Memory figures of this process from `/proc/self/status`, in KiB (read with the C library).
package struct ProcessStatus: Sendable {
    /// Peak resident set size (`VmHWM`).
    package var peakKiB: Int
    /// Resident set size now (`VmRSS`).
    package var residentKiB: Int

    /// Figures given by value (0 when unknown).
    package init(peakKiB: Int = 0, residentKiB: Int = 0) {
        self.peakKiB = peakKiB
        self.residentKiB = residentKiB
    }

    /// This process's figures now (0 for those that cannot be read).
    package static func current() -> ProcessStatus {
        var status = ProcessStatus()
        guard let file = fopen("/proc/self/status", "r") else { return status }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let kibibytes = Int(text.drop { $0 != ":" }.filter(\.isNumber)) ?? 0
            if text.hasPrefix("VmHWM:") { status.peakKiB = kibibytes }
            if text.hasPrefix("VmRSS:") { status.residentKiB = kibibytes }
        }
        return status
    }
}
