import RIBs
import TerminalUI

/// `--rib-tree`: the app's live RIB tree in the window's side panel (beside or below the game on a
/// terminal, standard error in line mode), redrawn whenever the core reports a change.
final class RIBTreeInspector: RIBTreeObserver {
    /// The panel to give the window.
    let panel: SidePanel

    /// Watches the tree under `root` (held weakly: the app owns it).
    init(root: any Routing) {
        panel = SidePanel(title: "RIB tree") { [weak root] in
            root.map { RIBTree.text(of: $0) } ?? ""
        }
    }

    /// Any change may change the text: the window draws it again when it next draws (a terminal)
    /// or after the step (line mode), and only if it changed.
    func ribTree(didChange event: RIBTreeEvent) {
        panel.setNeedsDisplay()
    }
}
