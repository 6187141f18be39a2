import Foundation

/// The command line of `Tools/new-rib`: reads the arguments, plans, and applies the plan or says why not.
///
/// Exit status: 0 done (or, with `--dry-run`, possible), 1 refused, 2 failed while writing (and
/// rolled back), 64 a malformed command line. Nothing is changed unless the status is 0.
enum NewRIBCommand {
    static let usage = """
        USAGE: Tools/new-rib <Name> --parent <Parent> [--viewless] [--dry-run]

        Adds a RIB module to the package, in the four-file shape of the RIBs tutorials, wired to its
        parent and ready to build, test and pass Tools/check-architecture without further edits.

        ARGUMENTS:
          <Name>                  The new RIB: an UpperCamelCase Swift type name (Scoreboard, PlayerProfile)
                                  that is not yet a module, a Swift keyword or a type of the RIBs core.

        OPTIONS:
          --parent <Parent>       The RIB that will build it: a RIB of Tools/architecture/modules.txt.
          --viewless              A RIB without a view of its own, like LoggedIn: it presents its children
                                  on a view its parent lends it (<Name>ViewControllable, in <Name>Dependency).
          --dry-run               Check everything and list what would be created and edited; write nothing.
          --package-path <path>   The package root (default: the repository this script is in).
          -h, --help              Show this help.

        WHAT IT WRITES (for `Tools/new-rib Scoreboard --parent OffGame`):
          Modules/Scoreboard/                 ScoreboardBuilder, ScoreboardInteractor, ScoreboardRouter and
                                              ScoreboardViewController (no view controller with --viewless)
          Tests/ScoreboardTests/              mocks and first tests of the interactor, router, builder and view
          Modules/OffGame/OffGameComponent+Scoreboard.swift
                                              OffGame's component provides ScoreboardDependency
          Package.swift                       the Scoreboard and ScoreboardTests targets, before OffGame's;
                                              OffGame depends on Scoreboard
          Tools/architecture/modules.txt      Scoreboard under OffGame (and max-height, if the tree got taller)
          Tools/architecture/public-api/Scoreboard.txt   the allowlist of Scoreboard's public API
          docs/module-graph.md, .dot          rewritten by Tools/check-architecture --graph

        It refuses, and changes nothing, when the name is not a valid RIB name or is taken, or when the
        parent is unknown. When a write fails, it undoes what it wrote.

        EXIT STATUS: 0 done, 1 refused, 2 failed (every change undone), 64 bad command line.
        """

    /// What the command line asks for.
    struct Options {
        var name: String?
        var parent: String?
        var isViewless = false
        var isDryRun = false
        var packagePath: String?
        var showsHelp = false
    }

    /// Runs the command and returns the exit status.
    static func run(arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            printError("new-rib: error: \(error.message)\nRun Tools/new-rib --help for usage.")
            return 64
        }
        if options.showsHelp {
            print(usage)
            return 0
        }
        guard let toolchain = Toolchain.locate() else {
            printError("new-rib: error: cannot find `swift` in PATH; install a Swift 6 toolchain or set NEW_RIB_SWIFT")
            return 2
        }
        let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let root = URL(fileURLWithPath: options.packagePath ?? ".", relativeTo: currentDirectory).standardizedFileURL
        let repository = Repository(root: root, toolchain: toolchain)
        let plan: Plan
        do {
            let rib = try RIBName(options.name ?? "")
            let planner = Planner(
                repository: repository, rib: rib, parent: options.parent ?? "", isViewless: options.isViewless)
            plan = try planner.plan()
        } catch {
            printError("new-rib: error: \(error.message)\nNothing was changed.")
            return 1
        }
        if options.isDryRun {
            report(plan, dryRun: true)
            return 0
        }
        return apply(plan, repository: repository)
    }

    /// Parses the arguments (without the program name).
    static func parse(_ arguments: [String]) throws(Refusal) -> Options {
        var options = Options()
        var index = 0
        func value(of option: String) throws(Refusal) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("-") else {
                throw Refusal("\(option) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-h", "--help": options.showsHelp = true
            case "--parent": options.parent = try value(of: argument)
            case "--viewless": options.isViewless = true
            case "--dry-run": options.isDryRun = true
            case "--package-path": options.packagePath = try value(of: argument)
            default:
                if argument.hasPrefix("--parent=") {
                    options.parent = String(argument.dropFirst("--parent=".count))
                } else if argument.hasPrefix("--package-path=") {
                    options.packagePath = String(argument.dropFirst("--package-path=".count))
                } else if argument.hasPrefix("-") && argument.count > 1 {
                    throw Refusal("unknown option '\(argument)'")
                } else if options.name == nil {
                    options.name = argument
                } else {
                    throw Refusal("one RIB at a time: unexpected argument '\(argument)'")
                }
            }
            index += 1
        }
        if options.showsHelp { return options }
        guard options.name != nil else { throw Refusal("missing the new RIB's name") }
        guard let parent = options.parent, !parent.isEmpty else {
            throw Refusal("missing --parent <Parent>: the RIB that will build the new one")
        }
        return options
    }

    /// Writes the plan; on any failure undoes everything and returns 2.
    private static func apply(_ plan: Plan, repository: Repository) -> Int32 {
        var transaction = Transaction(repository: repository)
        var step = ""
        do {
            for file in plan.creations {
                step = "create \(file.path)"
                try transaction.create(file.path, contents: file.contents)
            }
            for edit in plan.edits {
                step = "edit \(edit.path)"
                try transaction.replace(edit.path, expected: edit.old, with: edit.new)
            }
            if plan.regeneratesGraph {
                step = "rewrite the module graph with \(Repository.checkArchitecturePath) --graph"
                for path in Repository.graphPaths { try transaction.recordForRollBack(path) }
                let script = repository.url(Repository.checkArchitecturePath)
                let result = try Toolchain.run(
                    executable: script, ["--graph", "--package-path", repository.root.path])
                guard result.status == 0 else {
                    throw CocoaError(
                        .fileWriteUnknown,
                        userInfo: [NSLocalizedDescriptionKey: (result.errors + result.output).trimmed])
                }
            }
        } catch {
            let failures = transaction.rollBack()
            var message = "new-rib: error: cannot \(step): \(error.localizedDescription)\n"
            if failures.isEmpty {
                message += "Every change was undone."
            } else {
                message += "Undone, except these, which need a look: \(failures.joined(separator: ", "))"
            }
            printError(message)
            return 2
        }
        report(plan, dryRun: false)
        return 0
    }

    /// Prints what was (or would be) done, and what is left to do by hand.
    private static func report(_ plan: Plan, dryRun: Bool) {
        let name = plan.rib.name
        let kind = plan.isViewless ? "viewless RIB" : "RIB"
        print("\(dryRun ? "Would add" : "Added") the \(kind) \(name) under \(plan.parent):")
        for file in plan.creations {
            print("  \(label(dryRun ? "create" : "created"))\(file.path)")
        }
        for edit in plan.edits {
            print("  \(label(dryRun ? "edit" : "edited"))\(edit.path): \(edit.summary)")
        }
        if plan.regeneratesGraph {
            let paths = Repository.graphPaths.joined(separator: ", ")
            print("  \(label(dryRun ? "rewrite" : "rewrote"))\(paths) (\(Repository.checkArchitecturePath) --graph)")
        }
        for note in plan.notes {
            print("note: \(note)")
        }
        if dryRun {
            print("Nothing was written (--dry-run).")
            return
        }
        let parent = plan.parent
        let presents = plan.isViewless ? "" : ", then present its viewControllable"
        print(
            """

            Next:
              swift build --target \(name) && swift test --filter \(name)Tests
              To attach it from \(parent):
                - make \(parent)Interactable a \(name)Listener;
                - give \(parent)Router a \(name)Buildable, made by a factory parameter of
                  make\(parent)Builder that the composition root fills with make\(name)Builder(dependency:);
                - in a routing method, build it with the interactor as listener and attachChild it\(presents).
            """)
    }

    /// `word` padded to one column width.
    private static func label(_ word: String) -> String {
        word.padding(toLength: 9, withPad: " ", startingAt: 0)
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

extension Error {
    /// The refusal's message, or the error's description.
    fileprivate var message: String {
        (self as? Refusal)?.message ?? "\(self)"
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
