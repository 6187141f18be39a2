import RIBs
import Testing

struct ProgrammerErrorTests {
    @Test func captureRecordsReportsInOrderWithWhereTheyWereRaised() {
        let line: UInt = #line + 2
        let reports = ProgrammerError.capture {
            ProgrammerError.report("first")
            ProgrammerError.report("second")
        }
        #expect(reports.map(\.message) == ["first", "second"])
        #expect(reports.first?.file == "RIBsTests/ProgrammerErrorTests.swift")
        #expect(reports.first?.line == line)
        #expect(reports.first?.description == "first (RIBsTests/ProgrammerErrorTests.swift:\(line))")
    }

    @Test func captureRestoresThePreviousHandler() {
        var inner: [ProgrammerError.Report] = []
        let outer = ProgrammerError.capture {
            ProgrammerError.report("before")
            inner = ProgrammerError.capture {
                ProgrammerError.report("inside")
            }
            ProgrammerError.report("after")
        }
        #expect(inner.map(\.message) == ["inside"])
        #expect(outer.map(\.message) == ["before", "after"])
    }

    @Test func captureRestoresThePreviousHandlerWhenTheBodyThrows() {
        let outer = ProgrammerError.capture {
            #expect(throws: TestError(name: "thrown")) {
                _ = try ProgrammerError.capture {
                    ProgrammerError.report("inside")
                    throw TestError(name: "thrown")
                }
            }
            ProgrammerError.report("after")
        }
        #expect(outer.map(\.message) == ["after"])
    }

    @Test func installedHandlerReceivesTheFrameworksReports() {
        let previous = ProgrammerError.handler
        defer { ProgrammerError.handler = previous }
        var received: [String] = []
        ProgrammerError.handler = { received.append($0.message) }
        let reused = EmptyComponent()
        let builder = RepeatingBuilder { reused }
        builder.build()
        builder.build()
        #expect(received.count == 1)
    }
}

private final class RepeatingBuilder: SimpleComponentizedBuilder<EmptyComponent, Void> {
    override func build(with component: EmptyComponent) {}
}
