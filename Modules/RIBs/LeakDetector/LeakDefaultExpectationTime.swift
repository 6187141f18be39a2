/// How long the leak detector waits before it checks an expectation, by default.
public enum LeakDefaultExpectationTime {
    /// For an object to be deallocated: 1 second.
    public static let deallocation: Duration = .seconds(1)
    /// For a view to leave the screen (animations may run first): 5 seconds.
    public static let viewDisappear: Duration = .seconds(5)
}
