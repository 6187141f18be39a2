/// What a view controller on screen talks to: the window that shows its chain.
protocol ScreenHost: AnyObject {
    /// Some view controller of the chain changed its screen or the chain changed.
    func setNeedsDisplay()
    /// A view controller asked to end the program normally.
    func requestQuit()
}
