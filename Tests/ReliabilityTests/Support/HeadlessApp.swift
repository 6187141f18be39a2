import RIBs
import Root
import TerminalUI

@testable import TicTacToeApp

/// The whole real app, headless: the app's composition root launched into TerminalUI's
/// `HeadlessWindow`, driven by keys, and checked against an ``AppModel`` after every event.
@MainActor
final class HeadlessApp {
    private(set) var window: HeadlessWindow?
    private(set) var launchRouter: (any LaunchRouting)?
    private(set) var model = AppModel()
    private var tracker = DeallocationTracker()
    private var lastRenderedPhase: AppModel.Phase?
    private var resized = false
    private(set) var eventCount = 0

    /// Whether to draw the screen now and then (the costly part of a check).
    private let checksRendering: Bool

    /// Launches the app in an 80 x 24 window.
    /// - Parameter checksRendering: Also draw the screen after some events and check what shows.
    init(checksRendering: Bool = true) {
        self.checksRendering = checksRendering
        // The app's quit rules (its composition root gives the same to its window).
        let window = HeadlessWindow(width: 80, height: 24, quitKeys: QuitKeys(key: "q", words: ["q", "quit"]))
        let launchRouter = AppComposition.makeRoot(features: InMemoryFeatureSource()).build()
        launchRouter.launch(from: window)
        self.window = window
        self.launchRouter = launchRouter
    }

    /// Whether a key asked the program to quit.
    var hasQuit: Bool { model.exitStatus != nil }

    /// Applies `event` to the app and the model, then checks the invariants.
    /// - Returns: What is wrong, or `nil`.
    func send(_ event: AppEvent) -> String? {
        guard let window else { return "the app was torn down" }
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
        window = nil
        launchRouter = nil
        return tracker.check(live: [])
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

    /// The RIB a router belongs to, from its type name (`LoggedOutRouter` -> `LoggedOut`).
    private func ribName(_ router: any Routing) -> String {
        var name = String(describing: type(of: router))
        if name.hasSuffix("Router") { name.removeLast("Router".count) }
        return name
    }

    private func check() -> String? {
        guard let window, let launchRouter else { return "the app was torn down" }
        if window.exitStatus != model.exitStatus {
            return
                "exit status \(window.exitStatus.map(String.init) ?? "none"), the model expects \(model.exitStatus.map(String.init) ?? "none")"
        }

        // 1. Exactly the expected RIBs are attached, and all of them are active.
        let expectedPath: [String] =
            switch model.phase {
            case .loggedOut: ["LoggedOut"]
            case .offGame: ["LoggedIn", "OffGame"]
            case .playing, .ended: ["LoggedIn", "TicTacToe"]
            }
        var path: [String] = []
        var routers: [any Routing] = [launchRouter]
        var node: any Routing = launchRouter
        while !node.children.isEmpty {
            guard node.children.count == 1 else {
                return "\(ribName(node)) has \(node.children.count) children: \(node.children.map(ribName))"
            }
            node = node.children[0]
            path.append(ribName(node))
            routers.append(node)
        }
        if path != expectedPath {
            return
                "the attached RIBs are Root > \(path.joined(separator: " > ")), the model expects Root > \(expectedPath.joined(separator: " > ")) (\(model.phase))"
        }
        if let inactive = routers.first(where: { !$0.interactable.isActive }) {
            return "\(ribName(inactive)) is attached but its interactor is inactive"
        }

        // 2. The presented view is the leaf RIB's, on top of the root view, and nothing else.
        guard let leaf = routers.last as? any ViewableRouting,
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
        var live: [AnyObject] = [rootView]
        for router in routers {
            live += [router, router.interactable]
            if let viewable = router as? any ViewableRouting { live.append(viewable.viewControllable) }
        }
        return tracker.check(live: live)
    }

    /// The screen's content against the model: buttons, names, board, turn and result.
    private func checkScreen(_ screen: Screen) -> String? {
        var lines: [String] = []
        var buttons: [String] = []
        var cells: [String]?
        for element in screen.elements {
            switch element {
            case .line(let line): lines.append(line.text)
            case .button(let button): buttons.append(button.title)
            case .grid(let grid): cells = grid.cells
            default: break
            }
        }
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
            if buttons != ["Start Game"] { return "the start screen's buttons are \(buttons)" }
            let joined = lines.joined(separator: "\n")
            let showsX = matchName(.x, locking: false) { joined.contains("\($0) (X)") }
            let showsO = matchName(.o, locking: false) { joined.contains("\($0) (O)") }
            if !showsX || !showsO {
                return "the start screen does not show the names \(String(describing: model.names)):\n\(joined)"
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
            case .offGame: "Start Game"
            case .playing: "'s turn"
            case .ended: "Close Game"
            }
        let fits = window.width >= 80 && window.height >= 24
        if text.contains(marker) || (!fits && text.contains("Terminal too small")) { return nil }
        return "the \(window.width)x\(window.height) window does not show \"\(marker)\":\n\(text)"
    }
}

/// Remembers every RIB object seen in the tree; once one leaves the tree it must be gone.
struct DeallocationTracker {
    private struct Entry {
        weak var object: AnyObject?
    }

    private var tracked: [ObjectIdentifier: Entry] = [:]

    /// Starts tracking `live` objects; returns the first tracked object that is no longer live
    /// but still allocated.
    mutating func check(live: [AnyObject]) -> String? {
        let liveIDs = Set(live.map(ObjectIdentifier.init))
        for (id, entry) in tracked where !liveIDs.contains(id) {
            if let object = entry.object {
                return "\(type(of: object)) left the RIB tree but was not deallocated"
            }
            tracked[id] = nil
        }
        for object in live {
            tracked[ObjectIdentifier(object)] = Entry(object: object)
        }
        return nil
    }
}
