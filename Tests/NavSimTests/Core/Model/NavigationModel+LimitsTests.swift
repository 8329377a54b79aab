import Testing

@testable import NavSimCore

/// The state's fixed capacities hold what real apps need: a stack of 32 screens, 256 screens.
@Suite struct NavigationModelLimitsTests {
  @Test func theStateHoldsTheLimitsRealAppsPass() {
    var stack = ScreenStack()
    for i in 0..<40 { stack.push(ScreenID(i)) }
    #expect(stack.count == 32)
    #expect(stack.elements == (0..<32).map { ScreenID($0) })
    let screens = (0..<256).map {
      Screen(name: "s\($0)", links: $0 < 255 ? [ScreenID($0 + 1)] : [])
    }
    var config = Configuration()
    config.app = App(screens: screens)
    config.start = (0..<32).map { ScreenID($0) }
    let model = NavigationModel(config)
    #expect(model.state.stack.count == 32)
    #expect(model.state.stack.top == 31)
  }
}
