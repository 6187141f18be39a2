import ExampleSupport

// Runs OffGame alone in one of its scenarios (`swift run OffGameExample --help`).
await ExampleProgram.main(ribName: "OffGame", scenarios: OffGameScenarios.all)
