/// A mouse button pressed or released at a cell, as a terminal reports it with the SGR protocol
/// (`ESC [ < button ; column ; row M` for a press, `m` for a release).
///
/// The window acts on a left button's release over the element its press was on: a button is
/// pressed, a field gets the focus, a grid selects the cell (see ``TerminalWindow``). Other buttons,
/// the wheel and motion are reported but do nothing.
public nonisolated struct MouseEvent: Hashable, Sendable {
    /// Which button, or the wheel.
    public enum Button: Hashable, Sendable {
        /// The left (primary) button.
        case left
        /// The middle button.
        case middle
        /// The right button.
        case right
        /// The wheel turned up (away from the user).
        case wheelUp
        /// The wheel turned down.
        case wheelDown
        /// Any other button or wheel direction, by the protocol's button number.
        case other(Int)
    }

    /// What happened to the button.
    public enum Action: Hashable, Sendable {
        /// The button went down (or the wheel turned).
        case press
        /// The button came up.
        case release
        /// The mouse moved (with the button down, or with none: ``button`` is then `.other(3)`).
        case motion
    }

    /// The button.
    public var button: Button
    /// What happened.
    public var action: Action
    /// The row, from 0 at the top of the terminal.
    public var row: Int
    /// The column, from 0 at the left of the terminal.
    public var column: Int

    /// Creates a mouse event at a cell (rows and columns from 0).
    public init(_ button: Button, _ action: Action, row: Int, column: Int) {
        self.button = button
        self.action = action
        self.row = row
        self.column = column
    }

    /// The event an SGR report describes: `parameters` are the bytes between `ESC [ <` and the
    /// final byte, `isRelease` whether the final byte is `m`. `nil` for a malformed report: not
    /// exactly three decimal numbers, or a row or column below 1 or unreasonably large.
    static func sgr(parameters: some Collection<UInt8>, isRelease: Bool) -> MouseEvent? {
        var numbers: [Int] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= maximumNumber else { return nil }
                current = value
            case UInt8(ascii: ";"):
                guard let number = current else { return nil }
                numbers.append(number)
                current = nil
            default:
                return nil
            }
        }
        guard let last = current else { return nil }
        numbers.append(last)
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let code = numbers[0]
        let isMotion = code & 32 != 0
        let button: Button =
            switch code & ~(4 | 8 | 16 | 32) {  // shift, meta and control, motion
            case 0: .left
            case 1: .middle
            case 2: .right
            case 64: .wheelUp
            case 65: .wheelDown
            case let other: .other(other)
            }
        let action: Action = isMotion ? .motion : isRelease ? .release : .press
        return MouseEvent(button, action, row: numbers[2] - 1, column: numbers[1] - 1)
    }

    /// The largest number a report may carry (terminals are far smaller; a larger number is noise).
    package static let maximumNumber = 99_999
}
