import NavSim
import Testing

/// The library tour of docs/GUIDE.md, as written there (without `@testable`): it must compile
/// against the public API and do what the guide says.
@Suite struct ReadmeExampleTests {
  @Test func theTourRunsAndTheMaskHolds() {
    var config = Configuration()  // the seed app, iPhone, profile ios17
    config.start = [0, 1]  // root > detail
    config.mitigations = Mitigations([.gestureMask])

    let frames = FrameClock(fps: 60)
    let ms = { (v: Double) in VirtualTime.zero + .milliseconds(v) }
    var inputs = [TimedInput(ms(0), .tap(.showSheet))]
    inputs += TimedInput.stroke(
      .dragSheet, progress: 0.6, over: .milliseconds(120), velocity: 900,
      start: ms(700), frames: frames, extent: 844)
    inputs += TimedInput.stroke(
      .swipeBack, progress: 0.7, over: .milliseconds(100), velocity: 600,
      start: ms(1000), frames: frames, extent: 390)

    let result = Simulator.run(config, inputs: inputs, recordingTrace: true)
    #expect(result.findings.isEmpty)  // none under the mask
    #expect(Timeline(result.trace).render().contains("overlay rendered"))

    config.mitigations = []
    #expect(Simulator.run(config, inputs: inputs).findings.map(\.kind) == [.lockup])
  }
}
