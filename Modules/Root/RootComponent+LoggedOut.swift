import LoggedOut

/// LoggedOut needs nothing from Root's component yet.
extension RootComponent: LoggedOutDependency {}
