import ExampleSupport

// Runs LoggedOut alone in one of its scenarios (`swift run LoggedOutExample --help`).
await ExampleProgram.main(ribName: "LoggedOut", scenarios: LoggedOutScenarios.all)
