import NavSimCore

/// A small builder for timed inputs in tests: times in milliseconds.
package struct Script {
  /// The inputs so far, in the order they were added.
  package var inputs: [TimedInput] = []
  /// The display frames the strokes are sampled at.
  package var frames = FrameClock(fps: 60)
  /// The screen's width and height in points, the extents of the strokes.
  package var width = 390.0
  package var height = 844.0

  /// An empty script at 60 fps on an iPhone's screen.
  package init() {}

  /// `value` ms after time zero.
  package static func ms(_ value: Double) -> VirtualTime { .zero + .milliseconds(value) }

  /// The script with `input` at `t` ms.
  package func at(_ t: Double, _ input: Input) -> Script {
    var copy = self
    copy.inputs.append(TimedInput(Self.ms(t), input))
    return copy
  }

  /// A whole `kind` gesture from `t` ms: progress `p` over `d` ms, as ``TimedInput/stroke``.
  package func gesture(
    _ kind: GestureKind, at t: Double, _ p: Double, over d: Double, velocity v: Double? = nil
  ) -> Script {
    var copy = self
    copy.inputs += TimedInput.stroke(
      kind, progress: p, over: .milliseconds(d), velocity: v, start: Self.ms(t),
      frames: frames, extent: kind.isHorizontal ? width : height)
    return copy
  }

  /// A whole swipe-back from `t` ms.
  package func swipe(at t: Double, _ p: Double, over d: Double, velocity v: Double? = nil) -> Script
  {
    gesture(.swipeBack, at: t, p, over: d, velocity: v)
  }

  /// A whole pull-down of the sheet from `t` ms.
  package func drag(at t: Double, _ p: Double, over d: Double, velocity v: Double? = nil) -> Script
  {
    gesture(.dragSheet, at: t, p, over: d, velocity: v)
  }

  /// The seed's lockup: show the sheet, pull it down at 700 ms, swipe back at `swipeAt`.
  package static func seedLockup(swipeAt: Double = 1000) -> Script {
    var script = Script()
    script.inputs = SeedLockup.inputs(for: Configuration(), swipeAt: swipeAt)
    return script
  }
}

extension Configuration {
  /// The seed app at `root > detail` with the given mitigations.
  package static func detail(_ mitigations: [Mitigation] = [], profile: Profile = .ios17)
    -> Configuration
  {
    var c = Configuration()
    c.start = [0, 1]
    c.mitigations = Mitigations(mitigations)
    c.profile = profile
    return c
  }
}

/// Runs `script` under `config` and returns the result.
package func run(_ config: Configuration, _ script: Script, trace: Bool = false) -> RunResult {
  Simulator.run(config, inputs: script.inputs, recordingTrace: trace)
}

/// Runs `script` up to `time` (ms) without finishing, to inspect intermediate state.
package func model(_ config: Configuration, _ script: Script, until time: Double) -> NavigationModel
{
  var m = NavigationModel(config)
  for input in script.inputs where input.time <= Script.ms(time) {
    m.advance(to: input.time)
    m.apply(input.input)
  }
  m.advance(to: Script.ms(time))
  return m
}

/// Random well-formed input sequences for property tests (not the fuzzer's generator).
package enum RandomScript {
  /// A script of `count` inputs drawn from `seed`, on the screens `config` links.
  package static func make(seed: UInt64, config: Configuration, count: Int = 8) -> Script {
    var rng = Xoshiro256StarStar(seed: seed)
    var script = Script()
    var t = 0.0
    let links = config.app.screens.flatMap(\.links)
    for _ in 0..<count {
      t += Double(rng.nextBounded(900))
      switch rng.nextBounded(10) {
      case 0: script = script.at(t, .tap(.showSheet))
      case 1: script = script.at(t, .tap(.back))
      case 2: script = script.at(t, .tap(.closeSheet))
      case 3:
        let link = links.isEmpty ? 1 : links[rng.nextIndex(links.count)]
        script = script.at(t, .tap(.link(link)))
      case 4, 5:
        let d = Double(rng.nextInt(in: 30...300))
        script = script.swipe(
          at: t, rng.nextUnit(), over: d, velocity: Double(rng.nextInt(in: -300...1200)))
        t += d
      case 6, 7:
        let d = Double(rng.nextInt(in: 30...300))
        script = script.drag(
          at: t, rng.nextUnit(), over: d, velocity: Double(rng.nextInt(in: -300...1200)))
        t += d
      case 8: script = script.at(t, .app(rng.nextBool() ? .popToRoot : .push(1)))
      default: script = script.at(t, .rotate)
      }
    }
    return script
  }
}
