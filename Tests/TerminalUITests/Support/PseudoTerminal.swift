#if canImport(Glibc)
import Glibc

/// A pseudo-terminal pair for driving ``TerminalWindow`` in tests: the window uses the
/// secondary end as its terminal; the test plays the user on the primary end.
final class PseudoTerminal {
    /// The end the test writes keys to and reads the screen from.
    let primary: Int32
    /// The end the window treats as its terminal.
    let secondary: Int32

    /// Opens a pair with the given size, or returns `nil` when the system has no pseudo-terminals.
    init?(width: Int = 80, height: Int = 24) {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        guard openpty(&primary, &secondary, nil, nil, nil) == 0 else { return nil }
        self.primary = primary
        self.secondary = secondary
        resize(width: width, height: height)
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// Sets the terminal size the window reads with `TIOCGWINSZ`.
    func resize(width: Int, height: Int) {
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes as the user.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Reads what the window wrote so far, without waiting.
    func read() -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var descriptor = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The secondary end's local flags (echo, canonical mode...).
    var localFlags: tcflag_t {
        var settings = termios()
        tcgetattr(secondary, &settings)
        return settings.c_lflag
    }
}
#endif
