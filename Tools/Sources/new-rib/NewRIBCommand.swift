import Foundation
import Scaffolding
import ToolKit

/// The command line of `Tools/new-rib`: reads the arguments, plans, and applies the plan or says why not.
///
/// Exit status: 0 done (or, with `--dry-run`, possible), 1 refused, 2 failed while writing (and
/// rolled back), 64 a malformed command line. Nothing is changed unless the status is 0.
enum NewRIBCommand: ToolCommand {
    static let usage = """
        USAGE: Tools/new-rib <Name> --parent <Parent> [--viewless] [--owner <owner>...] [--dry-run]
               Tools/new-rib <Name> --plugin-of <Host>.<point> --feature <feature> [--owner <owner>...] [--dry-run]

        Adds a RIB module to the package, in the four-file shape of the RIBs tutorials, wired to its
        parent (or, with --plugin-of, plugged into a plugin point by the composition root) and ready to
        build, test and pass Tools/check-architecture without further edits.

        ARGUMENTS:
          <Name>                  The new RIB: an UpperCamelCase Swift type name (Leaderboard, PlayerProfile)
                                  that is not yet a module, a Swift keyword or a type of the RIBs core.

        OPTIONS:
          --parent <Parent>       The RIB that will build it: a RIB of the module table in Package.swift.
          --viewless              A RIB without a view of its own, like LoggedIn: it presents its children
                                  on a view its parent lends it (<Name>ViewControllable, in <Name>Dependency).
          --plugin-of <Host>.<point>
                                  Instead of --parent: a plugin of the host's plugin point (LoggedIn.games),
                                  which the host runs without depending on it. The module never imports its
                                  host: it takes the point's contract (LoggedIn.games: Games) as it is; the
                                  app gets the new feature and registers the plugin last in the point.
          --feature <feature>     With --plugin-of: the new feature that switches the plugin, lower-case
                                  letters, digits and '-' (chess). On by default; --list-features shows it.
          --owner <owner>         The team that owns the new module, in its table line (@org/team, @user or an
                                  e-mail address; repeatable). Default: the parent's owners (a plugin's: its
                                  host's).
          --no-mocks              Do not run Tools/mockgen for the new module (quicker); its tests build once
                                  `Tools/mockgen <Name>` has written the mocks.
          --dry-run               Check everything and list what would be created and edited; write nothing.
          --emit-to <folder>      Check everything and write the files it would create under <folder>
                                  instead of the package (to review the templates); edit nothing.
          --package-path <path>   The package root (default: the repository this script is in).
          -h, --help              Show this help.

        WHAT IT WRITES (for `Tools/new-rib Leaderboard --parent OffGame`):
          Modules/Leaderboard/                LeaderboardBuilder, LeaderboardInteractor, LeaderboardRouter and
                                              LeaderboardViewController (no view controller with --viewless)
          Tests/LeaderboardTests/             first tests of the interactor, router, builder and view, on the
                                              mocks Tools/mockgen generates (the protocols are @mockable):
                                              Modules/LeaderboardMocks/ (public) and LeaderboardInternalMocks.swift
          Modules/LeaderboardExample/         LeaderboardExample, which runs it alone (RIBS_FOCUS=Leaderboard
                                              swift run LeaderboardExample), and its first scenario, whose
                                              snapshot its tests compare (recorded in Tests/LeaderboardTests/
                                              __Snapshots__/ by its focused tests, run once)
          Modules/OffGame/OffGameComponent+Leaderboard.swift
                                              OffGame's component provides LeaderboardDependency
          Package.swift                       Leaderboard's line in the module table (kind rib, place OffGame,
                                              OffGame's owners or --owner, mocks, tests and example); OffGame's line
                                              gets Leaderboard among its dependencies
          Tools/architecture/modules.txt      max-height, only if the tree got taller
          Modules/Leaderboard/Leaderboard.api the API file of Leaderboard's public API
          docs/module-graph.md, .dot, .github/CODEOWNERS
                                              rewritten by Tools/check-architecture --graph (CODEOWNERS: its
                                              generated module lines, from the table's owner column)

        WITH --plugin-of (for `Tools/new-rib Chess --plugin-of LoggedIn.games --feature chess`):
          Modules/Chess/ (its API file too), Tests/ChessTests/  as above (a RIB with a view), over the Games
                                              contract: makeChessBuilder takes a GameDependency and makes a
                                              GameBuildable, so no mocks target of its own and no adapter
          Apps/TicTacToeComposition/AppFeatures.swift     AppFeatures.chess, last in AppFeatures.all
          Apps/TicTacToeComposition/AppComposition.swift  Chess last in the games point, under its feature
          Package.swift                       Chess's line (kind plugin, place LoggedIn@games); the composition
                                              root's line (not LoggedIn's) gets Chess among its dependencies

        It refuses, and changes nothing, when the name is not a valid RIB name or is taken, when the
        parent is unknown, or when the plugin point is unknown or the feature malformed or taken.
        When a write fails, it undoes what it wrote.

        EXIT STATUS: 0 done, 1 refused, 2 failed (every change undone), 64 bad command line.
        """

    /// What the command line asks for.
    struct Options {
        var name: String?
        var parent: String?
        var isViewless = false
        var isDryRun = false
        var pluginOf: String?
        var feature: String?
        var emitTo: URL?
        var packagePath: URL?
        var owners: [String] = []
        var skipsMocks = false
        var showsHelp = false
    }

    /// Runs the command and returns the exit status.
    static func run(arguments: [String], in context: CommandContext) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments, currentDirectory: context.currentDirectory)
        } catch {
            context.errors("new-rib: error: \(error.message)\nRun Tools/new-rib --help for usage.")
            return 64
        }
        if options.showsHelp {
            context.output(usage)
            return 0
        }
        let toolchain: Toolchain
        do {
            toolchain = try Toolchain.locate(environment: context.environment)
        } catch {
            context.errors("new-rib: error: \(error.message)")
            return 2
        }
        let root = options.packagePath ?? context.currentDirectory
        let repository = Repository(root: root, toolchain: toolchain)
        var plan: Plan
        do {
            var rib = try RIBName(options.name ?? "")
            rib.hasMocksTarget = options.pluginOf == nil
            let plugin = try options.pluginOf.map { (point) throws(Refusal) in
                try PluginRequest(point, feature: options.feature ?? "")
            }
            let planner = Planner(
                repository: repository, rib: rib, parent: plugin?.host ?? options.parent ?? "",
                isViewless: options.isViewless, plugin: plugin, library: TemplateLibrary.locate(packageRoot: root),
                owners: options.owners)
            plan = try planner.plan()
            if options.skipsMocks && plan.generatesMocks {
                plan.generatesMocks = false
                let command = "\(Repository.mockgenPath) \(rib.name)"
                plan.notes.append("--no-mocks: the mocks are not generated; run \(command) before building the tests")
            }
        } catch {
            context.errors("new-rib: error: \(error.message)\nNothing was changed.")
            return 1
        }
        if options.isDryRun {
            report(plan, dryRun: true, to: context)
            return 0
        }
        if let emitTo = options.emitTo {
            return emit(plan, to: emitTo, context)
        }
        return apply(plan, repository: repository, context)
    }

    /// Parses the arguments (without the program name), with the tools' ``ArgumentReader``: an
    /// option's value follows it as the next argument or after `=` (`--parent OffGame`,
    /// `--parent=OffGame`); paths are relative to `currentDirectory`.
    static func parse(_ arguments: [String], currentDirectory: URL) throws(Refusal) -> Options {
        var options = Options()
        var reader = ArgumentReader(arguments, currentDirectory: currentDirectory)
        while let argument = try reader.next() {
            switch argument {
            case "-h", "--help": options.showsHelp = true
            case "--viewless": options.isViewless = true
            case "--dry-run": options.isDryRun = true
            case "--no-mocks": options.skipsMocks = true
            case "--parent": options.parent = try reader.value(of: argument)
            case "--package-path": options.packagePath = reader.url(try reader.value(of: argument))
            case "--plugin-of": options.pluginOf = try reader.value(of: argument)
            case "--feature": options.feature = try reader.value(of: argument)
            case "--emit-to": options.emitTo = reader.url(try reader.value(of: argument))
            case "--owner":
                let owner = try reader.value(of: argument)
                guard isValidOwner(owner) else {
                    throw .usage(
                        "--owner '\(owner)' is not a CODEOWNERS owner: write @org/team, @user or an e-mail address")
                }
                options.owners.append(owner)
            default:
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw .usage("unknown option '\(argument)'")
                } else if options.name == nil {
                    options.name = argument
                } else {
                    throw .usage("one RIB at a time: unexpected argument '\(argument)'")
                }
            }
        }
        if options.showsHelp { return options }
        guard options.name != nil else { throw Refusal("missing the new RIB's name") }
        if options.pluginOf != nil {
            guard options.parent == nil else {
                throw Refusal("--parent and --plugin-of exclude each other: a plugin's host never builds it directly")
            }
            guard options.feature?.isEmpty == false else {
                throw Refusal("--plugin-of needs --feature <feature>: the new feature that switches the plugin")
            }
            guard !options.isViewless else {
                throw Refusal("--viewless and --plugin-of exclude each other: a plugin brings its own view")
            }
            return options
        }
        guard options.feature == nil else {
            throw Refusal("--feature goes with --plugin-of: only a plugin is switched by a feature")
        }
        guard let parent = options.parent, !parent.isEmpty else {
            throw Refusal("missing --parent <Parent>: the RIB that will build the new one")
        }
        return options
    }

    /// Whether `owner` is written the way CODEOWNERS accepts it: `@user`, `@org/team` or an e-mail address.
    /// (The owners go into the owner column of the new module's table line, from which
    /// `Tools/check-architecture --graph` generates its CODEOWNERS lines.)
    static func isValidOwner(_ owner: String) -> Bool {
        // A name is letters, marks and digits (of any script), `-`, `_` and `.`.
        let name = #"[\p{L}\p{M}\p{N}._-]+"#
        let pattern = #"^@\#(name)(/\#(name))?\z|^[^@\s]+@[^@\s]*\.[^@\s]*\z"#
        return owner.range(of: pattern, options: .regularExpression) != nil
    }

    /// Writes the files the plan creates under `folder` (and nothing else), for a review or a test.
    private static func emit(_ plan: Plan, to folder: URL, _ context: CommandContext) -> Int32 {
        do {
            for file in plan.creations {
                context.output("wrote \(try file.write(under: folder).path)")
            }
            for edit in plan.edits {
                context.output("not edited (--emit-to): \(edit.path): \(edit.summary)")
            }
            if plan.generatesMocks {
                let rib = plan.request.rib
                let paths = rib.generatedMockPaths.joined(separator: ", ")
                context.output(
                    "not generated (--emit-to): \(paths) (\(Repository.mockgenPath) \(rib.name) writes them)")
            }
            return 0
        } catch {
            context.errors("new-rib: error: cannot write under \(folder.path): \(error.localizedDescription)")
            return 2
        }
    }

    /// Writes the plan; on any failure undoes everything and returns 2.
    private static func apply(_ plan: Plan, repository: Repository, _ context: CommandContext) -> Int32 {
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
            // The manifest stops at a table line whose folders are missing: the mocks' folder exists
            // before anything reads the manifest again.
            if plan.request.rib.hasMocksTarget {
                step = "create \(plan.request.rib.mocksPath)"
                try transaction.createDirectory(repository.url(plan.request.rib.mocksPath))
            }
            // A tool that rewrites files: what it may write is recorded first, so that it is undone too.
            func run(_ tool: String, _ arguments: [String], writing paths: [String]) throws {
                for path in paths { transaction.recordForRollBack(path) }
                let result = try Toolchain.run(
                    executable: repository.url(tool), arguments + ["--package-path", repository.root.path])
                guard result.status == 0 else { throw Refusal((result.errors + result.output).trimmingWhitespace()) }
            }
            if plan.regeneratesGraph {
                step = "rewrite the module graph with \(Repository.checkArchitecturePath) --graph"
                try run(Repository.checkArchitecturePath, ["--graph"], writing: Repository.graphPaths)
            }
            if plan.generatesMocks {
                step = "generate the mocks with \(Repository.mockgenPath) \(plan.request.rib.name)"
                try run(Repository.mockgenPath, [plan.request.rib.name], writing: plan.request.rib.generatedMockPaths)
            }
        } catch {
            let failures = transaction.rollBack().joined(separator: ", ")
            let undone =
                failures.isEmpty ? "Every change was undone." : "Undone, except these, which need a look: \(failures)"
            context.errors("new-rib: error: cannot \(step): \(error.localizedDescription)\n\(undone)")
            return 2
        }
        var plan = plan
        recordSnapshots(&plan, repository: repository, context)
        report(plan, dryRun: false, to: context)
        return 0
    }

    /// Records the snapshots of the new example's scenarios: its focused tests, run with
    /// `RECORD_SNAPSHOTS=1`, write them (and say so, so the run itself does not pass). Without them
    /// (no mocks yet, a build that fails) a note says how to record them; the RIB stays.
    private static func recordSnapshots(_ plan: inout Plan, repository: Repository, _ context: CommandContext) {
        let name = plan.request.rib.name
        guard plan.hasExample else { return }
        let command = "RECORD_SNAPSHOTS=1 RIBS_FOCUS=\(name) swift test --filter \(name)ScenarioSnapshotTests"
        let snapshots = "\(plan.request.rib.testPath)/__Snapshots__"
        guard plan.generatesMocks else {
            plan.notes.append(
                "the snapshots of \(name)'s scenarios are not recorded: once the mocks are, run \(command)")
            return
        }
        context.output("Recording the snapshots of \(name)'s scenarios (\(command)) ...")
        let result = try? repository.toolchain.run(
            ["test", "--package-path", repository.root.path, "--filter", "\(name)ScenarioSnapshotTests"],
            environment: ["RIBS_FOCUS": name, "RECORD_SNAPSHOTS": "1"])
        let recorded = repository.entries(of: snapshots).filter { $0.hasSuffix(".txt") }.sorted()
        if recorded.isEmpty {
            let output = ((result?.errors ?? "") + (result?.output ?? "")).split(separator: "\n").suffix(15)
            plan.notes.append(
                "the snapshots of \(name)'s scenarios could not be recorded; fix what stops its focused build, then run \(command):\n"
                    + output.joined(separator: "\n"))
        } else {
            plan.notes.append(
                "recorded \(recorded.map { "\(snapshots)/\($0)" }.joined(separator: ", ")): look at them, then commit them"
            )
        }
    }

    /// Prints what was (or would be) done, and what is left to do by hand.
    private static func report(_ plan: Plan, dryRun: Bool, to context: CommandContext) {
        let name = plan.request.rib.name
        let lower = plan.request.rib.lowerCamel
        let kind = plan.request.isViewless ? "viewless RIB" : "RIB"
        let place = plan.request.plugin.map { "as a plugin of \($0.qualifiedPoint), under the feature '\($0.feature)'" }
        context.output(
            "\(dryRun ? "Would add" : "Added") the \(kind) \(name) \(place ?? "under \(plan.request.parent)"):")
        // One line a change, the verb in one column: `create` or `created` as `dryRun` says.
        func line(_ verb: String, _ past: String, _ text: String) {
            context.output("  " + (dryRun ? verb : past).padding(toLength: 9, withPad: " ", startingAt: 0) + text)
        }
        for file in plan.creations { line("create", "created", file.path) }
        for edit in plan.edits { line("edit", "edited", "\(edit.path): \(edit.summary)") }
        if plan.generatesMocks {
            let paths = plan.request.rib.generatedMockPaths.joined(separator: ", ")
            line("write", "wrote", "\(paths) (\(Repository.mockgenPath) \(name))")
        }
        if plan.regeneratesGraph {
            let paths = Repository.graphPaths.joined(separator: ", ")
            line("rewrite", "rewrote", "\(paths) (\(Repository.checkArchitecturePath) --graph)")
        }
        for note in plan.notes { context.output("note: \(note)") }
        if dryRun {
            context.output("Nothing was written (--dry-run).")
            return
        }
        if let plugin = plan.request.plugin {
            context.output(
                """

                Next:
                  swift build && swift test --filter \(name)Tests
                  swift run tictactoe --list-features       (lists '\(plugin.feature)'; --disable \(plugin.feature) turns it off)
                  \(name) gets what \(plugin.host) gives every plugin of its point, through the point's
                  contract; its component reads it from there.
                """)
            return
        }
        // The tool leaves the parent's builder and router alone: their shapes differ from RIB to RIB,
        // and the parent's own tests construct them. It says exactly what to add instead.
        let parent = plan.request.parent
        let presents =
            plan.request.isViewless ? "" : "\n       viewController.present(viewController: \(lower).viewControllable)"
        let routing = plan.request.isViewless ? "any Routing" : "any ViewableRouting"
        context.output(
            """

            Next:
              RIBS_FOCUS=\(name) swift test\(plan.hasExample ? " && RIBS_FOCUS=\(name) swift run \(name)Example" : "")
              To attach it from \(parent) (the parent receives \(name)'s builder from the composition root):
              1. make\(parent)Builder and \(parent)Builder take a factory and hand what it makes to the router:
                   \(lower): @escaping BuilderFactory<any \(name)Dependency, any \(name)Buildable>
                 and \(parent)Builder.build passes `\(lower)Builder: \(lower)(component)` to \(parent)Router.
              2. \(parent)Interactable refines \(name)Listener; the interactor implements its methods.
              3. \(parent)Router keeps `\(lower)Builder: any \(name)Buildable` and, in a routing method:
                   let \(lower) = \(lower)Builder.build(withListener: interactor)   // \(routing)
                   attachChild(\(lower))\(presents)
              4. Apps/TicTacToeComposition/AppComposition.swift passes `\(lower): make\(name)Builder(dependency:)` to
                 make\(parent)Builder; tests of \(parent) pass a mock factory.
              Then: Tools/check-architecture --skip-builds
            """)
    }
}
