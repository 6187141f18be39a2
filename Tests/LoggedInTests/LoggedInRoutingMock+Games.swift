import RIBsTestSupport

extension LoggedInRoutingMock {
    /// Answers every request to route to a game with `available`, recording the game's id in `ids`.
    func routesToGames(recordingIn ids: ArgumentHistory<String>, available: Bool = true) {
        routeToGameHandler = { [ids] in
            ids.record($0)
            return available
        }
    }
}
