import Foundation
import RIBs
import TerminalUI
import Testing

// The doc comments' examples of TerminalUI, line for line, each with the few declarations around
// it that it takes for granted, so that the build type-checks them against today's API
// (`DocCommentExampleTests` in RIBsTests checks that every example is here). Where an example can
// run, it runs as a test.

/// RunnableWindow.swift's and QuitKeys.swift's examples: what the app's main.swift does.
enum WindowExamples {
    static func run(launchRouter: any LaunchRouting) async {
        let window = makeWindow(quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
        launchRouter.launch(from: window)  // the Root router, built by the composition root
        exit(await window.run())  // in the app's main.swift, on the main actor
    }

    /// SidePanel.swift's example.
    static func showTree(of launchRouter: any LaunchRouting, in window: any RunnableWindow) {
        let panel = SidePanel(title: "RIB tree") { RIBTree.text(of: launchRouter) }
        window.sidePanel = panel
    }
}

/// ViewController.swift's and Screen+Element.swift's example: a RIB's view controller.
enum ViewControllerExample {
    protocol OffGamePresentable: Presentable {}
    protocol OffGameViewControllable: ViewControllable {}
    protocol OffGamePresentableListener: AnyObject { func startGame() }

    final class OffGameViewController: ViewController, OffGamePresentable, OffGameViewControllable {
        weak var listener: (any OffGamePresentableListener)?

        override func makeScreen() -> Screen {
            Screen([
                .text("Alice vs Bob"),
                .blank,
                .button("Start Game", aliases: ["start"]) { [weak self] in self?.listener?.startGame() },
            ])
        }
    }
}

extension ViewControllerExample.OffGameViewController {
    /// Screen+Element.swift's example of a button, on its own.
    var startButton: Screen.Button? {
        let element: Screen.Element =
            .button("Start Game", aliases: ["start"]) { [weak self] in self?.listener?.startGame() }
        guard case .button(let button) = element else { return nil }
        return button
    }
}

/// Screen.swift's example: LoggedOut's form.
final class LoginViewControllerExample: ViewController {
    private(set) var loginCount = 0

    func login() { loginCount += 1 }

    override func makeScreen() -> Screen {
        Screen(
            [
                .text("TicTacToe", style: .title),
                .blank,
                .field(id: "player1", label: "Player 1", placeholder: "Player 1"),
                .field(id: "player2", label: "Player 2", placeholder: "Player 2"),
                .button("Login") { [weak self] in self?.login() },
            ],
            focus: "player1"
        )
    }
}

struct DocCommentExampleRuns {
    final class Listener: ViewControllerExample.OffGamePresentableListener {
        private(set) var startCount = 0
        func startGame() { startCount += 1 }
    }

    @Test func headlessWindowExampleTypesIntoTheLoginForm() {
        let launchRouter = LaunchRouter(interactor: Interactor(), viewController: LoginViewControllerExample())
        let window = HeadlessWindow(width: 80, height: 24)
        launchRouter.launch(from: window)
        window.type("Alice")
        window.send(.enter)
        #expect(window.text.contains("Player 1"))
        #expect(launchRouter.viewController.text(inField: "player1") == "Alice")
        #expect(launchRouter.viewController.focusedElementID == "player2")
    }

    @Test func offGameExampleStartsTheGameFromItsButton() {
        let viewController = ViewControllerExample.OffGameViewController()
        let listener = Listener()
        viewController.listener = listener
        let window = HeadlessWindow()
        window.show(rootViewController: viewController)
        #expect(window.sendLine("start") == .handled)
        #expect(listener.startCount == 1)
        #expect(viewController.startButton?.title == "Start Game")
    }
}
