import Foundation
public import ToolKit

/// The command line of `Tools/affected`: which targets a change affects, and which tests to run.
public enum AffectedCommand: ToolCommand {
    /// The usage text for `--help`.
    public static let usage = """
        USAGE: Tools/affected (--base REF | --files PATH...) [--tests | --focus | --swift-test-filter | --json]
                              [--package FOLDER] [options]
               Tools/affected (--base REF | --files PATH...) --owners [--json] [options]
               Tools/affected --base REF --contracts [--fail-on-breaking] [--json] [options]

        Maps each changed file to the target that owns it (from Package.swift, and from the Package.swift
        of each package that the path rules' `package:` lines nest in it), then adds every target that
        depends on an affected one, transitively. Prints the affected modules (not tests), one per line,
        dependencies first.

        CHANGES (one of):
          --base <ref>            The changes between the merge base of <ref> and HEAD, plus uncommitted
                                  and untracked files (e.g. --base origin/main).
          --files <path>...       These files (relative to the current directory), changed.

        OUTPUT (default: the affected modules):
          --tests                 The test targets to run: each test target that is affected or depends
                                  on an affected module, one per line.
          --focus                 One line: the focus that declares exactly those test targets, for
                                  `RIBS_FOCUS=$(Tools/affected --base origin/main --focus) swift test`
                                  (comma-separated; X for the tests XTests of a target X). The root
                                  package's test targets only (its manifest reads RIBS_FOCUS). An empty
                                  line when the change affects everything: the whole package, no focus
                                  (and when it affects no test of the root package, with a note: there is
                                  nothing to run in it).
          --swift-test-filter     One regular expression for `swift test --filter` selecting those test
                                  targets (it matches no test when none is affected).
          --json                  All of it, with the reason each target is in, its package, and each
                                  file's effect (with --owners or --contracts: their result as JSON).
          --package <folder>      Only the targets of this package: `.` for the root, or the folder of a
                                  nested package (a `package:` line of the path rules), e.g.
                                  `swift test --package-path Tools --filter "$(... --swift-test-filter
                                  --package Tools)"`. Not with --owners or --contracts; --focus only
                                  with `.`.

        TEAMS (docs/teams.md, "Your module and other teams"):
          --owners                The owners of the changed files in CODEOWNERS (last matching line wins),
                                  one per line: whom the change asks for a review.
          --contracts             Compares the API file of each module (Modules/<name>/<name>.api) at the
                                  merge base of REF and now, compiling nothing, one line per change:
                                    <Module>: breaking: <declaration> (<what happened>)
                                    <Module>: additive: <declaration> (<what happened>)
                                  then `review: <owners>`: the owners of every target that depends directly
                                  on a module with a breaking change (`review: none` when none breaks).
          --fail-on-breaking      With --contracts: exit 1 when a change is breaking.

        OPTIONS:
          --rules <path>          The path rules file (default: Tools/architecture/affected.txt if it
                                  exists, else the built-in rules below).
          --always <pattern>      Also treat matching paths as affecting everything (repeatable).
          --never <pattern>       Also treat matching paths as affecting nothing (repeatable).
          --package-path <path>   The package root (default: the current directory).
          --scratch-path <path>   Where the manifest's description is cached (default: <package>/.build-arch).
          -h, --help              Show this help.

        PATH RULES (built in): always: Package.swift Tools/architecture/** .ci/**; never: docs/** *.md.
        A file in a target's folder affects that target; a file matching `never` and no target's folder
        affects nothing; any other file is reported on standard error and affects everything. A rules
        file's `package: FOLDER...` lines add packages nested in the root: their targets are analysed
        with the root's (names unique across them), and a change to FOLDER/Package.swift affects every
        target of that package.

        Exit status: 0 done, 1 a breaking contract change with --fail-on-breaking, 2 it could not run
        (unknown REF, not a git repository, broken manifest),
        64 a malformed command line, with a message.
        """

    /// What to print; an option's raw value is its flag.
    enum Output: String {
        case modules, json
        case tests = "--tests"
        case focus = "--focus"
        case filter = "--swift-test-filter"
        case owners = "--owners"
        case contracts = "--contracts"
    }

    /// The parsed command line: what to analyse, and what to print.
    struct Arguments {
        var request: AffectedTargets.Request
        var output = Output.modules
        var help = false
        /// With `--owners` or `--contracts`: print their result as JSON.
        var json = false
        /// `--package`: print only the targets of this package (`.` for the root).
        var package: String?
        var failOnBreaking = false

        init(packageRoot: URL) { request = AffectedTargets.Request(packageRoot: packageRoot) }
    }

    /// Runs the command with `arguments` (without the program name) in `context`; returns the exit
    /// status.
    public static func run(arguments: [String], in context: CommandContext) -> Int32 {
        do {
            let parsed = try parse(arguments, currentDirectory: context.currentDirectory)
            if parsed.help {
                context.output(usage)
                return 0
            }
            let toolchain = try Toolchain.locate(environment: context.environment)
            let (analysed, base, root) = try AffectedTargets.analyse(
                parsed.request, environment: context.environment, toolchain: toolchain)
            let result = try analysed.restricted(toPackage: parsed.package)
            for warning in result.warnings { context.errors("affected: warning: \(warning)") }
            for path in result.unowned {
                context.errors(
                    "affected: note: \(path) is owned by no target; it counts as affecting everything (give it an owner or a never rule in \(PathRules.defaultPath))"
                )
            }
            switch parsed.output {
            case .modules: result.modules.forEach { context.output($0.name) }
            case .tests: result.tests.forEach { context.output($0.name) }
            case .focus:
                let rootTests = result.tests.filter { $0.package == "." }
                if result.everything == nil && rootTests.isEmpty {
                    let elsewhere = analysed.tests.map { "\($0.name) (\($0.package))" }
                    context.errors(
                        elsewhere.isEmpty
                            ? "affected: note: the change affects no test target: there is nothing to run"
                            : "affected: note: the change affects no test target of the root package: there is nothing to run in it (affected in nested packages: \(elsewhere.joined(separator: ", ")))"
                    )
                }
                context.output(result.focus.joined(separator: ","))
            case .filter: context.output(result.swiftTestFilter)
            case .json:
                context.output(json(result, base: base, reference: parsed.request.base, package: parsed.package))
            case .owners: return owners(result, arguments: parsed, in: context)
            case .contracts: return try contracts(result, mergeBase: base, head: root, arguments: parsed, in: context)
            }
            return 0
        } catch {
            context.errors("affected: error: \(error.message)")
            return error.exitStatus
        }
    }

    static func parse(_ arguments: [String], currentDirectory: URL) throws(ArchitectureCheckError) -> Arguments {
        var parsed = Arguments(packageRoot: currentDirectory)
        var outputs: [String] = []
        var reader = ArgumentReader(arguments, currentDirectory: currentDirectory)
        while let argument = try reader.next() {
            switch argument {
            case "-h", "--help": parsed.help = true
            case "--base": parsed.request.base = try reader.value(of: argument)
            case "--files": parsed.request.files = (parsed.request.files ?? []) + reader.values()
            case "--tests", "--focus", "--swift-test-filter", "--owners", "--contracts": outputs.append(argument)
            case "--json": parsed.json = true
            case "--package":
                let value = try reader.value(of: argument)
                let isRoot = !value.isEmpty && value.split(separator: "/").allSatisfy { $0 == "." }
                guard let folder = isRoot ? "." : PathRules.packageFolder(value) else {
                    throw .usage(
                        "--package \(value): give `.` for the root or a nested package's folder relative to it")
                }
                parsed.package = folder
            case "--fail-on-breaking": parsed.failOnBreaking = true
            case "--rules": parsed.request.rulesPath = try reader.value(of: argument)
            case "--always": parsed.request.always.append(try reader.value(of: argument))
            case "--never": parsed.request.never.append(try reader.value(of: argument))
            case "--package-path": parsed.request.packageRoot = reader.url(try reader.value(of: argument))
            case "--scratch-path": parsed.request.scratchPath = reader.url(try reader.value(of: argument))
            default: throw .usage("unknown argument '\(argument)' (see --help)")
            }
        }
        if parsed.help { return parsed }
        let selected = Set(outputs)
        guard selected.count <= 1,
            !(parsed.json && !selected.isDisjoint(with: ["--tests", "--focus", "--swift-test-filter"]))
        else {
            throw .usage(
                "choose one of --tests, --focus, --swift-test-filter, --json, --owners and --contracts (--json goes with --owners and --contracts)"
            )
        }
        parsed.output = outputs.first.flatMap(Output.init(rawValue:)) ?? (parsed.json ? .json : .modules)
        if parsed.package != nil && (parsed.output == .owners || parsed.output == .contracts) {
            throw .usage("--package goes with the affected targets, not with --owners or --contracts")
        }
        if parsed.output == .focus, let package = parsed.package, package != "." {
            throw .usage("--focus is the root package's (its manifest reads RIBS_FOCUS): --package . or none")
        }
        if parsed.failOnBreaking && parsed.output != .contracts {
            throw .usage("--fail-on-breaking goes with --contracts")
        }
        if parsed.output == .contracts && parsed.request.base == nil {
            throw .usage("--contracts needs --base REF: it compares the API files at REF and now")
        }
        guard (parsed.request.base == nil) != (parsed.request.files == nil) else {
            throw .usage("give either --base REF or --files PATH... (see --help)")
        }
        // --files paths are relative to the current directory; the analysis wants them relative
        // to the package root.
        parsed.request.files = parsed.request.files?.map {
            relativePath(reader.url($0).path, to: parsed.request.packageRoot.standardizedFileURL)
        }
        return parsed
    }

    /// The `--json` output (with `package`, restricted to that package's targets).
    static func json(_ result: AffectedTargets, base: String?, reference: String?, package: String? = nil) -> String {
        func entries(_ list: [AffectedTargets.Entry]) -> [[String: Any]] {
            list.map { ["name": $0.name, "kind": $0.kind.rawValue, "reason": $0.reason, "package": $0.package] }
        }
        var object: [String: Any] = [
            "everything": result.everything ?? NSNull(),
            "changes": result.files.map { ["path": $0.path, "status": $0.status.rawValue, "effect": $0.effect] },
            "unowned": result.unowned,
            "modules": entries(result.modules),
            "tests": entries(result.tests),
            "swiftTestFilter": result.swiftTestFilter,
            "focus": result.focus.joined(separator: ","),
            "packages": result.packages,
        ]
        if let package { object["package"] = package }
        if let reference { object["base"] = reference }
        if let base { object["mergeBase"] = base }
        return jsonText(object)
    }

    /// `--owners`: the owners of the changed files (both sides of a rename), by the repository's
    /// CODEOWNERS as it is now, one per line and sorted; files nobody owns are noted on standard error.
    static func owners(_ result: AffectedTargets, arguments: Arguments, in context: CommandContext) -> Int32 {
        guard let codeOwners = CodeOwners.load(root: arguments.request.packageRoot) else {
            let places = CodeOwners.candidatePaths.joined(separator: ", ")
            context.errors(
                "affected: error: no CODEOWNERS file (GitHub reads the first of \(places)); --owners needs one")
            return 2
        }
        var owners: Set<String> = []
        var files: [[String: Any]] = []
        var unowned: [String] = []
        for path in result.files.map(\.path) where !files.contains(where: { $0["path"] as? String == path }) {
            let fileOwners = codeOwners.owners(of: path)
            owners.formUnion(fileOwners)
            files.append(["path": path, "owners": fileOwners])
            if fileOwners.isEmpty { unowned.append(path) }
        }
        for path in unowned { context.errors("affected: note: \(path) has no owner in \(codeOwners.path)") }
        if arguments.json {
            context.output(jsonText(["owners": owners.sorted(), "files": files, "unowned": unowned]))
        } else {
            owners.sorted().forEach(context.output)
        }
        return 0
    }

    /// Pretty-printed JSON with sorted keys, as every `--json` output of the tool.
    static func jsonText(_ object: [String: Any]) -> String {
        let data =
            (try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
