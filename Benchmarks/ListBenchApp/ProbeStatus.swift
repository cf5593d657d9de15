#if canImport(Glibc)
import Glibc
#endif

/// The probe's peak resident set size, from `/proc/self/status` (read with the C library:
/// the probe links no Foundation, like an app built on the library products).
enum ProbeStatus {
    /// `VmHWM` in KiB (0 when unreadable).
    static func peakKiB() -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                return Int(text.dropFirst(6).filter { $0.isNumber }) ?? 0
            }
        }
        return 0
    }
}
