import RIBs
import RIBsMocks
import TerminalUI
import Testing

/// A score board like the one a start screen will embed: one line that changes while shown, and a
/// Reset button.
private final class ScoreViewController: ViewController {
    var score = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Whether to show the Reset button (a child whose focusable elements come and go).
    var showsReset = true {
        didSet { setNeedsDisplay() }
    }
    private(set) var resetCount = 0

    override func makeScreen() -> Screen {
        var elements: [Screen.Element] = [.text("Score: \(score)")]
        if showsReset {
            elements.append(
                .button("Reset") { [weak self] in
                    self?.resetCount += 1
                    self?.score = 0
                })
        }
        return Screen(elements)
    }
}

/// A start screen embedding a child's screen between its name field and its Start button.
private final class StartViewController: ViewController {
    var child: (any ViewControllable)?
    private(set) var startCount = 0

    override func makeScreen() -> Screen {
        var elements: [Screen.Element] = [.field(id: "name", label: "Name")]
        if let child { elements.append(.child(child)) }
        elements.append(.button("Start") { [weak self] in self?.startCount += 1 })
        return Screen(elements)
    }
}

struct EmbeddingTests {
    private let window = HeadlessWindow(width: 40, height: 12)
    private let parent = StartViewController()
    private let child = ScoreViewController()

    init() {
        window.show(rootViewController: parent)
        parent.embed(child)
        parent.child = child
        parent.setNeedsDisplay()
    }

    private var rows: [String] {
        window.lineModeText.split(separator: "\n").map(String.init)
    }

    @Test func theChildsScreenIsDrawnWhereTheParentPlacesIt() {
        #expect(rows == ["Name  [                    ]", "Score: 0", "[ Reset ]", "[ Start ]"])
        #expect(child.isOnScreen)
        #expect(child.embeddingViewController === parent)
        #expect(parent.embeddedViewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    }

    @Test func aChildsChangeWhileShownRedrawsTheParentsScreen() {
        let requests = window.redrawRequestCount
        child.score = 3
        #expect(window.redrawRequestCount > requests)
        #expect(window.text.contains("Score: 3"))
        child.score = 4
        #expect(window.text.contains("Score: 4"))
        #expect(!window.text.contains("Score: 3"))
    }

    @Test func tabMovesTheFocusIntoTheChildAndOutAgain() {
        #expect(parent.focusedElementID == "name")
        window.send(.tab)
        #expect(parent.focusedElementID?.name == "Reset")
        #expect(window.text.contains("> [ Reset ] <"))
        window.send(.enter)
        #expect(child.resetCount == 1)
        window.send(.tab)
        #expect(parent.focusedElementID == "Start")
        window.send(.enter)
        #expect(parent.startCount == 1)
        window.send(.backTab, .backTab)
        #expect(parent.focusedElementID == "name")
    }

    @Test func theFocusStaysInTheChildWhileItsScreenChanges() {
        window.send(.tab)
        child.score = 7
        #expect(parent.focusedElementID?.name == "Reset")
        child.showsReset = false
        #expect(parent.focusedElementID == "name")
        #expect(window.text.contains("Score: 7"))
    }

    @Test func lineModeMovesTheFocusIntoTheChildAndOutAgain() {
        #expect(window.sendLine("Ann") == .handled)
        #expect(parent.text(inField: "name") == "Ann")
        // The focus moved on into the child; its button is not the parent's form's button.
        #expect(parent.focusedElementID?.name == "Reset")
        #expect(child.resetCount == 0)
        #expect(window.sendLine("") == .handled)
        #expect(child.resetCount == 1)
        #expect(window.sendLine("start") == .handled)
        #expect(parent.startCount == 1)
        #expect(window.sendLine("reset") == .handled)
        #expect(child.resetCount == 2)
    }

    @Test func aChildsFieldKeepsItsOwnEditedText() {
        final class NoteViewController: ViewController {
            override func makeScreen() -> Screen { Screen([.field(id: "note", label: "Note")]) }
        }
        let note = NoteViewController()
        parent.removeEmbedded(child)
        parent.child = note
        #expect(parent.embed(note))
        window.send(.tab)
        window.type("hi")
        #expect(note.text(inField: "note") == "hi")
        #expect(parent.text(inField: "name") == "")
        child.score = 1
        #expect(window.text.contains("[hi"))
    }

    @Test func aChildsTransientErrorIsTheParentScreensError() {
        child.showError("Not now")
        #expect(window.text.contains("Not now"))
        #expect(window.sendLine("") == .error("Not now"))
        #expect(!window.lineModeText.contains("Not now"))
    }

    @Test func removingTheChildTakesItOffScreenAndTheFocusMovesOn() {
        window.send(.tab)
        #expect(parent.removeEmbedded(child))
        parent.child = nil
        #expect(!child.isOnScreen)
        #expect(child.embeddingViewController == nil)
        #expect(parent.focusedElementID == "name")
        #expect(!window.text.contains("Score"))
        #expect(!parent.removeEmbedded(child))
    }

    @Test func aChildTheParentDoesNotPlaceIsDrawnAtTheEnd() {
        parent.child = nil
        parent.setNeedsDisplay()
        #expect(rows == ["Name  [                    ]", "[ Start ]", "Score: 0", "[ Reset ]"])
    }

    @Test func embeddingIsRefusedForAViewControllerAlreadyShownElsewhere() {
        let other = TestViewController()
        #expect(!parent.embed(child))
        #expect(!parent.embed(parent))
        #expect(!child.embed(parent))
        parent.present(other)
        #expect(!parent.embed(other))
        #expect(!other.present(child))
        #expect(!parent.embed(ViewControllableMock()))
    }

    @Test func aChildEmbeddedBeforeItsParentIsShownComesOnScreenWithIt() {
        let otherWindow = HeadlessWindow()
        let outer = StartViewController()
        let inner = ScoreViewController()
        outer.embed(inner)
        #expect(!inner.isOnScreen)
        otherWindow.show(rootViewController: outer)
        #expect(inner.isOnScreen)
        #expect(otherWindow.text.contains("Score: 0"))
    }
}
