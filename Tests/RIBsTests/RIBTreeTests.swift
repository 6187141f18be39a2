import RIBs
import RIBsMocks
import RIBsTestSupport
import Testing

// Routers of RIBs with names (a RIB is named after its router's class).
private final class LobbyRouter: TestRouter<TestInteractor> {}
private final class GameRouter: TestRouter<TestInteractor> {}
private final class BoardRouter: TestRouter<TestInteractor> {}
private final class HomeRouter: LaunchRouter<TestInteractor, ViewControllableMock> {}

/// A router that names itself from state of its own class, which is gone by the time the
/// framework's `Router` deinitializer runs.
private final class VariantRouter: Router<TestInteractor>, RIBNamed {
    let variant: String
    var ribName: String { "Board (\(variant))" }

    init(variant: String) {
        self.variant = variant
        super.init(interactor: TestInteractor())
    }
}

/// An observer that calls `body` with each event: the generated mock with its handler.
private func makeObserver(_ body: @escaping (RIBTreeEvent) -> Void) -> RIBTreeObserverMock {
    let observer = RIBTreeObserverMock()
    observer.ribTreeHandler = body
    return observer
}

struct RIBTreeObserverTests {
    @Test func launchAttachDetachAndReleaseAreToldInOrderWithNamesAndParents() {
        withLeakDetector(LeakDetectorMock()) {
            let recorder = RIBTreeRecorder()
            let home = HomeRouter(interactor: TestInteractor(), viewController: ViewControllableMock())
            RIBTree.observe(home, with: recorder)
            do {
                home.launch(from: RIBWindowMock())
                #expect(recorder.takeEvents() == ["Home activated", "Home loaded"])

                do {
                    let lobby = LobbyRouter(interactor: TestInteractor())
                    let board = BoardRouter(interactor: TestInteractor())
                    lobby.didLoadHandler = { [unowned lobby] in lobby.attachChild(board) }
                    home.attachChild(lobby)
                    #expect(
                        recorder.takeEvents() == [
                            "Lobby attached under Home", "Lobby activated under Home", "Lobby loaded under Home",
                            "Board attached under Lobby", "Board activated under Lobby", "Board loaded under Lobby",
                        ]
                    )

                    home.detachChild(lobby)
                    // The loaded subtree follows its interactor: Board is deactivated but stays attached.
                    #expect(
                        recorder.takeEvents() == [
                            "Lobby deactivated under Home", "Board deactivated under Lobby", "Lobby detached from Home",
                        ]
                    )
                }
                // Released: Lobby's deinitializer detaches Board; which of the two is deallocated
                // first is up to the compiler (when it releases its copy of the children).
                let released = recorder.takeEvents()
                #expect(released.first == "Board detached from Lobby")
                #expect(
                    released.dropFirst().sorted() == [
                        "Board deallocated, was under Lobby", "Lobby deallocated, was under Home",
                    ]
                )
                #expect(RIBTree.text(of: home) == "Home")
            }
            RIBTree.stopObserving(home)
            home.attachChild(LobbyRouter(interactor: TestInteractor()))
            #expect(recorder.events.isEmpty)  // no longer observed
        }
    }

    @Test func eventsCarryTheIdentitiesOfTheRIBAndItsParentAndTheRouterWhileAlive() {
        withLeakDetector(LeakDetectorMock()) {
            let recorder = RIBTreeRecorder()
            let parent = GameRouter(interactor: TestInteractor())
            var child: BoardRouter? = BoardRouter(interactor: TestInteractor())
            let childID = ObjectIdentifier(child!)
            RIBTree.observe(parent, with: recorder)
            parent.attachChild(child!)
            parent.detachChild(child!)
            child = nil
            #expect(
                recorder.events.map(\.kind) == [.attached, .activated, .loaded, .deactivated, .detached, .deallocated])
            #expect(recorder.events.allSatisfy { $0.id == childID && $0.parentID == ObjectIdentifier(parent) })
            #expect(recorder.events.allSatisfy { $0.name == "Board" && $0.parent == "Game" })
            #expect(recorder.events.first?.router == nil)  // the router is gone now
        }
    }

    @Test func anObserverThatKeepsEventsIsReleasedWithTheTreesLastRouter() {
        withLeakDetector(LeakDetectorMock()) {
            weak var released: RIBTreeRecorder?
            do {
                let recorder = RIBTreeRecorder()
                released = recorder
                let parent = GameRouter(interactor: TestInteractor())
                RIBTree.observe(parent, with: recorder)
                parent.attachChild(BoardRouter(interactor: TestInteractor()))
                #expect(recorder.events.count == 3)  // its events hold what the tree knew of the board
            }
            #expect(released == nil)
        }
    }

    @Test func theRouterOfAnEventIsTheOneAttached() {
        withLeakDetector(LeakDetectorMock()) {
            let parent = GameRouter(interactor: TestInteractor())
            let child = BoardRouter(interactor: TestInteractor())
            var routers: [ObjectIdentifier?] = []
            let observer = makeObserver { event in routers.append(event.router.map { ObjectIdentifier($0) }) }
            RIBTree.observe(parent, with: observer)
            parent.attachChild(child)
            #expect(routers == [ObjectIdentifier(child), ObjectIdentifier(child), ObjectIdentifier(child)])
        }
    }

    @Test func aTreesObserverIsToldOfItsRIBsOnlyFromObservingToStopping() {
        withLeakDetector(LeakDetectorMock()) {
            let recorder = RIBTreeRecorder()
            let parent = GameRouter(interactor: TestInteractor())
            let other = GameRouter(interactor: TestInteractor())
            parent.attachChild(BoardRouter(interactor: TestInteractor()))
            RIBTree.observe(parent, with: recorder)
            let lobby = LobbyRouter(interactor: TestInteractor())
            let board = BoardRouter(interactor: TestInteractor())
            parent.attachChild(lobby)
            lobby.attachChild(board)  // under the tree: told
            other.attachChild(BoardRouter(interactor: TestInteractor()))  // another tree: not told
            parent.detachChild(lobby)
            #expect(
                recorder.takeEvents() == [
                    "Lobby attached under Game", "Lobby activated under Game", "Lobby loaded under Game",
                    "Board attached under Lobby", "Board activated under Lobby", "Board loaded under Lobby",
                    "Lobby deactivated under Game", "Board deactivated under Lobby", "Lobby detached from Game",
                ])
            lobby.attachChild(GameRouter(interactor: TestInteractor()))  // detached, still of the tree
            #expect(recorder.takeEvents().first == "Game attached under Lobby")
            RIBTree.stopObserving(parent)
            parent.attachChild(BoardRouter(interactor: TestInteractor()))
            lobby.detachChild(board)
            #expect(recorder.events.isEmpty)
        }
    }

    @Test func aTreesObserverIsToldOfChangesMadeOutsideTheTaskThatStartedIt() async {
        let recorder = RIBTreeRecorder()
        let parent = GameRouter(interactor: TestInteractor())
        RIBTree.observe(parent, with: recorder)
        await Task { parent.attachChild(BoardRouter(interactor: TestInteractor())) }.value
        #expect(recorder.takeEvents().prefix(2) == ["Board attached under Game", "Board activated under Game"])
        RIBTree.stopObserving(parent)
    }

    @Test func observingANonRouterOrStoppingAnUnobservedTreeIsAProgrammerError() {
        let recorder = RIBTreeRecorder()
        let reports = ProgrammerError.capture {
            RIBTree.observe(RoutingMock(interactable: InteractableMock()), with: recorder)
            RIBTree.stopObserving(GameRouter(interactor: TestInteractor()))
        }
        #expect(reports.count == 2)
        #expect(reports.first?.message.contains("not a Router") == true)
        #expect(reports.last?.message.contains("not observed") == true)
    }

    @Test func observersOfATreeComposeAndAnObserverStoppedWhileAnEventIsDeliveredHearsNoMore() {
        withLeakDetector(LeakDetectorMock()) {
            var heard: [String] = []
            let parent = GameRouter(interactor: TestInteractor())
            let first = makeObserver { event in heard.append("first: \(event)") }
            let second = makeObserver { event in
                heard.append("second: \(event)")
                if event.kind == .activated { RIBTree.stopObserving(parent) }  // stops `second`, the last
            }
            let board = BoardRouter(interactor: TestInteractor())
            let ofBoard = makeObserver { event in heard.append("board: \(event)") }
            RIBTree.observe(parent, with: first)
            RIBTree.observe(parent, with: second)
            parent.attachChild(board)
            RIBTree.observe(board, with: ofBoard)  // a subtree of the tree: its own observer first
            board.attachChild(LobbyRouter(interactor: TestInteractor()))
            RIBTree.stopObserving(board)
            RIBTree.stopObserving(parent)
            board.detachChild(board.children[0])
            #expect(
                heard == [
                    "second: Board attached under Game", "first: Board attached under Game",
                    "second: Board activated under Game", "first: Board activated under Game",
                    "first: Board loaded under Game", "board: Lobby attached under Board",
                    "first: Lobby attached under Board", "board: Lobby activated under Board",
                    "first: Lobby activated under Board", "board: Lobby loaded under Board",
                    "first: Lobby loaded under Board",
                ]
            )
        }
    }

    @Test func aRIBNamesItselfAndAFrameworkRouterIsNamedAfterItsInteractor() {
        withLeakDetector(LeakDetectorMock()) {
            #expect(RIBTree.name(of: VariantRouter(variant: "3x3")) == "Board (3x3)")
            #expect(RIBTree.name(of: BoardRouter(interactor: TestInteractor())) == "Board")
            #expect(RIBTree.name(of: Router(interactor: TestInteractor())) == "Test")
            #expect(RIBTree.name(of: Router(interactor: InteractableMock())) == "InteractableMock")
            let mock = RoutingMock(interactable: InteractableMock())
            #expect(RIBTree.name(of: mock) == "RoutingMock")
            mock.ribName = "Scores"
            #expect(RIBTree.name(of: mock) == "Scores")
        }
    }

    @Test func aRIBAttachedBeforeTheTreeWasObservedKeepsItsOwnNameAndParentUntilDeallocated() {
        withLeakDetector(LeakDetectorMock()) {
            let recorder = RIBTreeRecorder()
            var variant: VariantRouter? = VariantRouter(variant: "3x3")
            variant!.attachChild(BoardRouter(interactor: TestInteractor()))
            RIBTree.observe(variant!, with: recorder)
            variant = nil
            // Its own name needs its class's state, gone when the framework's deinitializer runs:
            // it was taken when the tree was observed.
            #expect(
                recorder.takeEvents() == [
                    "Board deactivated under Board (3x3)", "Board detached from Board (3x3)",
                    "Board deallocated, was under Board (3x3)", "Board (3x3) deallocated",
                ]
            )
        }
    }

    @Test func anInteractorThatOutlivesItsRouterLeavesTheTree() {
        let recorder = RIBTreeRecorder()
        let interactor = TestInteractor()
        withLeakDetector(LeakDetectorMock()) {
            let router = GameRouter(interactor: interactor)
            RIBTree.observe(router, with: recorder)
            interactor.activate()
        }  // the router is gone; its deinitializer deactivated the interactor
        interactor.activate()
        #expect(recorder.takeEvents() == ["Game activated", "Game deactivated", "Game deallocated"])
    }

    @Test func aRecorderOfOneTreeIgnoresOtherTrees() {
        withLeakDetector(LeakDetectorMock()) {
            let mine = GameRouter(interactor: TestInteractor())
            let other = LobbyRouter(interactor: TestInteractor())
            let recorder = RIBTreeRecorder(root: mine)
            RIBTree.observe(mine, with: recorder)
            RIBTree.observe(other, with: recorder)  // told, and left out: not under the root
            do {
                let board = BoardRouter(interactor: TestInteractor())
                mine.attachChild(board)
                other.attachChild(BoardRouter(interactor: TestInteractor()))
                mine.detachChild(board)
            }
            #expect(
                recorder.takeEvents() == [
                    "Board attached under Game", "Board activated under Game", "Board loaded under Game",
                    "Board deactivated under Game", "Board detached from Game", "Board deallocated, was under Game",
                ]
            )
            #expect(recorder.seenCount == 2)
            #expect(recorder.detachedButAlive == [])
        }
    }

    @Test func aRecorderReportsADetachedRIBKeptAlive() {
        withLeakDetector(LeakDetectorMock()) {
            let parent = GameRouter(interactor: TestInteractor())
            let recorder = RIBTreeRecorder(root: parent)
            let board = BoardRouter(interactor: TestInteractor())
            RIBTree.observe(parent, with: recorder)
            parent.attachChild(board)
            parent.detachChild(board)
            #expect(recorder.detachedButAlive == ["Board"])
            RIBTree.stopObserving(parent)
            parent.attachChild(board)
            #expect(recorder.detachedButAlive == ["Board"])  // not told: the recorder was removed
        }
    }
}

struct RIBTreeTextTests {
    /// A mock RIB named `name`, active unless told otherwise, with `children`.
    private func rib(_ name: String, active: Bool = true, _ children: [RoutingMock] = []) -> RoutingMock {
        let interactor = InteractableMock()
        interactor.isActive = active
        let router = RoutingMock(interactable: interactor)
        router.ribName = name
        router.children = children
        return router
    }

    @Test func aTreeOfMocksIsDrawnWithBoxDrawingAndInactiveMarks() {
        let root = rib("Root", [rib("LoggedIn", [rib("OffGame", [rib("ScoreBoard")]), rib("Help", active: false)])])
        #expect(
            RIBTree.text(of: root) == """
                Root
                └── LoggedIn
                    ├── OffGame
                    │   └── ScoreBoard
                    └── (inactive) Help
                """
        )
    }

    @Test func continuationLinesFollowEachBranch() {
        let root = rib("A", [rib("B", [rib("C"), rib("D", [rib("E")])]), rib("F", [rib("G")])])
        #expect(
            RIBTree.text(of: root) == """
                A
                ├── B
                │   ├── C
                │   └── D
                │       └── E
                └── F
                    └── G
                """
        )
    }

    @Test func aLoneRIBIsOneLineAndAnInactiveRootIsMarked() {
        #expect(RIBTree.text(of: rib("Root")) == "Root")
        #expect(RIBTree.text(of: rib("Root", active: false)) == "(inactive) Root")
    }

    @Test func controlCharactersInNamesAreEscapedSoEachRIBKeepsItsLine() {
        let root = rib("Root", [rib("Evil\nName\u{1B}[31m\u{202E}"), rib("Family 👨‍👩‍👧 漢")])
        #expect(
            RIBTree.text(of: root) == """
                Root
                ├── Evil\\nName\\u{1B}[31m\\u{202E}
                └── Family 👨‍👩‍👧 漢
                """
        )
    }

    @Test func aRIBAttachedUnderItsOwnDescendantIsDrawnOnceAsACycle() {
        let a = rib("A")
        let b = rib("B", [a])
        a.children = [b]
        #expect(RIBTree.text(of: a) == "A\n└── B\n    └── (cycle) A")
        a.children = []  // The cycle was made on purpose; break it so the mocks are released.
    }

    @Test func realRoutersAreDrawnFromTheirLiveState() {
        withLeakDetector(LeakDetectorMock()) {
            let home = HomeRouter(interactor: TestInteractor(), viewController: ViewControllableMock())
            let lobby = LobbyRouter(interactor: TestInteractor())
            let board = BoardRouter(interactor: TestInteractor())
            lobby.didLoadHandler = { [unowned lobby] in lobby.attachChild(board) }
            home.launch(from: RIBWindowMock())
            home.attachChild(lobby)
            home.attachChild(GameRouter(interactor: TestInteractor()))
            #expect(RIBTree.text(of: home) == "Home\n├── Lobby\n│   └── Board\n└── Game")
            home.detachChild(lobby)
            #expect(RIBTree.text(of: home) == "Home\n└── Game")
            #expect(RIBTree.text(of: lobby) == "(inactive) Lobby\n└── (inactive) Board")
        }
    }
}

/// Observers of different trees hear apart what tasks running at once on the main actor change: two
/// tasks take turns changing their own trees, each observed by its own observer, and each observer
/// keeps every event it is told.
struct RIBTreeParallelObserverTests {
    /// Whose turn it is, passed from one task to the other.
    private final class Turns {
        private var current = 0

        func wait(for turn: Int) async {
            while current != turn { await Task.yield() }
        }

        func pass() {
            current = 1 - current
        }
    }

    /// What a task's observer was told, and the routers of its tree.
    private final class Outcome {
        var events: [RIBTreeEvent] = []
        var routers: [any Routing] = []
    }

    /// Task `turn`'s work: attaches and detaches three children of `kind` under its own observed
    /// root, handing the turn over after each change. The routers are kept, so that no
    /// address is reused by the other task's RIBs.
    private func changeOwnTree(turn: Int, turns: Turns, kind: () -> any Routing, into outcome: Outcome) async {
        let recorder = RIBTreeRecorder()  // without a root: it keeps every event it is told
        let root = GameRouter(interactor: TestInteractor())
        outcome.routers = [root]
        RIBTree.observe(root, with: recorder)
        for _ in 0..<3 {
            await turns.wait(for: turn)
            let child = kind()
            outcome.routers.append(child)
            root.attachChild(child)
            turns.pass()
            await turns.wait(for: turn)
            root.detachChild(child)
            turns.pass()
        }
        RIBTree.stopObserving(root)
        outcome.events = recorder.events
    }

    @Test func twoTasksChangingTheirOwnObservedTreesAtOnceAreToldOfTheirOwnRIBsOnly() async {
        let turns = Turns()
        let (lobbies, boards) = (Outcome(), Outcome())
        let first = Task {
            await changeOwnTree(
                turn: 0, turns: turns, kind: { LobbyRouter(interactor: TestInteractor()) }, into: lobbies)
        }
        let second = Task {
            await changeOwnTree(
                turn: 1, turns: turns, kind: { BoardRouter(interactor: TestInteractor()) }, into: boards)
        }
        await first.value
        await second.value
        let perChild: [RIBTreeEvent.Kind] = [.attached, .activated, .loaded, .deactivated, .detached]
        for (outcome, name) in [(lobbies, "Lobby"), (boards, "Board")] {
            let ids = Set(outcome.routers.map { ObjectIdentifier($0) })
            #expect(outcome.events.map(\.kind) == Array(repeating: perChild, count: 3).flatMap { $0 })
            #expect(outcome.events.allSatisfy { $0.name == name && $0.parent == "Game" })
            #expect(outcome.events.allSatisfy { ids.contains($0.id) })
        }
        withLeakDetector(LeakDetectorMock()) {
            lobbies.routers = []
            boards.routers = []
        }
    }
}
