import ExampleSupport

// Runs ScoreBoard alone in one of its scenarios (`swift run ScoreBoardExample --help`).
await ExampleProgram.main(ribName: "ScoreBoard", scenarios: ScoreBoardScenarios.all)
