import ExampleSupport

// Runs TicTacToe alone in one of its scenarios (`swift run TicTacToeExample --help`).
await ExampleProgram.main(ribName: "TicTacToe", scenarios: TicTacToeScenarios.all)
