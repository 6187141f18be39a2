import Testing

/// The tests of `Tools/mockgen`, run one at a time: they wait for child processes (see
/// CheckArchitectureSuite).
@Suite(.serialized)
enum MockgenSuite {}
