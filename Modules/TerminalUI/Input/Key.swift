/// A key press, as decoded from terminal input by the toolkit's key parser.
///
/// View controllers get keys in ``ViewController/handleKey(_:)``; tests send them through
/// ``HeadlessWindow/send(_:)->()``.
// Nonisolated: keys are parsed on the key reader's thread and handed to the main actor.
public nonisolated enum Key: Hashable, Sendable {
    /// A printable character (one grapheme), including space.
    case character(Character)
    /// Enter / Return (CR or LF).
    case enter
    /// Tab.
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    /// Backspace (DEL 0x7f or BS 0x08).
    case backspace
    /// Forward delete (`ESC [ 3 ~`).
    case delete
    /// A bare Escape (no sequence followed within a short timeout).
    case escape
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// A control chord, named by its lower-case letter: `.control("c")` is Ctrl-C.
    case control(Character)
    /// A mouse report (SGR protocol), which the terminal sends while the window reports the mouse.
    ///
    /// The window turns a left click into the action of the element under it (see
    /// ``MouseEvent``); view controllers never get these in ``ViewController/handleKey(_:)``.
    case mouse(MouseEvent)

    /// Ctrl-C: quits the terminal program with status 130.
    public static let ctrlC = Key.control("c")
    /// Ctrl-U: clears the focused text field.
    public static let ctrlU = Key.control("u")
    /// Ctrl-Z: suspends the terminal program, as the shell's suspend key does outside raw mode
    /// (the terminal is given back until `fg`); view controllers never get it.
    public static let ctrlZ = Key.control("z")
    /// Ctrl-D: end of input on an empty line in cooked mode; ignored by the toolkit.
    public static let ctrlD = Key.control("d")
}
