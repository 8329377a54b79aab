import Testing

@testable import NavSimCore
@testable import NavSimSearch

/// The model has no clock of its own beyond the frame boundaries: a run moved later by a whole
/// frame period (the boundaries repeat every period, ``FrameClock/period``) finds the same, a
/// period later, and ends in the same state.
@Suite struct TimeShiftTests {
  @Test func aRunMovedByAFramePeriodFindsTheSameAPeriodLater() {
    var compared = 0
    var found = 0
    for (config, touches) in TouchStepsTests.cases {
      let physics = TouchPhysics(config)
      let period = FrameClock(fps: config.profile.fps).period
      var later = touches
      for i in later.indices { later[i].time += period }
      let a = Simulator.run(config, inputs: physics.inputs(touches))
      let b = Simulator.run(config, inputs: physics.inputs(later))
      var moved = a.findings
      for i in moved.indices {
        moved[i].time = VirtualTime(microseconds: moved[i].time.microseconds + period)
      }
      #expect(b.findings == moved, "\(touches)")
      #expect(b.model.state == a.model.state, "\(touches)")
      compared += 1
      if !a.findings.isEmpty { found += 1 }
    }
    #expect(compared >= 500)
    #expect(found >= 10)  // runs with findings are among them
  }
}
