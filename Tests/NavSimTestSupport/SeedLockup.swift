import NavSimCore

/// The seed's lockup (docs/SCENARIOS.md's example): show the sheet, pull it down at 700 ms,
/// then swipe back at once, while the sheet is finalizing.
package enum SeedLockup {
  /// The scenario file, with relative times.
  package static let text = """
    # The seed's lockup: pull the sheet down, then swipe back at once.
    name: quick swipe-back after pull-to-dismiss
    start: root > detail
    expect: lockup

    @0ms     tap show-sheet
    +700ms   drag-sheet 0.6 over 200ms velocity 900
    +450ms   swipe-back 0.7 over 100ms velocity 600
    """

  /// The inputs under `c`, at its frame rate and on its screen: the sheet shown at 0 ms, pulled
  /// down 0.6 over 120 ms at 700 ms, swiped back 0.7 over 100 ms at `swipeAt` ms.
  package static func inputs(for c: Configuration, swipeAt: Double = 1000) -> [TimedInput] {
    let frames = FrameClock(fps: c.profile.fps)
    return [TimedInput(Script.ms(0), .tap(.showSheet))]
      + TimedInput.stroke(
        .dragSheet, progress: 0.6, over: .milliseconds(120), velocity: 900, start: Script.ms(700),
        frames: frames, extent: c.screenSize.height)
      + TimedInput.stroke(
        .swipeBack, progress: 0.7, over: .milliseconds(100), velocity: 600,
        start: Script.ms(swipeAt), frames: frames, extent: c.screenSize.width)
  }
}
