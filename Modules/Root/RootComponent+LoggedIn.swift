import LoggedIn

/// LoggedIn presents its children on Root's view.
extension RootComponent: LoggedInDependency {
    var loggedInViewController: any LoggedInViewControllable {
        rootViewController
    }
}
