import Testing

@testable import NavSimCore
@testable import NavSimScenario

@Suite struct NumbersTests {
  @Test(arguments: [
    (0.6, "0.6"), (900, "900"), (0, "0"), (-0.0, "0"), (1, "1"), (-150.25, "-150.25"),
    (1e-7, "0.0000001"), (1.5e20, "150000000000000000000"), (0.1 + 0.2, "0.30000000000000004"),
    (1e15, "1000000000000000"), (-2.5e-12, "-0.0000000000025"), (123.456, "123.456"),
  ])
  func formatsShortestDecimals(_ value: Double, _ text: String) {
    #expect(ScenarioNumber.format(value) == text)
  }

  @Test func formattedNumbersReadBackExactly() {
    var rng = Xoshiro256StarStar(seed: 7)
    for i in 0..<20_000 {
      let bits = rng.next()
      let value = Double(bitPattern: bits)
      guard value.isFinite else { continue }
      let text = ScenarioNumber.format(value)
      #expect(!text.contains("e"), "case \(i): \(value) printed as \(text)")
      let back = try? ScenarioNumber.parse(ArraySlice(text.utf8)).get()
      #expect(
        back == value,
        "case \(i): \(value) printed as \(text) read back as \(String(describing: back))")
    }
  }

  @Test(arguments: [
    ("350ms", Int64(350_000)), ("16.7ms", 16_700), ("0.35s", 350_000), ("120us", 120),
    ("0.0005ms", 1), ("0.0004999ms", 0), ("1.9999995s", 2_000_000), ("3f", 50_000),
    ("1f", 16_667), ("0f", 0),
  ])
  func readsDurations(_ text: String, _ us: Int64) {
    let parsed = ScenarioNumber.parseTime(
      ArraySlice(text.utf8), form: .relative, fps: 60, limit: Scenario.maximumTime)
    #expect((try? parsed.get()) == us)
  }

  @Test func absoluteFramesStartAtTheirBoundary() {
    let clock = FrameClock(fps: 60)
    for n in Int64(0)..<200 {
      let parsed = ScenarioNumber.parseTime(
        ArraySlice("\(n)f".utf8), form: .absolute, fps: 60, limit: Scenario.maximumTime)
      #expect((try? parsed.get()) == clock.boundary(n), "frame \(n)")
    }
  }
}
