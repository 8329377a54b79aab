import NavSimCore
import NavSimSearch

/// A fast configuration for exhaustive comparisons: the seed app from `root > detail` at 30 fps
/// with 100 ms transitions, so a lockup fits in a third of a second.
package func quickConfiguration(_ mitigation: Mitigation, profile: Profile = .ios17)
  -> Configuration
{
  var config = Configuration()
  config.start = [0, 1]
  config.mitigations = Mitigations([mitigation])
  var p = profile
  p.fps = 30
  p.push = 100_000
  p.pop = 100_000
  p.present = 100_000
  p.dismiss = 100_000
  p.stateLag = 100_000
  config.profile = p
  return config
}

/// Bounds for the quick configuration: one-frame gestures.
package func quickBounds(depth: Int, horizon: Double, appEvents: Bool) -> ExplorationBounds {
  var bounds = ExplorationBounds(depth: depth, horizon: .milliseconds(horizon))
  bounds.appEvents = appEvents
  bounds.completeGesture.duration = VirtualDuration(microseconds: 33_333)
  bounds.cancelledGesture.duration = VirtualDuration(microseconds: 33_333)
  return bounds
}

/// Every mitigation of the matrix.
package let everyMitigation: [Mitigation] = [
  .none, .gestureMask, .gestureMaskCounted, .guardPresented, .guardCoordinator,
  .fullScreenCover, .guardNone, .backHidden,
]

/// A chain of `n` screens from the root, the sheet on the deepest.
package func chainApp(_ n: Int) -> App {
  App(
    screens: (0..<n).map { i in
      Screen(
        name: "s\(i)", links: i + 1 < n ? [ScreenID(i + 1)] : [], hasSheet: i + 1 == n)
    })
}
