#if DEBUG
import RIBs
import TerminalUI

/// Logs RIBs that outlive their detachment, in debug builds, to standard error.
///
/// While the full-screen UI owns the terminal, a line on standard error would tear the screen, so
/// leaks found then are held and printed by ``flush()`` once the terminal is restored.
final class LeakReporter {
    private let holdsReports: Bool
    private var heldReports: [String] = []

    /// Creates a reporter that holds its reports until ``flush()`` when `holdsReports` is true.
    init(holdsReports: Bool) {
        self.holdsReports = holdsReports
    }

    /// Installs a real leak detector in report mode, which tells this reporter about each leak.
    func install() {
        LeakDetector.instance = LeakDetector(mode: .report) { [self] leak in
            if holdsReports {
                heldReports.append(leak.description)
            } else {
                Self.write(leak.description)
            }
        }
    }

    /// Prints the reports held so far.
    func flush() {
        for report in heldReports {
            Self.write(report)
        }
        heldReports = []
    }

    private static func write(_ report: String) {
        _ = FileOutput.standardError.write("tictactoe: \(report)\n")
    }
}
#endif
