public import RIBs

/// The score of the logged-in players, to read and to observe (RIBs tutorial 3's `ScoreStream`).
///
/// A view that shows the score subscribes to ``scores`` and so stays current while it is on
/// screen; it never needs to be rebuilt to see a new win.
// Said here, as on the core's `RIBListener`: the default isolation does not reach a protocol that
// refines none (Swift 6.3), and without it `MutableScoreStream` could not be conformed to from
// another module (a test's double, say).
@MainActor
public protocol ScoreStream: AnyObject {
    /// The score now.
    var score: Score { get }

    /// The score now, delivered at once to each new observer, then every change.
    var scores: AnyObservableStream<Score> { get }
}

/// A score stream that games can record wins in (RIBs tutorial 3's `MutableScoreStream`).
///
/// The RIB that owns the players' session (LoggedIn) creates one and shares it: games get it as
/// this protocol, the score board only as a ``ScoreStream``.
public protocol MutableScoreStream: ScoreStream {
    /// Adds a win for `player` and tells every observer. A draw is not recorded at all.
    func recordWin(for player: Player)
}

/// The in-memory score of one session of two players.
///
/// ```swift
/// let stream = ScoreStreamImpl()
/// let subscription = stream.scores.subscribe { print($0.line(player1Name: "Ann", player2Name: "Bob")) }
/// stream.recordWin(for: .player1)  // prints "Score: Ann 0 - 0 Bob", then "Score: Ann 1 - 0 Bob"
/// subscription.cancel()
/// ```
public final class ScoreStreamImpl: MutableScoreStream {
    private let subject: CurrentValueStream<Score>

    /// Creates a stream that starts at `score` (no wins by default).
    public init(score: Score = .zero) {
        subject = CurrentValueStream(score)
    }

    /// The score now.
    public var score: Score { subject.value }

    /// The score now, then every change.
    public var scores: AnyObservableStream<Score> { subject.eraseToAnyStream() }

    /// How many observers are subscribed now (to check that a view let go of the stream).
    public var observerCount: Int { subject.observerCount }

    /// Adds a win for `player` and tells every observer.
    public func recordWin(for player: Player) {
        subject.send(subject.value.addingWin(for: player))
    }
}
