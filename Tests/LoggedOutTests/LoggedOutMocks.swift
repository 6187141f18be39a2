import RIBs
import RIBsTestSupport

@testable import LoggedOut

final class LoggedOutListenerMock: LoggedOutListener {
    private(set) var didLoginCallCount = 0
    private(set) var player1Name: String?
    private(set) var player2Name: String?
    var didLoginHandler: ((String, String) -> Void)?

    func didLogin(withPlayer1Name player1Name: String, player2Name: String) {
        didLoginCallCount += 1
        self.player1Name = player1Name
        self.player2Name = player2Name
        didLoginHandler?(player1Name, player2Name)
    }
}

final class LoggedOutPresentableMock: LoggedOutPresentable {
    weak var listener: (any LoggedOutPresentableListener)?
}

final class LoggedOutPresentableListenerMock: LoggedOutPresentableListener {
    private(set) var loginCallCount = 0
    private(set) var player1Name: String?
    private(set) var player2Name: String?

    func login(withPlayer1Name player1Name: String?, player2Name: String?) {
        loginCallCount += 1
        self.player1Name = player1Name
        self.player2Name = player2Name
    }
}

final class LoggedOutInteractableMock: InteractableMock, LoggedOutInteractable {
    weak var router: (any LoggedOutRouting)?
    weak var listener: (any LoggedOutListener)?
}

final class LoggedOutViewControllableMock: ViewControllableMock, LoggedOutViewControllable {}

final class LoggedOutDependencyMock: LoggedOutDependency {}
