/// What a click on a drawn element acts on, by the identifiers of the screen that was drawn.
enum HitTarget: Equatable, Sendable {
    /// A button: the click presses it.
    case button(Screen.ElementID)
    /// A text field: the click gives it the focus.
    case field(Screen.ElementID)
    /// A grid's cell (row-major index): the click selects it.
    case cell(Screen.ElementID, Int)
}

/// Where a frame shows the elements a click acts on, as the renderer laid them out: the columns of
/// each row a button, a field or a grid's cell takes. Views declare no coordinates: every element
/// drawn gets its region, embedded children's included; text, blank rows, a grid's separators, a
/// disabled grid and the side panel get none.
struct HitMap: Equatable, Sendable {
    /// The columns `columns` of row `row` act on `target`.
    struct Region: Equatable, Sendable {
        var row: Int
        var columns: Range<Int>
        var target: HitTarget
    }

    /// The regions, top to bottom and left to right.
    private(set) var regions: [Region] = []

    /// Adds a laid-out row's targets, the row drawn at `row`, from `column`.
    mutating func add(_ laidOut: Renderer.Row, row: Int, column: Int) {
        for (columns, target) in laidOut.targets {
            regions.append(
                Region(row: row, columns: (column + columns.lowerBound)..<(column + columns.upperBound), target: target)
            )
        }
    }

    /// What a click at `row`, `column` acts on; `nil` outside every element (or outside the frame).
    func target(row: Int, column: Int) -> HitTarget? {
        regions.first { $0.row == row && $0.columns.contains(column) }?.target
    }
}
