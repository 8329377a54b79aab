import Testing

@testable import NavSimCore
@testable import NavSimReporting
@testable import NavSimScenario
@testable import NavSimSearch
@testable import navfuzz

@Suite struct InputGeneratorTests {
  static func runs(
    _ options: GenerationOptions, config: Configuration = Configuration(), count: Int = 300
  ) -> [[TimedInput]] {
    var runner = FuzzRunner(configuration: config, options: options)
    return (0..<count).map { k in
      _ = runner.run(seed: SplitMix64.derive(99, UInt64(k)))
      return runner.inputs
    }
  }

  /// Every gesture begins, moves, then ends or is cancelled before the same gesture begins again;
  /// times never go backwards.
  @Test(arguments: Strategy.allCases)
  func inputsAreWellFormed(strategy: Strategy) {
    var options = GenerationOptions()
    options.strategy = strategy
    for (k, inputs) in Self.runs(options).enumerated() {
      #expect(!inputs.isEmpty, "run \(k)")
      #expect(zip(inputs, inputs.dropFirst()).allSatisfy { $0.time <= $1.time }, "run \(k)")
      var open: [GestureKind] = []
      for timed in inputs {
        let step: (GestureKind, GesturePhase)?
        switch timed.input {
        case .swipeBack(let p): step = (.swipeBack, p)
        case .dragSheet(let p): step = (.dragSheet, p)
        default: step = nil
        }
        guard let (kind, phase) = step else { continue }
        switch phase {
        case .begin:
          #expect(!open.contains(kind), "run \(k)")
          open.append(kind)
        case .move(let p):
          #expect(open.contains(kind) && (0...1).contains(p), "run \(k)")
        case .end, .cancel:
          #expect(open.contains(kind), "run \(k)")
          open.removeAll { $0 == kind }
        }
      }
      #expect(open.isEmpty, "run \(k)")
    }
  }

  @Test func appEventsOffLeavesThemOut() {
    var options = GenerationOptions()
    options.appEvents = false
    for strategy in Strategy.allCases {
      options.strategy = strategy
      #expect(!Self.runs(options).joined().contains { $0.input.isAppAction })
    }
    #expect(Self.runs(GenerationOptions()).joined().contains { $0.input.isAppAction })
  }

  @Test func throttleSeparatesUserInputs() {
    var options = GenerationOptions()
    options.throttle = .milliseconds(120)
    for (k, inputs) in Self.runs(options).enumerated() {
      let groups = Shrinker.groups(inputs.filter { !$0.input.isAppAction })
      for (a, b) in zip(groups, groups.dropFirst()) {
        let end = a.map(\.time).max() ?? 0
        let start = b.map(\.time).min() ?? 0
        #expect(start - end >= 120_000, "run \(k)")
      }
    }
  }

  @Test func someInputsLandNowhere() {
    var config = Configuration()
    config.start = [0, 1]
    var model = NavigationModel(config)
    var dispositions: [Disposition] = []
    for inputs in Self.runs(GenerationOptions(), config: config, count: 50) {
      model = NavigationModel(config)
      for timed in inputs {
        model.advance(to: timed.time)
        dispositions.append(model.apply(timed.input))
      }
    }
    #expect(dispositions.contains(.acted))
    #expect(dispositions.contains(.nothingThere))
    #expect(dispositions.contains(.windowLock))
  }

  @Test func theSameSeedGivesTheSameInputs() {
    #expect(Self.runs(GenerationOptions(), count: 50) == Self.runs(GenerationOptions(), count: 50))
  }
}
