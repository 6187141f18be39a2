/// What a child RIB tells its parent: the base of every `XListener` protocol.
///
/// A RIB module declares `public protocol XListener: RIBListener` with the calls its interactor
/// makes on its parent (`didLogin(withPlayer1Name:player2Name:)`); the parent's interactor
/// implements it, and its `XInteractable` protocol refines it so that the parent's router can pass
/// the interactor to the child's builder.
///
/// Like every RIB type it lives on the main actor. A listener protocol that refined nothing (only
/// `AnyObject`) would not get its module's default isolation, and the parent's `XInteractable`,
/// which refines both ``Interactable`` and the listener, could then not be conformed to from
/// another module; refining this protocol gives the listener its isolation with no annotation.
///
/// Named `RIBListener`, not `Listener`, so that it does not collide with other frameworks' types in
/// a file that imports both.
// Said here: the default isolation does not reach a protocol that refines none (Swift 6.3).
@MainActor
public protocol RIBListener: AnyObject {}
