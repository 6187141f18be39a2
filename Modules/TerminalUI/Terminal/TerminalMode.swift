#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a terminal into raw mode and the alternate screen, and restores it.
///
/// The saved settings are also handed to ``CrashRestore``, so a crash handler can restore them
/// with async-signal-safe calls only.
// Nonisolated: the crash and signal paths restore the terminal from any thread.
nonisolated struct TerminalMode {
    /// Leaves the alternate screen state as a shell expects it: mouse reporting off (whether it was
    /// on or not), attributes reset, cursor shown, normal screen back.
    static let restoreSequence = mouseOffSequence + "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// Enters the alternate screen, hides the cursor and clears.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[0m\u{1B}[2J"
    /// Turns on mouse button reporting (press and release, `?1000`) with SGR coordinates (`?1006`).
    static let mouseOnSequence = "\u{1B}[?1000h\u{1B}[?1006h"
    /// Turns off every mouse mode ``mouseOnSequence`` turns on.
    static let mouseOffSequence = "\u{1B}[?1006l\u{1B}[?1000l"

    /// The terminal to read from (its settings are changed).
    let inputDescriptor: Int32
    /// The terminal to write to.
    let outputDescriptor: Int32
    /// The settings before ``enter()``, if they could be read.
    private(set) var saved: termios?

    /// Whether ``enter()`` turns mouse reporting on.
    let reportsMouse: Bool

    /// Describes the terminal on the given descriptors.
    init(inputDescriptor: Int32, outputDescriptor: Int32, reportsMouse: Bool = false) {
        self.inputDescriptor = inputDescriptor
        self.outputDescriptor = outputDescriptor
        self.reportsMouse = reportsMouse
    }

    /// Saves the settings, switches to raw mode (no echo, no canonical mode, no signal keys, no
    /// flow control, 8-bit input), enters the alternate screen, hides the cursor, and turns mouse
    /// reporting on when asked to.
    ///
    /// Returns `false` when writing to the terminal failed.
    mutating func enter() -> Bool {
        var settings = termios()
        if tcgetattr(inputDescriptor, &settings) == 0 {
            saved = settings
            CrashRestore.prepare(
                termios: settings, inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor)
            settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            settings.c_cflag |= tcflag_t(CS8)
            settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            withUnsafeMutableBytes(of: &settings.c_cc) { bytes in
                bytes[Int(VMIN)] = 1
                bytes[Int(VTIME)] = 0
            }
            // TCSANOW keeps keys typed ahead of the UI; the restore flushes what the UI left unread.
            _ = tcsetattr(inputDescriptor, TCSANOW, &settings)
        } else {
            CrashRestore.prepare(termios: nil, inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor)
        }
        let sequence = Self.enterSequence + (reportsMouse ? Self.mouseOnSequence : "")
        return FileOutput.writeAll(Array(sequence.utf8), to: outputDescriptor)
    }

    /// Writes the restore sequence and puts the saved settings back (safe to call twice).
    func restore() {
        _ = FileOutput.writeAll(Array(Self.restoreSequence.utf8), to: outputDescriptor)
        if var settings = saved {
            _ = tcsetattr(inputDescriptor, TCSAFLUSH, &settings)
        }
    }

    /// The terminal's size in cells (from `TIOCGWINSZ`), or 80 x 24 when it cannot be read.
    func size() -> (width: Int, height: Int) {
        var size = winsize()
        if ioctl(outputDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        return (80, 24)
    }
}
