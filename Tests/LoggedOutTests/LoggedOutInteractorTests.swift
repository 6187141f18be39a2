import LoggedOutMocks
import RIBsTestSupport
import Testing

@testable import LoggedOut

struct LoggedOutInteractorTests {
    private let presenter = LoggedOutPresentableMock()
    private let listener = LoggedOutListenerMock()
    /// The names of each login the listener was told about.
    private let logins = ArgumentHistory<(String, String)>()
    private let interactor: LoggedOutInteractor

    init() {
        interactor = LoggedOutInteractor(presenter: presenter)
        interactor.listener = listener
        listener.didLoginHandler = { [logins] in logins.record(($0, $1)) }
    }

    @Test func listensToItsPresenter() {
        #expect(presenter.listener === interactor)
    }

    @Test func loginPassesTheNamesToTheListener() {
        interactor.login(withPlayer1Name: "Ann", player2Name: "Bob")

        #expect(listener.didLoginCallCount == 1)
        #expect(logins.last?.0 == "Ann")
        #expect(logins.last?.1 == "Bob")
    }

    @Test func loginTrimsSurroundingWhitespace() {
        interactor.login(withPlayer1Name: "  Ann Lee\t", player2Name: "\nBob ")

        #expect(logins.last?.0 == "Ann Lee")
        #expect(logins.last?.1 == "Bob")
    }

    @Test(arguments: [nil, "", " ", "\t \n"] as [String?])
    func missingOrBlankNamesBecomeTheDefaultNames(name: String?) {
        interactor.login(withPlayer1Name: name, player2Name: name)

        #expect(listener.didLoginCallCount == 1)
        #expect(logins.last?.0 == "Player 1")
        #expect(logins.last?.1 == "Player 2")
    }

    @Test func onlyTheBlankNameGetsTheDefault() {
        interactor.login(withPlayer1Name: "Ann", player2Name: "   ")

        #expect(logins.last?.0 == "Ann")
        #expect(logins.last?.1 == "Player 2")
    }
}
