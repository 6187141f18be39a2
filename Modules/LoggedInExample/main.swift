import ExampleSupport

// Runs LoggedIn alone in one of its scenarios (`swift run LoggedInExample --help`).
await ExampleProgram.main(ribName: "LoggedIn", scenarios: LoggedInScenarios.all)
