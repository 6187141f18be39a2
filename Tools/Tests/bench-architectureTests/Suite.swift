import Testing

/// The tests of `Tools/bench-architecture`'s renderer, run one at a time like every other command's
/// (see CheckArchitectureSuite).
@Suite(.serialized)
enum BenchArchitectureSuite {}
