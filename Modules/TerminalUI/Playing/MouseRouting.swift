/// The window-level mouse policy shared by the terminal driver and the headless window: a left
/// button's release over the element its press was on acts on that element, as a button of a
/// graphical toolkit does (see ``ViewController/click(_:)``). Everything else (other buttons, the
/// wheel, motion, a release elsewhere, a click outside every element) does nothing.
///
/// Clicks are hit-tested against the last frame drawn, and only while that frame still shows the
/// top-most view controller's current screen: a click on a screen that has changed since it was
/// drawn (the click raced a redraw) does nothing.
struct MouseRouting {
    /// Where the left button went down, while it is down over an element.
    private var pressed: (target: HitTarget, owner: ObjectIdentifier)?

    /// Applies `event`; returns whether it acted on an element.
    ///
    /// - Parameters:
    ///   - viewController: The top-most view controller, which gets the click.
    ///   - hitMap: The drawn frame's hit map, or `nil` when the frame no longer shows
    ///     `viewController`'s current screen.
    mutating func handle(_ event: MouseEvent, on viewController: ViewController?, hitMap: HitMap?) -> Bool {
        guard event.button == .left, event.action != .motion else { return false }
        let target = viewController.flatMap { top in
            hitMap?.target(row: event.row, column: event.column).map { (target: $0, owner: ObjectIdentifier(top)) }
        }
        switch event.action {
        case .press:
            pressed = target
            return false
        case .release:
            defer { pressed = nil }
            guard let viewController, let target, let pressed, pressed.target == target.target,
                pressed.owner == target.owner
            else { return false }
            return viewController.click(target.target)
        case .motion:
            return false
        }
    }
}
