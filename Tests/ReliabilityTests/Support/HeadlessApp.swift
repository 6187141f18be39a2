import RIBs
import RIBsTestSupport
import Root
import TerminalUI
import TicTacToeTestSupport

@testable import TicTacToeComposition

/// The whole real app, headless: the app's composition root launched into TerminalUI's
/// `HeadlessWindow` (a `RecordedApp`), driven by keys, and checked against an ``AppModel`` after
/// every event: the tree the core prints and the events its recorder heard are checked against the
/// model.
final class HeadlessApp {
    private(set) var app: RecordedApp?
    var window: HeadlessWindow? { app?.window }
    var launchRouter: (any LaunchRouting)? { app?.launchRouter }
    private(set) var model = AppModel()
    private let recorder: RIBTreeRecorder
    private var lastRenderedPhase: AppModel.Phase?
    private var resized = false
    private(set) var eventCount = 0

    /// Whether to draw the screen now and then (the costly part of a check).
    private let checksRendering: Bool

    /// Launches the app in an 80 x 24 window.
    /// - Parameters:
    ///   - checksRendering: Also draw the screen after some events and check what shows.
    ///   - features: The features switched off (the others are on, as by default).
    init(checksRendering: Bool = true, disabling disabled: Set<String> = []) {
        self.checksRendering = checksRendering
        model.games = [("tictactoe", "Tic Tac Toe"), ("randomwin", "Random Win")]
            .filter { !disabled.contains($0.0) }.map(\.1)
        model.showsScoreBoard = !disabled.contains("scoreboard")
        let features = InMemoryFeatureSource(Dictionary(uniqueKeysWithValues: disabled.map { ($0, false) }))
        let app = RecordedApp(features: features, randomWinSeed: 1)
        recorder = app.recorder
        self.app = app
        let launchEvents = recorder.takeEvents()
        let expected = ["Root activated", "Root loaded"] + AppModel.treeEvents(under: "Root", from: [], to: lastPath)
        if launchEvents != expected {
            launchFailure = "at launch the core reported \(launchEvents), the model expects \(expected)"
        }
    }

    /// The RIBs under Root at the last check, as the model expects them.
    private var lastPath = ["LoggedOut"]
    /// What was wrong at launch, reported by the first ``send(_:)``.
    private var launchFailure: String?

    /// Whether a key asked the program to quit.
    var hasQuit: Bool { model.exitStatus != nil }

    /// Applies `event` to the app and the model, then checks the invariants.
    /// - Returns: What is wrong, or `nil`.
    func send(_ event: AppEvent) -> String? {
        guard let window else { return "the app was torn down" }
        if let launchFailure { return launchFailure }
        eventCount += 1
        switch event {
        case .key(let key):
            let observation = observe()
            model.apply(key, seeing: observation)
            window.send(key)
        case .resize(let width, let height):
            window.width = width
            window.height = height
            resized = true
        }
        return check()
    }

    /// Releases the window and the tree, as the program's exit does; everything must go.
    func tearDown() -> String? {
        app = nil
        let alive = recorder.alive
        return alive.isEmpty ? nil : "after the teardown, these RIBs are still alive: \(alive)"
    }

    private func observe() -> AppModel.Observation {
        guard let screen = window?.topViewController?.currentScreen else {
            return AppModel.Observation(focused: nil, cursor: 0, fieldTexts: [])
        }
        let focused = screen.elements.first { $0.focusID != nil && $0.focusID == screen.focus }
        var cursor = 0
        var fieldTexts: [String] = []
        for element in screen.elements {
            switch element {
            case .grid(let grid): cursor = grid.cursor
            case .field(let field): fieldTexts.append(field.text)
            default: break
            }
        }
        return AppModel.Observation(focused: focused, cursor: cursor, fieldTexts: fieldTexts)
    }

    // MARK: Invariants

    private func check() -> String? {
        guard let window, let launchRouter else { return "the app was torn down" }
        if window.exitStatus != model.exitStatus {
            return
                "exit status \(window.exitStatus.map(String.init) ?? "none"), the model expects \(model.exitStatus.map(String.init) ?? "none")"
        }

        // 1. The tree, as the core prints it: exactly the expected RIBs attached, all active; and
        //    the core's hook reported exactly the change from the last tree to this one.
        let path: [String] =
            switch model.phase {
            case .loggedOut: ["LoggedOut"]
            case .offGame: ["LoggedIn", "OffGame"] + (model.showsScoreBoard ? ["ScoreBoard"] : [])
            case .playing, .ended: ["LoggedIn", "TicTacToe"]
            case .randomWin, .randomWinEnded: ["LoggedIn", "RandomWin"]
            }
        let tree = RIBTree.text(of: launchRouter)
        let expectedTree = AppModel.printedTree(under: "Root", path)
        if tree != expectedTree {
            return "the RIB tree is\n\(tree)\nthe model expects (\(model.phase))\n\(expectedTree)"
        }
        let events = recorder.takeEvents()
        let expectedEvents = AppModel.treeEvents(under: "Root", from: lastPath, to: path)
        if events != expectedEvents {
            return
                "the core reported \(events) going from Root > \(lastPath) to Root > \(path), the model expects \(expectedEvents)"
        }
        lastPath = path

        // 2. The presented view is the leaf RIB's (the score board's is embedded in OffGame's), on
        // top of the root view, and nothing else.
        guard let leaf = app?.presentedLeaf,
            let leafView = leaf.viewControllable as? ViewController,
            let rootView = launchRouter.viewControllable as? ViewController
        else { return "the leaf RIB \(path.last ?? "?") has no TerminalUI view" }
        if rootView.presentedViewController !== leafView || leafView.presentedViewController != nil {
            return
                "the root view presents \(rootView.presentedViewController.map { "\(type(of: $0))" } ?? "nothing"), not only \(type(of: leafView))"
        }
        if window.topViewController !== leafView || !leafView.isOnScreen {
            return
                "the window shows \(window.topViewController.map { "\(type(of: $0))" } ?? "nothing"), not \(type(of: leafView))"
        }
        if let problem = checkScreen(leafView.currentScreen) { return problem }
        if let problem = checkRendering(window) { return problem }

        // 3. Every RIB that was detached has been deallocated: router, interactor and view.
        let leftOver = recorder.detachedButAlive
        return leftOver.isEmpty ? nil : "detached but still alive: \(leftOver)"
    }

    /// The screen's content against the model: buttons, names, board, turn and result.
    private func checkScreen(_ screen: Screen) -> String? {
        var lines: [String] = []
        var buttons: [String] = []
        var cells: [String]?
        func read(_ elements: [Screen.Element]) {
            for element in elements {
                switch element {
                case .line(let line): lines.append(line.text)
                case .button(let button): buttons.append(button.title)
                case .grid(let grid): cells = grid.cells
                case .child(let child): read(child.viewController?.currentScreen.elements ?? [])
                default: break
                }
            }
        }
        read(screen.elements)
        let marks: [AppModel.Mark: [String]] = [.x: model.names?.player1 ?? [], .o: model.names?.player2 ?? []]
        func matchName(_ mark: AppModel.Mark, locking: Bool = true, _ matches: (String) -> Bool) -> Bool {
            guard let found = marks[mark]?.first(where: matches) else { return false }
            // Learn from a whole-line match which spelling the app shows (as typed, or trimmed),
            // and hold it to it from then on.
            guard locking else { return true }
            if mark == .x { model.names?.player1 = [found] } else { model.names?.player2 = [found] }
            return true
        }
        switch model.phase {
        case .loggedOut:
            if !buttons.contains("Login") { return "the login screen has no Login button: \(buttons)" }
        case .offGame:
            if buttons != model.games { return "the start screen's buttons are \(buttons), not \(model.games)" }
            let joined = lines.joined(separator: "\n")
            let showsX = matchName(.x, locking: false) { joined.contains("\($0) (X)") }
            let showsO = matchName(.o, locking: false) { joined.contains("\($0) (O)") }
            if !showsX || !showsO {
                return "the start screen does not show the names \(String(describing: model.names)):\n\(joined)"
            }
            let scoreLines = lines.filter { $0.hasPrefix("Score: ") }
            if !model.showsScoreBoard {
                if !scoreLines.isEmpty { return "the score board is off but the screen shows \(scoreLines)" }
            } else {
                let x = model.wins[.x, default: 0]
                let o = model.wins[.o, default: 0]
                // Each name is cut to 30 columns on the score line.
                let shown =
                    scoreLines.count == 1
                    && matchName(.x, locking: false) { name in
                        matchName(.o, locking: false) { other in
                            scoreLines[0] == "Score: \(Self.cut(name)) \(x) - \(o) \(Self.cut(other))"
                        }
                    }
                if !shown { return "the score line is \(scoreLines), the model expects \(x) - \(o)" }
            }
        case .randomWin:
            if buttons != ["Magic"] { return "RandomWin's buttons are \(buttons)" }
        case .randomWinEnded(let winner):
            if buttons != ["Close Game"] { return "RandomWin's result has the buttons \(buttons)" }
            if let winner {
                if !matchName(winner, locking: false, { lines.contains("\($0) won!") }) {
                    return "RandomWin announced \(lines), the model's winner is \(winner.rawValue)"
                }
            } else {
                // Learn the pick from the screen, and count it.
                let found: AppModel.Mark? =
                    if matchName(.x, locking: false, { lines.contains("\($0) won!") }) {
                        .x
                    } else if matchName(
                        .o, locking: false, { lines.contains("\($0) won!") })
                    {
                        .o
                    } else { nil }
                guard let found else { return "RandomWin announced no winner: \(lines)" }
                model.phase = .randomWinEnded(winner: found)
                model.wins[found, default: 0] += 1
            }
        case .playing(_, let turn):
            if cells != model.expectedCells {
                return "the board shows \(cells ?? []), the model expects \(model.expectedCells!)"
            }
            if !matchName(turn, { name in lines.contains("\(name)'s turn (\(turn.rawValue))") }) {
                return "no line says it is \(turn.rawValue)'s turn: \(lines)"
            }
        case .ended(_, let outcome):
            if cells != model.expectedCells {
                return "the board shows \(cells ?? []), the model expects \(model.expectedCells!)"
            }
            if buttons != ["Close Game"] { return "the result screen's buttons are \(buttons)" }
            switch outcome {
            case .draw:
                if !lines.contains("It's a draw!") { return "no draw announced: \(lines)" }
            case .won(let mark):
                if !matchName(mark, { name in lines.contains("\(name) won!") }) {
                    return "\(mark.rawValue)'s win is not announced as \"<name> won!\": \(lines)"
                }
            }
        }
        return nil
    }

    /// Draws the screen (after a resize, after every fourth change of phase, and every 256
    /// events: drawing costs more than all the other checks together): the screen's own words are
    /// visible, or the too-small notice.
    private func checkRendering(_ window: HeadlessWindow) -> String? {
        guard checksRendering else { return nil }
        let phaseChanged = model.phase != lastRenderedPhase
        lastRenderedPhase = model.phase
        guard resized || (phaseChanged && eventCount % 4 == 0) || eventCount % 256 == 0 else { return nil }
        resized = false
        let text = window.text
        let marker =
            switch model.phase {
            case .loggedOut: "Login"
            case .offGame: model.games.first ?? "No games are enabled."
            case .playing: "'s turn"
            case .ended, .randomWinEnded: "Close Game"
            case .randomWin: "Magic"
            }
        let fits = window.width >= 80 && window.height >= 24
        if text.contains(marker) || (!fits && text.contains("Terminal too small")) { return nil }
        return "the \(window.width)x\(window.height) window does not show \"\(marker)\":\n\(text)"
    }
}

extension HeadlessApp {
    /// `name` as the score line shows it: cut to 30 columns, with an ellipsis when cut.
    static func cut(_ name: String) -> String {
        TerminalText.truncated(name, toWidth: 30)
    }
}
