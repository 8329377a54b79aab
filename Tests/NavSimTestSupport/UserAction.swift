import NavSimCore

/// One user (or app) action of a timed input list: a tap, a rotation, an app action, or a whole
/// gesture from its `begin` to its release, with the times it starts and ends (µs).
package struct UserAction: Equatable {
  package var start: Int64
  package var end: Int64
}

/// The actions of `inputs`, counting each gesture as one input (CLI.md `explore`): a gesture's
/// moves and release belong to its `begin`; a move or release without a `begin` is not counted.
package func userActions(_ inputs: [TimedInput]) -> [UserAction] {
  var actions: [UserAction] = []
  var open: [GestureKind: Int] = [:]
  for timed in inputs {
    let t = timed.time.microseconds
    if case .press = timed.input { continue }
    guard let (kind, phase) = timed.input.gestureStep else {
      actions.append(UserAction(start: t, end: t))
      continue
    }
    switch phase {
    case .down:
      open[kind] = actions.count
      actions.append(UserAction(start: t, end: t))
    case .begin:
      if open[kind] != nil { continue }
      open[kind] = actions.count
      actions.append(UserAction(start: t, end: t))
    case .move:
      if let i = open[kind] { actions[i].end = t }
    case .end, .cancel:
      if let i = open.removeValue(forKey: kind) { actions[i].end = t }
    }
  }
  return actions
}

/// The actions of `touches`: each touch from its touch-down to its touch-up.
package func userActions(_ touches: [Touch]) -> [UserAction] {
  touches.map { UserAction(start: $0.time, end: $0.end) }
}

/// Whether `actions` need timing finer than a display frame: an action that begins less than
/// one frame after the previous one ended (two fingers within one frame), which the explorer's
/// one-input-per-frame menu cannot make (CLI.md `explore`: "the fuzzer's to find").
package func needsSubFrameTiming(_ actions: [UserAction], frames: FrameClock) -> Bool {
  zip(actions, actions.dropFirst()).contains { previous, next in
    next.start - previous.end < frames.frameDuration
  }
}
