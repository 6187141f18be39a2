public import ToolKit

extension ModuleMap {
    /// Rule `main-actor-default`: a core, UI, test-support, shared or RIB module, an app or an example, whose
    /// manifest settings leave it nonisolated, unless its table line has the extra `nonisolated`. Without the setting every type of the module would
    /// need its own `@MainActor`, and a conformance to another module's protocol could cross
    /// isolation.
    public func mainActorDefaultFindings() -> [Finding] {
        package.targets.compactMap { target in
            let role = role(of: target.name)
            guard [.core, .ui, .testSupport, .shared, .rib, .app, .example].contains(role),
                target.defaultIsolation != "MainActor",
                table.entry(named: target.name)?.extras.contains("nonisolated") != true
            else { return nil }
            return Finding(
                .mainActorDefault, at: package.manifest.targetLocation(target.name),
                "'\(target.name)' (\(describe(target.name))) is not main actor by default: give it `.defaultIsolation(MainActor.self)` in Package.swift's shared settings (swift-tools-version 6.2 or later), as every RIB, shared and core module has, instead of annotating its types"
            )
        }
    }
}
