import Testing

/// The tests of ToolKit: the module table, the import scanner, CODEOWNERS and the other readers the tools share, run one at a time: they wait for child processes (see
/// CheckArchitectureSuite).
@Suite(.serialized)
enum ToolKitSuite {}
