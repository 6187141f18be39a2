extension ObservableStream {
    /// A stream that lets values pass only while `scope` is active.
    ///
    /// A value sent while the scope is inactive is held; when the scope becomes active again the
    /// latest value is delivered. The result completes when this stream completes.
    public func confine(to scope: any InteractorScope) -> AnyObservableStream<Value> {
        AnyObservableStream { onValue, onCompleted in
            var latest: Value?
            var isActive = false
            var completed = false
            let activeSubscription = scope.isActiveStream.subscribe { active in
                isActive = active
                if active, let latest, !completed {
                    onValue(latest)
                }
            }
            let valueSubscription = subscribe(
                onValue: { value in
                    latest = value
                    if isActive {
                        onValue(value)
                    }
                },
                onCompleted: {
                    completed = true
                    activeSubscription.cancel()
                    onCompleted()
                }
            )
            return AnyRIBCancellable {
                activeSubscription.cancel()
                valueSubscription.cancel()
            }
        }
    }
}
