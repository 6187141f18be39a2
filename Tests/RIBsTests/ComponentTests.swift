import RIBs
import Testing

private final class ThingComponent: Component<any EmptyDependency> {
    private(set) var factoryCallCounts: [String: Int] = [:]

    var thing: Thing {
        shared {
            count("thing")
            return Thing()
        }
    }

    var otherThing: Thing {
        shared {
            count("otherThing")
            return Thing()
        }
    }

    var optionalThing: Thing? {
        shared {
            count("optionalThing")
            return Thing()
        }
    }

    var missingThing: Thing? {
        shared {
            count("missingThing")
            return nil
        }
    }

    /// Not shared: a new instance on every read.
    var freshThing: Thing { Thing() }

    private func count(_ property: String) {
        factoryCallCounts[property, default: 0] += 1
    }
}

private protocol ParentDependency: Dependency {
    var name: String { get }
}

private final class ParentComponent: ParentDependency {
    let name = "parent"
}

struct ComponentTests {
    @Test func componentHoldsTheDependencyItWasGiven() {
        let parent = ParentComponent()
        let component = Component<any ParentDependency>(dependency: parent)
        #expect(component.dependency === parent)
        #expect(component.dependency.name == "parent")
    }

    @Test func emptyComponentSatisfiesEmptyDependency() {
        let empty = EmptyComponent()
        let component = Component<any EmptyDependency>(dependency: empty)
        #expect(component.dependency === empty)
    }

    @Test func sharedReturnsTheSameInstanceForEveryReadOfAProperty() {
        let component = ThingComponent(dependency: EmptyComponent())
        let first = component.thing
        let second = component.thing
        #expect(first === second)
        #expect(component.factoryCallCounts["thing"] == 1)
        #expect(component.freshThing !== component.freshThing)
    }

    @Test func sharedGivesEachPropertyItsOwnInstance() {
        let component = ThingComponent(dependency: EmptyComponent())
        #expect(component.thing !== component.otherThing)
        #expect(component.otherThing === component.otherThing)
        #expect(component.factoryCallCounts == ["thing": 1, "otherThing": 1])
    }

    @Test func sharedRunsTheFactoryOnceForAnOptionalProperty() {
        let component = ThingComponent(dependency: EmptyComponent())
        let first = component.optionalThing
        let second = component.optionalThing
        #expect(first != nil)
        #expect(first === second)
        #expect(component.factoryCallCounts["optionalThing"] == 1)
    }

    @Test func sharedRemembersANilValueAndDoesNotRunTheFactoryAgain() {
        let component = ThingComponent(dependency: EmptyComponent())
        #expect(component.missingThing == nil)
        #expect(component.missingThing == nil)
        #expect(component.factoryCallCounts["missingThing"] == 1)
    }

    @Test func sharedInstancesBelongToOneComponent() {
        let first = ThingComponent(dependency: EmptyComponent())
        let second = ThingComponent(dependency: EmptyComponent())
        #expect(first.thing !== second.thing)
    }
}
