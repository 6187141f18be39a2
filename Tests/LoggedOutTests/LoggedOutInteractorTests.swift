import Testing

@testable import LoggedOut

struct LoggedOutInteractorTests {
    private let presenter = LoggedOutPresentableMock()
    private let listener = LoggedOutListenerMock()
    private let interactor: LoggedOutInteractor

    init() {
        interactor = LoggedOutInteractor(presenter: presenter)
        interactor.listener = listener
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func loginPassesTheNamesToTheListener() {
        interactor.login(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(listener.didLoginCallCount == 1)
        #expect(listener.player1Name == "Ann")
        #expect(listener.player2Name == "Bob")
    }

    @Test func loginTrimsSurroundingWhitespace() {
        interactor.login(withPlayer1Name: "  Ann Lee\t", player2Name: "\nBob ")

        #expect(listener.player1Name == "Ann Lee")
        #expect(listener.player2Name == "Bob")
    }

    @Test(arguments: [nil, "", " ", "\t \n"] as [String?])
    func missingOrBlankNamesBecomeTheDefaultNames(name: String?) {
        interactor.login(withPlayer1Name: name, player2Name: name)

        #expect(listener.didLoginCallCount == 1)
        #expect(listener.player1Name == "Player 1")
        #expect(listener.player2Name == "Player 2")
    }

    @Test func onlyTheBlankNameGetsTheDefault() {
        interactor.login(withPlayer1Name: "Ann", player2Name: "   ")

        #expect(listener.player1Name == "Ann")
        #expect(listener.player2Name == "Player 2")
    }
}
