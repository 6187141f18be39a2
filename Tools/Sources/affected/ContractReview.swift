import Foundation
public import ToolKit

/// One difference between two versions of a module's API file (see ``PublicAPI``).
public struct ContractChange: Sendable, Equatable, CustomStringConvertible {
    /// Whether code that uses the module may stop compiling.
    public enum Kind: String, Sendable {
        /// Code of the dependents may stop compiling.
        case breaking
        /// Only something new: no dependent's code stops compiling.
        case additive
    }

    /// The module.
    public var module: String
    /// Breaking or additive.
    public var kind: Kind
    /// The declaration's path (`OffGameListener.startGame(withId:)`), or `module <Name>`.
    public var declaration: String
    /// What happened to it.
    public var reason: String

    /// `<Module>: <kind>: <declaration> (<reason>)`.
    public var description: String { "\(module): \(kind.rawValue): \(declaration) (\(reason))" }

    /// The changes of `module` from the lines `old` to the lines `new` of its API file, breaking ones
    /// first, then by declaration. A line is a declaration's path and its text, so lines of one path
    /// are compared with each other:
    ///
    /// - breaking: a line removed or changed (unless the change only widens it: a requirement that got
    ///   a default, a property that got a setter), a new requirement without a default, a new enum
    ///   case (clients switch over the enums exhaustively: the package does not use library evolution);
    /// - additive: any other new line (a declaration, a conformance, a requirement with a default).
    ///
    /// Where the lines cannot tell (several declarations of one path changed at once; a new overload,
    /// which may make a client's call ambiguous) the reason says so.
    public static func between(
        _ old: [PublicAPI.Declaration], _ new: [PublicAPI.Declaration], module: String
    ) -> [ContractChange] {
        var changes: [ContractChange] = []
        func record(_ kind: Kind, _ path: String, _ reason: String) {
            changes.append(ContractChange(module: module, kind: kind, declaration: path, reason: reason))
        }
        let removed = Dictionary(grouping: subtracting(new, from: old), by: \.path)
        let added = Dictionary(grouping: subtracting(old, from: new), by: \.path)
        let oldPaths = Set(old.map(\.path))
        for path in Set(removed.keys).union(added.keys) {
            var gone = removed[path] ?? []
            var came = added[path] ?? []
            // A line that only became wider, or narrower, in place.
            for was in gone {
                guard let index = came.firstIndex(where: { widening(from: was, to: $0) != nil }) else { continue }
                let (kind, reason) = widening(from: was, to: came[index])!
                record(kind, path, "\(reason): `\(came[index].declaration)`")
                came.remove(at: index)
                gone.removeAll { $0 == was }
            }
            if gone.count == 1 && came.count == 1 {
                record(.breaking, path, "changed: `\(gone[0].text)` is now `\(came[0].text)`")
                continue
            }
            let unsure = came.isEmpty ? "" : " (the file cannot tell which of the new lines of this name it became)"
            for was in gone { record(.breaking, path, "removed or changed: `\(was.text)`\(unsure)") }
            for now in came {
                let text = "`\(now.declaration)`"
                if now.isRequirement && !now.hasDefault {
                    record(
                        .breaking, path,
                        "a new requirement without a default: every conforming type must implement \(text)")
                } else if now.keyword == "case" {
                    record(.breaking, path, "a new enum case: a client's exhaustive switch stops compiling: \(text)")
                } else if now.isRequirement {
                    record(.additive, path, "a new requirement with a default implementation: \(text)")
                } else if now.keyword == "extension" {
                    record(.additive, path, "a new conformance: \(text)")
                } else if oldPaths.contains(path) && gone.isEmpty {
                    record(
                        .additive, path,
                        "a new overload \(text) (the file cannot tell whether a client's call becomes ambiguous)")
                } else {
                    record(.additive, path, "new \(text)")
                }
            }
        }
        func order(_ change: ContractChange) -> (Int, String, String) {
            (change.kind == .breaking ? 0 : 1, change.declaration, change.reason)
        }
        return changes.sorted { order($0) < order($1) }
    }

    /// `lines` without one occurrence of each of `other`'s.
    static func subtracting(
        _ other: [PublicAPI.Declaration], from lines: [PublicAPI.Declaration]
    ) -> [PublicAPI.Declaration] {
        var remaining = Dictionary(other.map { ($0, 1) }, uniquingKeysWith: +)
        return lines.filter { line in
            guard let count = remaining[line], count > 0 else { return true }
            remaining[line] = count - 1
            return false
        }
    }

    /// Whether `new` is `old` with only its role or accessors changed, and what that does to a client.
    static func widening(from old: PublicAPI.Declaration, to new: PublicAPI.Declaration) -> (Kind, String)? {
        if old.declaration == new.declaration {
            switch (old.hasDefault, new.hasDefault) {
            case (false, true) where old.isRequirement: return (.additive, "now has a default implementation")
            case (true, false) where new.isRequirement:
                return (.breaking, "its default implementation was removed: every conforming type must implement it")
            case _ where !old.isRequirement && new.hasDefault: return (.additive, "now a requirement with a default")
            default: return nil
            }
        }
        guard old.isRequirement == new.isRequirement else { return nil }
        let (getter, both) = (" { get }", " { get set }")
        // A client may now set the property; a conforming type must now offer a setter.
        if old.declaration.hasSuffix(getter) && new.declaration == old.declaration.dropLast(getter.count) + both {
            return old.isRequirement ? (.breaking, "now requires a setter") : (.additive, "now settable")
        }
        if old.declaration.hasSuffix(both) && new.declaration == old.declaration.dropLast(both.count) + getter {
            return old.isRequirement ? (.additive, "no longer requires a setter") : (.breaking, "no longer settable")
        }
        return nil
    }
}

extension AffectedCommand {
    /// `--contracts`: how the API file of each module changed between the merge base and the working
    /// tree, and whom a breaking change concerns; prints one line per change and the review line (or
    /// all of it as JSON). It reads the files' two versions and compiles nothing: CI's
    /// `Tools/check-architecture` guarantees that each file is its module's public API.
    ///
    /// Who is asked to review: the CODEOWNERS owners of every target that depends *directly* on a
    /// module with a breaking change. Directly, because with `InternalImportsByDefault` a module's
    /// dependencies are not part of its own API: only code that imports the changed module compiles
    /// against its surface (LoggedIn against OffGame's `OffGameListener`; Root, above LoggedIn, does not).
    static func contracts(
        _ result: AffectedTargets, mergeBase: String?, head: PackageGraph, arguments: Arguments,
        in context: CommandContext
    ) throws(ArchitectureCheckError) -> Int32 {
        guard let mergeBase, let reference = arguments.request.base else {
            throw ArchitectureCheckError("--contracts needs --base REF: it compares the API files at REF and now")
        }
        let root = arguments.request.packageRoot
        let git = try GitChanges(root: root, environment: context.environment)
        var order: [String] = []
        var changes: [ContractChange] = []
        // An API file is `<Module>.api` in its module's folder, `Modules/<Module>/`.
        for path in Set(result.files.map(\.path)).sorted() where path.hasSuffix(".api") {
            let module = String(path.split(separator: "/").last!.dropLast(".api".count))
            guard path == "\(module)/\(module).api" || path.hasSuffix("/\(module)/\(module).api") else { continue }
            let old = try git.text(of: path, at: mergeBase)
            let new = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            func lines(_ text: String) -> [PublicAPI.Declaration] { PublicAPI.parse(text).map(\.declaration) }
            func whole(_ kind: ContractChange.Kind, _ reason: String) -> ContractChange {
                ContractChange(module: module, kind: kind, declaration: "module \(module)", reason: reason)
            }
            order.append(module)
            switch (old, new) {
            case (let old?, let new?): changes += ContractChange.between(lines(old), lines(new), module: module)
            case (nil, .some): changes.append(whole(.additive, "a new API file"))
            case (.some, nil): changes.append(whole(.breaking, "its API file was removed"))
            case (nil, nil): order.removeLast()
            }
        }

        let breaking = Set(changes.filter { $0.kind == .breaking }.map(\.module))
        let dependents = Dictionary(uniqueKeysWithValues: breaking.map { ($0, (head.dependents[$0] ?? []).sorted()) })
        let codeOwners = CodeOwners.load(root: root)
        let files = codeOwners == nil ? [] : CodeOwners.packageFiles(root: root)
        var review: Set<String> = []
        var unowned: [String] = []
        for dependent in Set(dependents.values.joined()).sorted() {
            let owners = codeOwners?.owners(ofFolder: head.target(named: dependent)?.path ?? "", files: files) ?? []
            if owners.isEmpty {
                unowned.append(dependent)
                context.errors(
                    "affected: note: '\(dependent)' depends on a module with a breaking change but has no owner in CODEOWNERS"
                )
            }
            review.formUnion(owners)
        }
        if arguments.json {
            let changeObjects = changes.map { change in
                [
                    "module": change.module, "kind": change.kind.rawValue, "declaration": change.declaration,
                    "reason": change.reason,
                ]
            }
            context.output(
                jsonText([
                    "base": reference, "mergeBase": mergeBase, "modules": order, "changes": changeObjects,
                    "breaking": !breaking.isEmpty, "dependents": dependents, "review": review.sorted(),
                    "unownedDependents": unowned,
                ]))
        } else {
            changes.forEach { context.output($0.description) }
            context.output("review: " + (review.isEmpty ? "none" : review.sorted().joined(separator: " ")))
        }
        return arguments.failOnBreaking && !breaking.isEmpty ? 1 : 0
    }
}
