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
  /// R30: whether a screen's content takes taps while a push or a pop of its stack is running
  /// (`ios26` [E]; earlier profiles: dead during transitions, MODEL.md §4).
  public var contentLiveDuringTransitions = false
  /// R30's push half [A]: whether the content is live during a push too (the committed top,
  /// the screen pushed from, takes the taps); off: live during pops only, as the pop evidence
  /// alone supports (`--set r30PushLive=0`, MODEL.md §13).
  public var contentLiveDuringPushes = true
  /// R9 [E; on `ios26` A]: whether a nested change leaves the bar out of step (S6); off: the
  /// bar follows the nested change (`--set r9BarCorrupts=0`, MODEL.md §13).
  public var nestedChangeCorruptsBar = true
  /// R31: whether the content swipe (R24) may begin while a push or a pop is running, which
  /// then commits at once (`ios26` [E]; the alternative: R24's guard `transition == none`).
  public var contentSwipeMidTransition = false
  /// R31: whether a zoom push or pop can be grabbed during its animation by the zoom dismiss
  /// (R26) (`ios18` on [E]; the alternative: R26's guard `transition == none`).
  public var zoomInterruptible = false
  /// R26: whether a rightward pan on a zoom screen's content is the zoom dismiss too, through
  /// the destination's own recogniser (`ios18` on [E]; the alternative: downward only).
  public var zoomDismissSideways = false

  // Touch physics (docs/MODEL.md §10.1–§4), every value [A].

  /// How long a tap's finger stays down when a file or the fuzzer does not say, µs.
  public var hold: Int64 = 80_000
  /// The shortest tap a person makes, µs.
  public var minHold: Int64 = 40_000
  /// The longest touch that still counts as a tap, µs.
  public var maxHold: Int64 = 250_000
  /// How far a finger moves before a pan recogniser begins, points.
  public var slop: Int64 = 10
  /// How close to the left edge an edge swipe must start, points.
  public var edgeWidth: Int64 = 20
  /// The least time between one finger's touch-up and its next touch-down, µs (the floor of
  /// every move, and the whole pause for a touch on the same spot).
  public var refractory: Int64 = 60_000
  /// The least time between two deep links, µs: the second needs a second banner to slide in
  /// and be tapped, or another trip out of the app (docs/MODEL.md §10.1).
  public var linkGap: Int64 = 500_000
  /// Fitts's law's intercept `a` for one finger's move between two touches, µs
  /// (docs/MODEL.md §10.1).
  public var fittsIntercept: Int64 = 0
  /// Fitts's law's slope `b`, µs per bit of `log2(D/W + 1)` (docs/MODEL.md §10.1).
  public var fittsSlope: Int64 = 72_000
  /// The fastest a finger moves, points per second.
  public var maxSpeed: Int64 = 8000
  /// Whether, within one touch event, later fingers' changes are handled first (default:
  /// finger order).
  public var reverseTouchOrder = false

  // The alternatives of the model's other [A] rules and values (docs/MODEL.md §13).

  /// R6: whether the window lock is held while an interactively dismissed sheet animates out.
  public var lockDuringInteractiveDismiss = false
  /// R6: the drag progress from which a released sheet finishes, thousandths.
  public var sheetFinishProgress: Int64 = 300
  /// R6: the downward release velocity from which a sheet finishes, points per second.
  public var sheetFinishVelocity: Int64 = 300
  /// R3: the swipe progress from which a release with no backward speed completes, thousandths.
  public var popFinishProgress: Int64 = 500
  /// R3: the release velocity from which a swipe completes, points per second.
  public var popFinishVelocity: Int64 = 150
  /// R14: whether a present requested on a detached presenter waits until the presenter is
  /// the idle top again (default: dropped for good).
  public var deferDetachedPresent = false
  /// `guard-coordinator`: whether a transition coordinator exists while a dismissed sheet is
  /// `finalizing` (default: no).
  public var coordinatorWhileFinalizing = false
  /// R29: whether a transition in flight on a tab's stack commits at once when another tab is
  /// selected (default: it goes on off screen and completes at its time).
  public var tabSwitchCommits = false
  /// R29: whether a path change on a tab that is not selected runs its push or pop off screen
  /// as it would on screen (default: the stack takes the path at once, without a transition).
  public var offWindowAnimates = false
  /// `exclusive-touch` (§12): whether a tracking exclusive control also holds off the pans'
  /// touch-downs (default yes [A]).
  public var exclusiveHoldsPans = true
  /// R15, §4 layer 4: whether the gesture-mask overlay takes touch-downs on the left edge
  /// (default yes [A]; the alternative: the edge recogniser still gets them).
  public var maskCoversEdge = true
  /// §4 layer 2: whether a presentation animating out (`dismissing`, interactive or not) still
  /// takes the touches of what lies behind it (default no [A]).
  public var dismissingSheetCovers = false
  /// §10.2: whether a tap accepted before the window lock was taken is cancelled when its
  /// touch-up comes while the lock is held (default no [A]: it acts).
  public var lockCancelsAcceptedTaps = false
  /// §10.3: whether a content tap accepted before a transition began is cancelled with the
  /// content's interaction, as a back-button tap is (default no [A]: it acts).
  public var transitionCancelsContentTaps = false
  /// R15: whether a presentation button of a screen that does not say toggles its binding, the
  /// seed's `popUp.toggle()` (default yes [A]; the alternative: `popUp = true`).
  public var presentButtonToggles = true
  /// R19: whether a rotation lays the split view's columns out again (default yes [A]).
  public var rotationRelaysColumns = true
  /// R20: whether the sidebar button on the detail's bar goes through the bar's routing
  /// (dimming view, mask, transitions) (default yes [A]; the alternative: only the window lock
  /// and a sheet stop it).
  public var sidebarToggleRouted = true
  /// R21: whether a content tap on the dimmed detail also reaches the detail's content after
  /// hiding the primary (default no [A]).
  public var primaryOverlayTapThrough = false
  /// R22: whether `isHide`'s `didSet` lays the columns out on a set of the same value (default
  /// yes [A]).
  public var isHideRelaysOnSameValue = true
  /// R23: whether a refused `dismiss(animated:completion:)` still runs its completion at the
  /// next frame (default no [A]: it never runs).
  public var refusedDismissCompletes = false

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

  /// iOS 18: iOS 17 plus the zoom navigation transition and its dismiss gesture (R26), which
  /// can grab a zoom transition mid-animation (R31) and also pans sideways.
  public static let ios18: Profile = {
    var p = Profile(name: "ios18")
    p.zoomTransition = true
    p.zoomInterruptible = true
    p.zoomDismissSideways = true
    return p
  }()
  /// iOS 26: iOS 18 plus the content swipe (R24), which may begin mid-transition (R31),
  /// interruptible navigation (R25) and content live during transitions (R30).
  public static let ios26: Profile = {
    var p = Profile(name: "ios26")
    p.zoomTransition = true
    p.zoomInterruptible = true
    p.zoomDismissSideways = true
    p.contentSwipe = true
    p.interruptibleNavigation = true
    p.contentLiveDuringTransitions = true
    p.contentSwipeMidTransition = true
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
  public static let settingNames = settings.map(\.name)

  /// The settings whose values are durations (µs; written with a unit); the others are plain
  /// whole numbers (a rate, points, points per second, thousandths, or 0/1 for a choice).
  public static let durationSettingNames: Set<String> = Set(
    settings.filter { $0.range == nil }.map(\.name))

  /// Whether the setting called `name` is a duration.
  public static func isDuration(_ name: String) -> Bool { durationSettingNames.contains(name) }

  /// The range a plain (not duration) setting accepts.
  package static func plainRange(_ name: String) -> ClosedRange<Int64>? {
    setting(named: name)?.range
  }

  /// The setting called `name`, if there is one.
  package static func setting(named name: String) -> ProfileSetting? {
    settings.first { $0.name == name }
  }

  /// Overrides the value called `name`: a duration in µs, or a plain number (see
  /// ``durationSettingNames``). Returns `false` for an unknown name or a value out of range.
  public mutating func setting(_ name: String, to value: Int64) -> Bool {
    guard let setting = Self.setting(named: name) else { return false }
    if let range = setting.range, !range.contains(value) { return false }
    setting.set(&self, setting.range == nil ? max(0, value) : value)
    return true
  }

  /// The value called `name` (durations in µs, choices as 0/1), if there is one.
  public func value(of name: String) -> Int64? { Self.setting(named: name)?.get(self) }

  /// Every value a `--set` or a `set:` line may override, in one table (docs/MODEL.md §7,
  /// §13): its name, its range (`nil`: a duration in µs), how to read it and how to set it.
  package static let settings: [ProfileSetting] = [
    .duration("push", \.push),
    .duration("pop", \.pop),
    .duration("present", \.present),
    .duration("dismiss", \.dismiss),
    .duration("stateLag", \.stateLag),
    .duration("hold", \.hold),
    .duration("minHold", \.minHold),
    .duration("maxHold", \.maxHold),
    .duration("refractory", \.refractory),
    .duration("fittsA", \.fittsIntercept),
    .duration("fittsB", \.fittsSlope),
    .duration("linkGap", \.linkGap),
    .number("fps", 1...1000, \.fps),
    .number("slop", 0...1000, \.slop),
    .number("edgeWidth", 0...1000, \.edgeWidth),
    .number("maxSpeed", 1...100_000, \.maxSpeed),
    .choice("touchOrder", \.reverseTouchOrder),
    .choice("r6Lock", \.lockDuringInteractiveDismiss),
    .number("sheetFinishProgress", 0...1000, \.sheetFinishProgress),
    .number("sheetFinishVelocity", -100_000...100_000, \.sheetFinishVelocity),
    .number("popFinishProgress", 0...1000, \.popFinishProgress),
    .number("popFinishVelocity", -100_000...100_000, \.popFinishVelocity),
    .choice("r14Defers", \.deferDetachedPresent),
    .choice("coordinatorWhileFinalizing", \.coordinatorWhileFinalizing),
    ProfileSetting(
      name: "r7Triggers", range: 0...2,
      get: { p in p.orphanTrigger == .none ? 0 : p.orphanTrigger == .interactive ? 1 : 2 },
      set: { p, v in p.orphanTrigger = v == 0 ? .none : v == 1 ? .interactive : .all }),
    .choice("r13OnDismiss", \.onDismissWhenPresenterRemoved),
    ProfileSetting(
      name: "contentSwipeGuard", range: 0...1,
      get: { p in p.contentSwipeGuard == .edge ? 1 : 0 },
      set: { p, v in p.contentSwipeGuard = v == 1 ? .edge : .own }),
    .choice("r25Interruptible", \.interruptibleNavigation),
    .choice("r26InteractivePop", \.zoomDismissIsInteractivePop),
    .choice("tabSwitchCommits", \.tabSwitchCommits),
    .choice("offWindowAnimates", \.offWindowAnimates),
    .choice("r12Freezes", \.cancelledPopFreezes),
    .choice("r24MidTransition", \.contentSwipeMidTransition),
    .choice("r26MidTransition", \.zoomInterruptible),
    .choice("r26Sideways", \.zoomDismissSideways),
    .choice("r30LiveContent", \.contentLiveDuringTransitions),
    .choice("r30PushLive", \.contentLiveDuringPushes),
    .choice("r9BarCorrupts", \.nestedChangeCorruptsBar),
    .choice("exclusivePans", \.exclusiveHoldsPans),
    .choice("maskCoversEdge", \.maskCoversEdge),
    .choice("dismissingSheetCovers", \.dismissingSheetCovers),
    .choice("lockCancelsTaps", \.lockCancelsAcceptedTaps),
    .choice("transitionCancelsContent", \.transitionCancelsContentTaps),
    .choice("buttonToggles", \.presentButtonToggles),
    .choice("r19RotationRelayout", \.rotationRelaysColumns),
    .choice("r20Routed", \.sidebarToggleRouted),
    .choice("r21TapThrough", \.primaryOverlayTapThrough),
    .choice("r22EverySet", \.isHideRelaysOnSameValue),
    .choice("r23RefusedRuns", \.refusedDismissCompletes),
  ]
}

/// One overridable value of a ``Profile``: the row of the settings table.
package struct ProfileSetting: Sendable {
  /// Its name in `--set` and `set:` lines.
  package var name: String
  /// The whole numbers it accepts; `nil` for a duration (µs, at least 0).
  package var range: ClosedRange<Int64>?
  /// Reads it from a profile.
  package var get: @Sendable (Profile) -> Int64
  /// Writes it (the value already checked against ``range``).
  package var set: @Sendable (inout Profile, Int64) -> Void

  /// A duration in µs.
  static func duration(_ name: String, _ path: WritableKeyPath<Profile, Int64> & Sendable)
    -> ProfileSetting
  {
    ProfileSetting(
      name: name, range: nil, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  /// A plain whole number in `range`.
  static func number(
    _ name: String, _ range: ClosedRange<Int64>, _ path: WritableKeyPath<Profile, Int64> & Sendable
  ) -> ProfileSetting {
    ProfileSetting(
      name: name, range: range, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
  }

  /// A choice, 0 or 1.
  static func choice(_ name: String, _ path: WritableKeyPath<Profile, Bool> & Sendable)
    -> ProfileSetting
  {
    ProfileSetting(
      name: name, range: 0...1, get: { $0[keyPath: path] ? 1 : 0 },
      set: { $0[keyPath: path] = $1 == 1 })
  }
}
