import ExampleSupport

// Runs RandomWin alone in one of its scenarios (`swift run RandomWinExample --help`).
await ExampleProgram.main(ribName: "RandomWin", scenarios: RandomWinScenarios.all)
