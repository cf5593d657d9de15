#if canImport(Glibc)
import Glibc
#endif

/// Why no display could be opened: which backends GDK was allowed to try (`GDK_BACKEND`),
/// which display each would use (`DISPLAY`, `WAYLAND_DISPLAY`) and what happened when this
/// process tried to reach it.
extension Display {
    /// The backends of this GTK build (Debian's GTK 4.8).
    public static let backends = ["wayland", "x11", "broadway"]

    /// One sentence per backend tried, e.g. `X11 display :99: nothing listens on
    /// /tmp/.X11-unix/X99 (Connection refused)`.
    public static func diagnosis(environment: [String: String]) -> [String] {
        var reasons: [String] = []
        let requested = environment["GDK_BACKEND"].map { $0.split(separator: ",").map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) } }
        if let requested, !requested.contains(where: { $0 == "*" || backends.contains($0) }) {
            return ["GDK_BACKEND=\(environment["GDK_BACKEND"] ?? "") names no backend of this GTK (it has \(backends.joined(separator: ", ")))"]
        }
        let allowed = { (name: String) in requested.map { $0.contains(name) || $0.contains("*") } ?? true }
        if allowed("wayland") { reasons.append(waylandDiagnosis(environment)) }
        if allowed("x11") { reasons.append(x11Diagnosis(environment)) }
        if let requested, requested.contains("broadway"), !allowed("x11"), !allowed("wayland") {
            reasons.append("Broadway: no broadwayd server answered (start one with `gtk4-broadwayd :5`)")
        }
        return reasons
    }

    private static func x11Diagnosis(_ environment: [String: String]) -> String {
        guard let display = environment["DISPLAY"], !display.isEmpty else { return "X11: DISPLAY is not set" }
        // ":N", ":N.S", "unix:N", "host:N": only local displays have a socket to check.
        guard let colon = display.lastIndex(of: ":") else { return "X11 display \(display): not a display name (expected e.g. :0)" }
        let host = String(display[..<colon])
        let number = display[display.index(after: colon)...].prefix { $0.isNumber }
        guard !number.isEmpty else { return "X11 display \(display): not a display name (expected e.g. :0)" }
        guard host.isEmpty || host == "unix" else { return "X11 display \(display): the X server at \(host) refused or did not answer" }
        let socket = "/tmp/.X11-unix/X\(number)"
        if let failure = connectFailure(socket) {
            return "X11 display \(display): nothing listens on \(socket) (\(failure))"
        }
        return "X11 display \(display): the X server at \(socket) accepted the connection but refused the client (check XAUTHORITY; an Xvfb started without -noreset also refuses clients while it resets after its last client left)"
    }

    private static func waylandDiagnosis(_ environment: [String: String]) -> String {
        guard let name = environment["WAYLAND_DISPLAY"], !name.isEmpty else { return "Wayland: WAYLAND_DISPLAY is not set" }
        let path: String
        if name.hasPrefix("/") {
            path = name
        } else {
            guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else {
                return "Wayland display \(name): XDG_RUNTIME_DIR is not set, so its socket cannot be found"
            }
            path = runtime + "/" + name
        }
        if let failure = connectFailure(path) { return "Wayland display \(name): nothing listens on \(path) (\(failure))" }
        return "Wayland display \(name): the compositor at \(path) accepted the connection but GTK could not use it"
    }

    /// Connects to the Unix socket at `path`; nil when that works, else strerror's text.
    private static func connectFailure(_ path: String) -> String? {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return "the path is too long" }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return result == 0 ? nil : String(cString: strerror(errno))
    }
}
