import Testing

/// The tests of `Tools/new-rib`, run one at a time: they wait for child processes (see
/// CheckArchitectureSuite).
@Suite(.serialized)
enum NewRIBSuite {}
