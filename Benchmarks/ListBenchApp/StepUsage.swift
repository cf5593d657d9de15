import BenchRows
#if canImport(Glibc)
import Glibc
#endif

/// The resource use of the app's steps, from `getrusage`: user and system CPU time, minor
/// page faults and context switches, summed over steps and printed as means per step (the
/// same fields as raw-gtk-list's, so the two programs' time can be split alike).
struct StepUsage {
    /// One reading of the process's resource use.
    struct Sample {
        var userMs = 0.0, systemMs = 0.0, minorFaults = 0, contextSwitches = 0

        static func now() -> Sample {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) / 1e3 }
            return Sample(userMs: ms(usage.ru_utime), systemMs: ms(usage.ru_stime), minorFaults: usage.ru_minflt,
                          contextSwitches: usage.ru_nvcsw + usage.ru_nivcsw)
        }
    }

    private var total = Sample()

    /// Adds the use between two readings.
    mutating func add(from start: Sample, to end: Sample) {
        total.userMs += end.userMs - start.userMs
        total.systemMs += end.systemMs - start.systemMs
        total.minorFaults += end.minorFaults - start.minorFaults
        total.contextSwitches += end.contextSwitches - start.contextSwitches
    }

    /// `name_user_ms=… name_sys_ms=… name_minflt=… name_csw=…`, means over `steps` steps.
    func fields(_ name: String, steps: Int) -> String {
        let count = Double(max(steps, 1))
        return "\(name)_user_ms=\(Measurement.format(total.userMs / count)) \(name)_sys_ms=\(Measurement.format(total.systemMs / count))"
            + " \(name)_minflt=\(Measurement.format(Double(total.minorFaults) / count)) \(name)_csw=\(Measurement.format(Double(total.contextSwitches) / count))"
    }
}
