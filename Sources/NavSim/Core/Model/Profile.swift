/// The timing and behaviour values of one iOS version (MODEL.md §7).
///
/// Every value can be overridden, so a user can ask "what if the state lag is 1 s on my
/// device":
///
/// ```swift
/// var profile = Profile.ios17
/// profile.stateLag = 1_000_000
/// ```
public struct Profile: Hashable, Sendable {
  /// Which pops R7 (orphaned pop) applies to.
  public enum OrphanTrigger: String, Hashable, Sendable, CaseIterable {
    /// No pop is orphaned (the `fixed` control).
    case none
    /// Only interactive (edge-swipe) pops (the default).
    case interactive
    /// Every pop, the back button's and programmatic ones too.
    case all
  }

  /// The profile's name (`ios17`, `ios16`, `ios13`, `fixed`).
  public var name: String
  /// Duration of a push transition, µs.
  public var push: Int64 = 350_000
  /// Duration of a pop transition, µs.
  public var pop: Int64 = 350_000
  /// Duration of a sheet presentation, µs.
  public var present: Int64 = 500_000
  /// Duration of a sheet dismissal animation, µs.
  public var dismiss: Int64 = 350_000
  /// How long an interactively dismissed presentation stays uncommitted after its animation, µs.
  public var stateLag: Int64 = 300_000
  /// Display frames per second.
  public var fps: Int64 = 60
  /// Which pops R7 orphans.
  public var orphanTrigger: OrphanTrigger = .interactive
  /// Whether R12 (a cancelled interactive pop never completes) applies.
  public var cancelledPopFreezes = false
  /// Whether `onDismiss` runs when R13 removes a sheet because its presenter left.
  public var onDismissWhenPresenterRemoved = false

  /// Creates a profile with the default values of `ios17` and the given name.
  public init(name: String) { self.name = name }

  /// iOS 17, the default.
  public static let ios17 = Profile(name: "ios17")
  /// iOS 16: the same values as iOS 17.
  public static let ios16 = Profile(name: "ios16")
  /// iOS 13: cancelled interactive pops never complete (R12).
  public static let ios13: Profile = {
    var p = Profile(name: "ios13")
    p.cancelledPopFreezes = true
    return p
  }()
  /// The control: no orphaned pops, and `onDismiss` runs when a presenter goes away.
  public static let fixed: Profile = {
    var p = Profile(name: "fixed")
    p.orphanTrigger = .none
    p.onDismissWhenPresenterRemoved = true
    return p
  }()

  /// The named profiles, in the order of MODEL.md §7.
  public static let all: [Profile] = [.ios17, .ios16, .ios13, .fixed]

  /// The profile called `name`, if there is one.
  public static func named(_ name: String) -> Profile? { all.first { $0.name == name } }

  /// The names of the values ``setting(_:to:)`` accepts, durations first.
  public static let settingNames = ["push", "pop", "present", "dismiss", "stateLag", "fps"]

  /// Overrides the value called `name`: a duration in µs, or the frame rate for `fps`.
  /// Returns `false` for an unknown name or a value out of range.
  public mutating func setting(_ name: String, to value: Int64) -> Bool {
    switch name {
    case "push": push = max(0, value)
    case "pop": pop = max(0, value)
    case "present": present = max(0, value)
    case "dismiss": dismiss = max(0, value)
    case "stateLag": stateLag = max(0, value)
    case "fps":
      guard (1...1000).contains(value) else { return false }
      fps = value
    default: return false
    }
    return true
  }

  /// The value called `name` (durations in µs), if there is one.
  public func value(of name: String) -> Int64? {
    switch name {
    case "push": push
    case "pop": pop
    case "present": present
    case "dismiss": dismiss
    case "stateLag": stateLag
    case "fps": fps
    default: nil
    }
  }
}
