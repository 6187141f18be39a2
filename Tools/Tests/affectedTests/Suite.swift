import Testing

/// The tests of `Tools/affected` (and the check's `--affected`, which shares its analysis), run one at a time: they wait for child processes (see
/// CheckArchitectureSuite).
@Suite(.serialized)
enum AffectedSuite {}
