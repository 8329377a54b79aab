import NavSimCore

/// Touches for tests, with times and durations in milliseconds.
package enum Touches {
  /// A tap of `target` at `t` ms, held 80 ms.
  package static func tap(_ t: Int64, _ target: TapTarget, finger: Int = 1) -> Touch {
    Touch(at: t * 1000, finger: finger, .tap(target, hold: 80_000))
  }

  /// A `kind` pan from `t` ms to progress `p` over `d` ms, released without a fling.
  package static func pan(
    _ t: Int64, _ kind: GestureKind, _ p: Double, over d: Int64, finger: Int = 1
  ) -> Touch {
    Touch(at: t * 1000, finger: finger, .pan(kind, progress: p, duration: d * 1000, velocity: nil))
  }

  /// The seed lockup as one hand performs it: show the sheet, pull it down, swipe back.
  package static let seedLockup = [
    tap(0, .showSheet), pan(700, .dragSheet, 0.6, over: 200), pan(1000, .swipeBack, 0.7, over: 100),
  ]
}
