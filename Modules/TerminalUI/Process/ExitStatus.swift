/// The exit statuses the drivers return from ``RunnableWindow/run()``.
public enum ExitStatus {
    /// Normal quit (`q`, `quit`, a view controller's ``ViewController/requestQuit()``) and end of
    /// input.
    public static let success: Int32 = 0
    /// Standard output was closed (EPIPE): the program leaves quietly, as after end of input.
    public static let outputClosed: Int32 = 0
    /// Ctrl-C or SIGINT (128 + 2).
    public static let interrupted: Int32 = 130
    /// SIGHUP, the terminal went away (128 + 1).
    public static let hangUp: Int32 = 129
    /// SIGTERM (128 + 15).
    public static let terminated: Int32 = 143
}
