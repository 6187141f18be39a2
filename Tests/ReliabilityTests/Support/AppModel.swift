import TerminalUI

/// One input of the random app test: a key, or a change of the window's size.
enum AppEvent: Equatable, CustomStringConvertible {
    case key(Key)
    case resize(width: Int, height: Int)

    var description: String {
        switch self {
        case .key(.character(let character)): "key \(String(character).debugDescription)"
        case .key(let key): "key .\(key)"
        case .resize(let width, let height): "resize \(width)x\(height)"
        }
    }
}

/// The reference model of the app's screens, written from APP-BEHAVIOR.md: which screen follows
/// which key, the game's rules, and when the program quits.
///
/// Where a key's meaning depends on the focus or the board's cursor, the model reads them from
/// the screen shown before the key (how focus moves is the toolkit's business, tested there);
/// what the key then does to the RIB tree, the board and the program is predicted here.
struct AppModel: Equatable {
    enum Mark: Character, Equatable {
        case x = "X"
        case o = "O"
    }

    enum Outcome: Equatable {
        case won(Mark)
        case draw
    }

    enum Phase: Equatable {
        case loggedOut
        case offGame
        case playing(board: [Mark?], turn: Mark)
        case ended(board: [Mark?], outcome: Outcome)
        /// RandomWin before Magic.
        case randomWin
        /// RandomWin's result; the winner is learned from the screen (the pick is the app's).
        case randomWinEnded(winner: Mark?)
    }

    /// The games on the start screen, in order: their names.
    var games: [String] = ["Tic Tac Toe", "Random Win"]
    /// Whether the start screen shows the score line.
    var showsScoreBoard = true
    /// The wins of player 1 (X) and player 2 (O) since the login.
    var wins: [Mark: Int] = [.x: 0, .o: 0]

    var phase = Phase.loggedOut
    /// The names as the app may show them: as typed, or trimmed (the spec allows both); `nil`
    /// before the login.
    var names: (player1: [String], player2: [String])?
    /// The exit status a key asked for, if any.
    var exitStatus: Int32?

    static func == (lhs: AppModel, rhs: AppModel) -> Bool {
        lhs.phase == rhs.phase && lhs.exitStatus == rhs.exitStatus && lhs.wins == rhs.wins
    }

    /// What the shown screen tells the model before a key: the focused element, the board cursor
    /// and the name fields' texts.
    struct Observation {
        var focused: Screen.Element?
        var cursor: Int
        var fieldTexts: [String]
    }

    /// Predicts the effect of `key`.
    mutating func apply(_ key: Key, seeing observation: Observation) {
        if key == .ctrlC {
            exitStatus = 130
            return
        }
        let isQuit = key == .character("q") || key == .character("Q")
        let isActivation = key == .enter || key == .character(" ")
        switch (phase, observation.focused) {
        case (.loggedOut, .field?):
            return  // typing, or moving between fields: the toolkit's business
        case (.loggedOut, .button?) where isActivation:
            let typed = observation.fieldTexts + ["", ""]
            func candidates(_ text: String, default defaultName: String) -> [String] {
                let trimmed = text.trimmingWhitespace
                return trimmed.isEmpty ? [defaultName] : [text, trimmed]
            }
            names = (candidates(typed[0], default: "Player 1"), candidates(typed[1], default: "Player 2"))
            wins = [.x: 0, .o: 0]
            phase = .offGame
        case (.offGame, .button(let button)?) where isActivation:
            switch button.title {
            case "Tic Tac Toe": phase = .playing(board: Array(repeating: nil, count: 9), turn: .x)
            case "Random Win": phase = .randomWin
            default: break
            }
        case (.randomWin, .button?) where isActivation:
            phase = .randomWinEnded(winner: nil)
        case (.randomWinEnded, .button?) where isActivation:
            phase = .offGame
        case (.playing(var board, let turn), .grid?):
            let cell: Int? =
                if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII,
                    (1...9).contains(digit)
                {
                    digit - 1
                } else if isActivation {
                    observation.cursor
                } else {
                    nil
                }
            guard let cell else {
                if isQuit { exitStatus = 0 }
                return
            }
            guard board[cell] == nil else { return }  // occupied: refused with a message
            board[cell] = turn
            if let outcome = Self.outcome(of: board) {
                if case .won(let mark) = outcome { wins[mark, default: 0] += 1 }
                phase = .ended(board: board, outcome: outcome)
            } else {
                phase = .playing(board: board, turn: turn == .x ? .o : .x)
            }
        case (.ended, .button?) where isActivation:
            phase = .offGame
        // After the end the board can still get the focus: a digit or Enter there must not play
        // (`expectedCells` stays as it is), and `q` quits as anywhere outside a text field.
        default:
            if isQuit { exitStatus = 0 }
        }
    }

    /// Rows, columns and both diagonals win; a full board without a winner is a draw.
    static func outcome(of board: [Mark?]) -> Outcome? {
        let lines = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]]
        for line in lines {
            if let mark = board[line[0]], board[line[1]] == mark, board[line[2]] == mark { return .won(mark) }
        }
        return board.allSatisfy { $0 != nil } ? .draw : nil
    }

    /// The RIB tree as the core prints it (`RIBTree.text(of:)`) when `path` is attached under
    /// `root`, each RIB under the one before, all active.
    static func printedTree(under root: String, _ path: [String]) -> String {
        var lines = [root]
        for (depth, name) in path.enumerated() {
            lines.append(String(repeating: " ", count: 4 * depth) + "└── " + name)
        }
        return lines.joined(separator: "\n")
    }

    /// The events the core's hook reports (as `RIBTreeEvent.description`) when the RIBs under
    /// `root` go from the chain `old` to the chain `new`. The first RIB that differs goes with the
    /// RIBs under it (OffGame with its score board): each is deactivated, top down (an interactor
    /// deactivates its children's), then detached, top down (a router's deinitializer detaches its
    /// children), then released, top down. Then each new RIB is attached, activated and loaded under
    /// the one before (OffGame attaches the score board once it has loaded).
    static func treeEvents(under root: String, from old: [String], to new: [String]) -> [String] {
        let kept = zip(old, new).prefix { $0 == $1 }.count
        func parent(_ chain: [String], _ index: Int) -> String { index == 0 ? root : chain[index - 1] }
        let removed = old.indices.dropFirst(kept)
        var events = removed.map { "\(old[$0]) deactivated under \(parent(old, $0))" }
        events += removed.map { "\(old[$0]) detached from \(parent(old, $0))" }
        events += removed.map { "\(old[$0]) deallocated, was under \(parent(old, $0))" }
        for index in kept..<new.count {
            let name = new[index]
            let under = parent(new, index)
            events += [
                "\(name) attached under \(under)", "\(name) activated under \(under)", "\(name) loaded under \(under)",
            ]
        }
        return events
    }

    /// The board's cells as the screen must show them.
    var expectedCells: [String]? {
        switch phase {
        case .playing(let board, _):
            board.enumerated().map { $0.element.map { String($0.rawValue) } ?? "\($0.offset + 1)" }
        case .ended(let board, _):
            board.map { $0.map { String($0.rawValue) } ?? " " }
        case .loggedOut, .offGame, .randomWin, .randomWinEnded:
            nil
        }
    }
}

extension String {
    /// Without leading and trailing whitespace.
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
