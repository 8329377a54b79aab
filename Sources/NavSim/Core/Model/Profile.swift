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

  /// Whose guard the content swipe's recogniser (R24) runs under.
  public enum ContentSwipeGuard: String, Hashable, Sendable, CaseIterable {
    /// Its own system guard `count > 1 && transition == none`, untouched by what the app does to
    /// the edge recogniser's delegate (the default, docs/MODEL.md §11).
    case own
    /// The edge recogniser's delegate: the custom guards, `guard-none` and a hidden back
    /// button's refusal apply to it as to the edge swipe (the alternative, §13).
    case edge
  }

  /// The profile's name (`ios17`, `ios16`, `ios13`, `fixed`, `ios18`, `ios26`).
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
  /// Whether screens declared `zoom` are pushed with the zoom transition and can be popped by
  /// a downward swipe (R26; `ios18` and later).
  public var zoomTransition = false
  /// Whether R26's zoom dismiss counts as an interactive pop for R7 (default yes [A]).
  public var zoomDismissIsInteractivePop = true
  /// Whether the content swipe of R24 exists (`ios26`).
  public var contentSwipe = false
  /// Whose guard R24's recogniser runs under (default its own [A]).
  public var contentSwipeGuard: ContentSwipeGuard = .own
  /// Whether R25 (interruptible navigation: the back button live during a push or a pop)
  /// applies (`ios26`).
  public var interruptibleNavigation = false

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

  /// iOS 18: iOS 17 plus the zoom navigation transition and its dismiss gesture (R26).
  public static let ios18: Profile = {
    var p = Profile(name: "ios18")
    p.zoomTransition = true
    return p
  }()
  /// iOS 26: iOS 18 plus the content swipe (R24) and interruptible navigation (R25).
  public static let ios26: Profile = {
    var p = Profile(name: "ios26")
    p.zoomTransition = true
    p.contentSwipe = true
    p.interruptibleNavigation = true
    return p
  }()

  /// The named profiles, in the order of MODEL.md §7.
  public static let all: [Profile] = [.ios17, .ios16, .ios13, .fixed, .ios18, .ios26]

  /// The iOS versions `--profile all` compares, oldest first (MODEL.md §11): not `ios13` (a
  /// historical profile) nor `fixed` (the control), which are named explicitly.
  public static let versions: [Profile] = [.ios16, .ios17, .ios18, .ios26]

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
