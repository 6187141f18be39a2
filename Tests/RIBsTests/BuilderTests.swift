import RIBs
import Testing

private final class BuiltComponent {
    let dynamicDependency: Int

    init(dynamicDependency: Int = 0) {
        self.dynamicDependency = dynamicDependency
    }
}

/// What the test builders build: it remembers the component and dependency it was built with.
private final class BuiltRouter {
    let component: BuiltComponent
    let dynamicBuildDependency: String

    init(component: BuiltComponent, dynamicBuildDependency: String = "") {
        self.component = component
        self.dynamicBuildDependency = dynamicBuildDependency
    }
}

private final class TestComponentizedBuilder: ComponentizedBuilder<BuiltComponent, BuiltRouter, String, Int> {
    override func build(with component: BuiltComponent, _ dynamicBuildDependency: String) -> BuiltRouter {
        BuiltRouter(component: component, dynamicBuildDependency: dynamicBuildDependency)
    }
}

private final class TestSimpleComponentizedBuilder: SimpleComponentizedBuilder<BuiltComponent, BuiltRouter> {
    override func build(with component: BuiltComponent) -> BuiltRouter {
        BuiltRouter(component: component)
    }
}

private final class TestMultiStageBuilder: MultiStageComponentizedBuilder<BuiltComponent, BuiltRouter, String> {
    override func finalStageBuild(with component: BuiltComponent, _ dynamicDependency: String) -> BuiltRouter {
        BuiltRouter(component: component, dynamicBuildDependency: dynamicDependency)
    }
}

private final class TestSimpleMultiStageBuilder: SimpleMultiStageComponentizedBuilder<BuiltComponent, BuiltRouter> {
    override func finalStageBuild(with component: BuiltComponent) -> BuiltRouter {
        BuiltRouter(component: component)
    }
}

struct BuilderTests {
    @Test func builderHoldsTheDependencyItWasGiven() {
        let dependency = EmptyComponent()
        let builder = Builder<any EmptyDependency>(dependency: dependency)
        #expect(builder.dependency === dependency)
    }

    @Test func componentizedBuilderCreatesANewComponentForEveryBuild() {
        var factoryArguments: [Int] = []
        let builder = TestComponentizedBuilder { dynamicComponentDependency in
            factoryArguments.append(dynamicComponentDependency)
            return BuiltComponent(dynamicDependency: dynamicComponentDependency)
        }
        let reports = ProgrammerError.capture {
            let (firstComponent, firstRouter): (BuiltComponent, BuiltRouter) = builder.build(
                withDynamicBuildDependency: "one",
                dynamicComponentDependency: 1
            )
            let secondRouter: BuiltRouter = builder.build(
                withDynamicBuildDependency: "two",
                dynamicComponentDependency: 2
            )
            #expect(firstRouter.component === firstComponent)
            #expect(firstRouter.dynamicBuildDependency == "one")
            #expect(secondRouter.component !== firstComponent)
            #expect(secondRouter.component.dynamicDependency == 2)
            #expect(secondRouter.dynamicBuildDependency == "two")
        }
        #expect(factoryArguments == [1, 2])
        #expect(reports.isEmpty)
    }

    @Test func componentizedBuilderReportsAFactoryThatReusesItsComponent() {
        let reused = BuiltComponent()
        let builder = TestComponentizedBuilder { _ in reused }
        var routers: [BuiltRouter] = []
        let reports = ProgrammerError.capture {
            routers.append(builder.build(withDynamicBuildDependency: "one", dynamicComponentDependency: 1))
            routers.append(builder.build(withDynamicBuildDependency: "two", dynamicComponentDependency: 2))
        }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("same BuiltComponent instance") == true)
    }

    @Test func simpleComponentizedBuilderCreatesANewComponentForEveryBuild() {
        var factoryCallCount = 0
        let builder = TestSimpleComponentizedBuilder {
            factoryCallCount += 1
            return BuiltComponent()
        }
        let first = builder.build()
        let second = builder.build()
        #expect(factoryCallCount == 2)
        #expect(first.component !== second.component)
    }

    @Test func multiStageBuilderUsesOneComponentAcrossTheStagesOfABuildPass() {
        var factoryCallCount = 0
        let builder = TestSimpleMultiStageBuilder {
            factoryCallCount += 1
            return BuiltComponent()
        }
        #expect(factoryCallCount == 0)
        let firstStage = builder.componentForCurrentBuildPass
        let secondStage = builder.componentForCurrentBuildPass
        let router = builder.finalStageBuild()
        #expect(firstStage === secondStage)
        #expect(router.component === firstStage)
        #expect(factoryCallCount == 1)
    }

    @Test func multiStageBuilderStartsANewComponentAfterTheFinalStage() {
        var factoryCallCount = 0
        let builder = TestMultiStageBuilder {
            factoryCallCount += 1
            return BuiltComponent()
        }
        let firstPass = builder.componentForCurrentBuildPass
        let firstRouter = builder.finalStageBuild(withDynamicDependency: "first")
        let secondRouter = builder.finalStageBuild(withDynamicDependency: "second")
        #expect(firstRouter.component === firstPass)
        #expect(firstRouter.dynamicBuildDependency == "first")
        #expect(secondRouter.component !== firstPass)
        #expect(secondRouter.dynamicBuildDependency == "second")
        #expect(builder.componentForCurrentBuildPass !== secondRouter.component)
        #expect(factoryCallCount == 3)
    }

    @Test func multiStageBuilderReportsAFactoryThatReusesItsComponent() {
        let reused = BuiltComponent()
        let builder = TestSimpleMultiStageBuilder { reused }
        var routers: [BuiltRouter] = []
        let reports = ProgrammerError.capture {
            routers.append(builder.finalStageBuild())
            #expect(builder.componentForCurrentBuildPass === reused)
            routers.append(builder.finalStageBuild())
        }
        #expect(reports.count == 1)
        #expect(routers.count == 2)
    }
}
