import Testing

@testable import NavSimCore

/// The identity of a model state (equality and fingerprint, ModelState+Storage.swift) is written
/// by hand for speed (the fingerprint field by field, `==` with the window's scalars as one value). These tests keep it complete: every stored property of ``ModelState`` is either
/// changed below and must change both `==` and the fingerprint, or is listed as history that
/// identity ignores on purpose. A new stored property fails ``everyStoredPropertyIsClassified``
/// until it is added to one of the two lists (and to identity).
@Suite struct ModelStateStorageTests {
  /// History, not state (docs/MODEL.md §3): the clock (pending event times are compared
  /// relative to it), the rules that fired, and the scheduling counter.
  static let history: [String] = ["now", "rulesFired", "sequence"]

  /// One change per stored property that identity must see, each to a value other than the
  /// default.
  static let changes: [(name: String, change: @Sendable (inout ModelState) -> Void)] = [
    ("root", { $0.root.stack.push(1) }),
    ("tabs", { $0.tabs = [StackState(), StackState(ScreenStack([2]))] }),
    ("selectedTab", { $0.window.selectedTab = 1 }),
    ("levels", { $0.levels = [PresentationLevel()] }),
    ("windowLock", { $0.window.windowLock = 1 }),
    ("sidebarShown", { $0.window.sidebarShown = true }),
    ("landscape", { $0.window.landscape = true }),
    ("split", { $0.window.split.awaitingSheet = 1 }),
    ("fingers", { $0[finger: .dragSheet] = .refused }),
    ("pendingSheetRemoval", { $0.window.pendingSheetRemoval = true }),
    ("pendingBinding", { $0.window.pendingBinding = true }),
    ("pendingMask", { $0.window.pendingMask = true }),
    ("renderScheduled", { $0.window.renderScheduled = true }),
    ("tieBreak", { $0.tieBreak = SplitMix64(seed: 3) }),
    ("queue", { $0.queue.insert(.render, at: 16_666, order: 0) }),
    ("deferredChanges", { $0.window.deferredChanges = 1 }),
    ("pressed", { $0.window.pressed = TapTarget.back.pressBit }),
    ("pressRefused", { $0.window.pressRefused = TapTarget.showSheet.pressBit }),
    ("pressIgnored", { $0.window.pressIgnored = 1 << 4 }),
    ("touchesDown", { $0.window.touchesDown = 1 }),
    ("exclusiveHeld", { $0.window.exclusiveHeld = true }),
  ]

  /// One change per stored property of a stack (the root's, a tab's, a presentation's content):
  /// each must change the identity of a state that holds the stack.
  static let stackChanges: [(name: String, change: @Sendable (inout StackState) -> Void)] = [
    ("stack", { $0.stack.push(1) }),
    ("path", { $0.path.push(1) }),
    ("pathDirty", { $0.pathDirty = true }),
    ("navigable", { $0.navigable = false }),
    ("transition", { $0.transition = .push }),
    ("popIsInteractive", { $0.popIsInteractive = true }),
    ("target", { $0.target.push(1) }),
    ("progress", { $0.progress = 0.5 }),
    ("doom", { $0.doom = 1 }),
    ("orphanedBy", { $0.orphanedBy = 7 }),
    ("barScreen", { $0.barScreen = 1 }),
    ("barDepth", { $0.barDepth = 1 }),
    ("dimming", { $0.dimming = true }),
    ("bindings", { $0.bindings[3] = 1 }),
    ("dropped", { $0.dropped[31] = 4 }),
    ("maskEnable", { $0.maskEnable = 1 }),
    ("maskRendered", { $0.maskRendered = true }),
  ]

  /// One change per stored property of a presentation level.
  static let levelChanges: [(name: String, change: @Sendable (inout PresentationLevel) -> Void)] =
    [
      ("phase", { $0.phase = .presented }),
      ("progress", { $0.progress = 0.25 }),
      ("presenterDepth", { $0.presenterDepth = 1 }),
      ("presenterTab", { $0.presenterTab = 1 }),
      ("item", { $0.item = 2 }),
      ("presenter", { $0.presenter = 3 }),
      ("content", { $0.content.stack.push(4) }),
      ("removing", { $0.removing = true }),
      ("replacing", { $0.replacing = true }),
    ]

  @Test func everyStoredPropertyOfAStackAndALevelIsClassified() {
    let stack = Mirror(reflecting: StackState()).children.compactMap(\.label)
    #expect(stack.sorted() == Self.stackChanges.map(\.name).sorted())
    let level = Mirror(reflecting: PresentationLevel()).children.compactMap(\.label)
    #expect(level.sorted() == Self.levelChanges.map(\.name).sorted())
  }

  @Test(arguments: stackChanges.map(\.name))
  func aChangedStackPropertyChangesIdentity(_ name: String) throws {
    let change = try #require(Self.stackChanges.first { $0.name == name }?.change)
    for place in 0..<3 {
      var base = ModelState()
      base.tabs = [StackState(), StackState(ScreenStack([2]))]
      base.levels = [PresentationLevel()]
      var changed = base
      switch place {
      case 0: change(&changed.root)
      case 1: change(&changed.tabs[1])
      default: change(&changed.levels[0].content)
      }
      #expect(changed != base, "== ignores \(name) at place \(place)")
      #expect(
        changed.fingerprint != base.fingerprint, "the fingerprint ignores \(name) at \(place)")
    }
  }

  @Test(arguments: levelChanges.map(\.name))
  func aChangedLevelPropertyChangesIdentity(_ name: String) throws {
    let change = try #require(Self.levelChanges.first { $0.name == name }?.change)
    var base = ModelState()
    base.levels = [PresentationLevel(), PresentationLevel()]
    var changed = base
    change(&changed.levels[1])
    #expect(changed != base, "== ignores \(name)")
    #expect(changed.fingerprint != base.fingerprint, "the fingerprint ignores \(name)")
  }

  /// Properties that count only together with another: `renderTime` while a render pass is
  /// scheduled (relative to now, like the queue's times).
  static let dependent: [String] = ["renderTime"]

  @Test func everyStoredPropertyIsClassified() {
    // The window's scalars (one value in the state) are classified field by field.
    let stored =
      Mirror(reflecting: ModelState()).children.compactMap(\.label).filter { $0 != "window" }
      + Mirror(reflecting: WindowState()).children.compactMap(\.label)
    let classified = Self.changes.map(\.name) + Self.history + Self.dependent
    #expect(
      stored.sorted() == classified.sorted(),
      """
      ModelState's stored properties and this test's lists differ: \
      unclassified \(stored.filter { !classified.contains($0) }), \
      gone \(classified.filter { !stored.contains($0) }). Add a new property to identity \
      (== and fingerprint in ModelState+Storage.swift) and to `changes`, or to `history`.
      """)
  }

  @Test(arguments: changes.map(\.name))
  func aChangedPropertyChangesIdentity(_ name: String) throws {
    let change = try #require(Self.changes.first { $0.name == name }?.change)
    let base = ModelState()
    var changed = base
    change(&changed)
    #expect(changed != base, "== ignores \(name)")
    #expect(changed.fingerprint != base.fingerprint, "the fingerprint ignores \(name)")
  }

  @Test func aScheduledRenderTimeCountsRelativeToNowAndAStaleOneNot() {
    var scheduled = ModelState()
    scheduled.window.renderScheduled = true
    scheduled.renderTime = 16_666
    var later = scheduled
    later.renderTime = 33_333
    #expect(later != scheduled)
    #expect(later.fingerprint != scheduled.fingerprint)
    later.now = 16_667
    #expect(later == scheduled)
    #expect(later.fingerprint == scheduled.fingerprint)
    var stale = ModelState()
    stale.renderTime = 50_000
    #expect(stale == ModelState())
    #expect(stale.fingerprint == ModelState().fingerprint)
  }

  @Test func historyIsNotIdentity() {
    let base = ModelState()
    var later = base
    later.now = 1_000
    later.rulesFired = RuleSet(.r7)
    later.sequence = 42
    #expect(later == base)
    #expect(later.fingerprint == base.fingerprint)
  }

  @Test func pendingEventsCountRelativeToNow() {
    var a = ModelState()
    a.queue.insert(.render, at: 16_666, order: 0)
    var b = ModelState()
    b.now = 1_000_000
    b.queue.insert(.render, at: 1_016_666, order: 5)
    #expect(a == b)
    #expect(a.fingerprint == b.fingerprint)
    b.queue.insert(ModelEvent(.transitionEnd), at: 1_100_000, order: 6)
    #expect(a != b)
  }
}
