import TicTacToeComposition

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The program lives in TicTacToeComposition, so tests, fuzz harnesses and the benchmark import what
// it composes; the executable only runs it.
exit(await TicTacToeProgram.run(arguments: Array(CommandLine.arguments.dropFirst())))
