import RIBs
import TerminalUI

/// What the example shows besides the RIB's screen: the listener's calls and the example's notes,
/// the last few in the side panel on a terminal, each on standard output as it comes in line mode.
final class ExampleLog {
    /// The lines so far, oldest first.
    private(set) var lines: [String] = []
    /// Prints each line as it comes (line mode), or nil.
    private let echo: ((String) -> Void)?
    /// The panel that shows the last lines, told when they change.
    var panel: SidePanel?

    init(echo: ((String) -> Void)?) {
        self.echo = echo
    }

    func add(_ line: String) {
        lines.append(line)
        echo?(line)
        panel?.setNeedsDisplay()
    }

    /// The panel's text: the last four lines, each cut to 72 columns, and as wide as that from the
    /// start, so that the panel stays where it is (below the screen on an 80-column terminal).
    var panelText: String {
        let last = lines.isEmpty ? ["listener: no call yet"] : lines.suffix(4)
        return last.map {
            let line = TerminalText.truncated($0, toWidth: 72)
            return line + String(repeating: " ", count: max(0, 72 - TerminalText.displayWidth(of: line)))
        }.joined(separator: "\n")
    }
}

/// The parent the example gives the RIB: it attaches the scenario's RIB, presents its view, plays
/// the scenario's keys, and starts the scenario again where a real parent would detach the RIB.
final class ExampleHostRouter: LaunchRouter<Interactor, ExampleHostViewController> {
    private let ribName: String
    private let scenario: Scenario
    private let log: ExampleLog
    /// The scenario's RIB and its listener fake, while attached.
    private var child: (router: any Routing, listener: AnyObject)?

    init(ribName: String, scenario: Scenario, log: ExampleLog) {
        self.ribName = ribName
        self.scenario = scenario
        self.log = log
        super.init(interactor: Interactor(), viewController: ExampleHostViewController(ribName: ribName))
    }

    override func didLoad() {
        super.didLoad()
        start()
    }

    /// Builds and attaches the scenario's RIB, presents its view and plays the scenario's keys.
    private func start() {
        let child = scenario.build(ExampleContext(log: log, host: self))
        self.child = child
        attachChild(child.router)
        if let viewable = child.router as? any ViewableRouting {
            viewController.present(viewable.viewControllable)
        }
        for key in scenario.input {
            viewController.topMostViewController.handleKey(key)
        }
    }

    /// Detaches the RIB, as its parent would, says so, and starts the scenario again.
    func restart() {
        guard let child else { return }
        detachChild(child.router)
        if let viewable = child.router as? any ViewableRouting {
            viewController.dismiss(viewable.viewControllable)
        }
        self.child = nil
        log.add("example: a parent would detach \(ribName) here; the scenario restarts")
        start()
    }
}

/// The example's own view, under the RIB's: seen only while the RIB presents nothing.
final class ExampleHostViewController: ViewController {
    private let ribName: String

    init(ribName: String) {
        self.ribName = ribName
        super.init()
    }

    override func makeScreen() -> Screen {
        Screen([.text("\(ribName) example", style: .title), .blank, .text("The RIB shows nothing now.")])
    }
}
