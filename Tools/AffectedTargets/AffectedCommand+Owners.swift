import Foundation
import ToolKit

extension AffectedCommand {
    /// `--owners`: the owners of the changed files (both sides of a rename), by the repository's
    /// CODEOWNERS as it is now, one per line and sorted; files nobody owns are noted on standard error.
    static func owners(
        _ result: AffectedTargets, arguments: Arguments, output: (String) -> Void, errors: (String) -> Void
    ) -> Int32 {
        guard let codeOwners = CodeOwners.load(root: arguments.packageRoot) else {
            let places = CodeOwners.candidatePaths.joined(separator: ", ")
            errors("affected: error: no CODEOWNERS file (GitHub reads the first of \(places)); --owners needs one")
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
        for path in unowned { errors("affected: note: \(path) has no owner in \(codeOwners.path)") }
        if arguments.json {
            output(jsonText(["owners": owners.sorted(), "files": files, "unowned": unowned]))
        } else {
            owners.sorted().forEach(output)
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
