final class Flow {
  func make { }
  func start() {
    let c = make()
    c.actions.sink { _ in }
  }
}
