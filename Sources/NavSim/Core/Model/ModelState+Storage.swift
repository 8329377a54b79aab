// The state's storage: the reads of it in place and the whole-state operations that must not
// copy or allocate (the in-place readers, the copy into a state's own buffers, the comparison,
// the fingerprint), in one file: the model's rules and oracles reach the state's buffers only
// through these. `NavigationModel+AllocationTests` fails when a fork or a probe allocates.

extension ModelState {
  /// Level `k`'s phase (from 1, in range), read in place: `levels[k - 1].phase` copies the
  /// whole level (its content stack too) before it reads the field.
  @inline(__always)
  func levelPhase(_ k: Int) -> Presentation { levels.withUnsafeBufferPointer { $0[k - 1].phase } }

  /// How many screens level `k`'s content stack holds (from 1, in range), read in place.
  @inline(__always)
  func levelContentCount(_ k: Int) -> Int {
    levels.withUnsafeBufferPointer { $0[k - 1].content.stack.count }
  }

  /// Runs `body` on level `k` (from 1, in range) in place, without copying it.
  @inlinable
  package func withLevel<R>(_ k: Int, _ body: (borrowing PresentationLevel) -> R) -> R {
    levels.withUnsafeBufferPointer { body($0[k - 1]) }
  }

  /// Runs `body` on the stack `ref` names (as the subscript reads it) in place: the
  /// subscript's getter copies the whole stack, a few hundred bytes, to read one field.
  ///
  /// Mutating only so that the state is passed by reference (it changes nothing): every caller
  /// holds the state mutably (a rule, the touch list, the abstract state), and a non-mutating
  /// method called on a mutably held state copies the whole state first (a `memcpy` per
  /// call).
  @inline(__always)
  package mutating func readStack<R>(_ ref: StackRef, _ body: (borrowing StackState) -> R) -> R {
    if ref.rawValue == window.selectedTab { return body(root) }
    if ref.isTab {
      if ref.tab < tabs.count { return tabs.withUnsafeBufferPointer { body($0[ref.tab]) } }
      return body(root)
    }
    let k = ref.level
    if k >= 1 && k <= levels.count {
      return levels.withUnsafeBufferPointer { body($0[k - 1].content) }
    }
    return body(root)
  }
}

extension ModelState: Hashable {
  /// Two states are the same situation when everything but the clock agrees: the same stack,
  /// transition, presentation, mask, locks and fingers, and the same pending events at the same
  /// times *relative to now* in the same order (MODEL.md §3). The rules that fired and the
  /// scheduling counter are history, not state.
  public static func == (a: ModelState, b: ModelState) -> Bool {
    a.fixedFieldsEqual(b) && a.pendingEventsEqual(b)
  }

  /// Hashes the state by its fingerprint.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
  }

  func fixedFieldsEqual(_ b: ModelState) -> Bool {
    root == b.root && tabs == b.tabs && levels == b.levels && scalarFieldsEqual(b)
  }

  /// The fields of ``fixedFieldsEqual(_:)`` but the stacks (the root, the tabs, the levels).
  @inline(__always)
  func scalarFieldsEqual(_ b: borrowing ModelState) -> Bool {
    window == b.window && tieBreak == b.tieBreak && pendingRenderOffset == b.pendingRenderOffset
  }

  /// When the scheduled render pass runs, relative to now (0 with none scheduled: the time is
  /// stale then and not part of the situation).
  var pendingRenderOffset: Int64 { window.renderScheduled ? renderTime &- now : 0 }

  func pendingEventsEqual(_ b: ModelState) -> Bool {
    guard queue.count == b.queue.count else { return false }
    if queue.isEmpty { return true }
    return withEventsInDeliveryOrder { x, n in
      b.withEventsInDeliveryOrder { y, _ in
        for i in 0..<n {
          guard x[i].payload == y[i].payload, x[i].time &- now == y[i].time &- b.now else {
            return false
          }
        }
        return true
      }
    }
  }

  /// A 64-bit fingerprint of the state's canonical encoding (the same fields as `==`, event times
  /// relative to now): stable across processes and machines, unlike `hashValue`.
  public var fingerprint: UInt64 { fingerprint(clearingSpent: false) }

  /// The fingerprint of ``clearingSpentProgress``, computed without the copy (the verdict
  /// memo's key, docs/MODEL.md §8).
  ///
  /// Mutating only so that the state is passed by reference (it changes nothing): a
  /// non-mutating method called on a mutably held state copies the whole state first.
  package mutating func fingerprintClearingSpent() -> UInt64 { fingerprint(clearingSpent: true) }

  /// The fingerprint, with `clearingSpent` that of ``clearingSpentProgress``.
  @inline(__always)
  func fingerprint(clearingSpent: Bool) -> UInt64 {
    var h = FingerprintHasher()
    root.mix(into: &h, clearingSpent: clearingSpent)
    h.mix(UInt64(tabs.count) | UInt64(levels.count) << 8 | UInt64(window.selectedTab) << 16)
    // In place: a loop over the elements copies each stack out first.
    tabs.withUnsafeBufferPointer { tabs in
      for i in tabs.indices { tabs[i].mix(into: &h, clearingSpent: clearingSpent) }
    }
    levels.withUnsafeBufferPointer { levels in
      for i in levels.indices { levels[i].mix(into: &h, clearingSpent: clearingSpent) }
    }
    var bits = UInt64(window.windowLock)
    bits |= window.fingers.fingerprintBits
    // Seven flags in bits 40–46 (spelled out: an array literal here would allocate).
    if window.sidebarShown { bits |= 1 << 40 }
    if window.landscape { bits |= 1 << 41 }
    if window.pendingSheetRemoval { bits |= 1 << 42 }
    if window.pendingBinding { bits |= 1 << 43 }
    if window.pendingMask { bits |= 1 << 44 }
    if window.renderScheduled { bits |= 1 << 45 }
    if window.exclusiveHeld { bits |= 1 << 46 }
    h.mix(bits)
    let presses = UInt64(window.pressed) << 8 | UInt64(window.pressRefused) << 24
    h.mix(UInt64(window.deferredChanges) | presses | UInt64(window.touchesDown) << 40)
    h.mix(window.pressIgnored)
    h.mix(UInt64(bitPattern: pendingRenderOffset))
    h.mix(tieBreak?.state ?? 0)
    h.mix(window.split.word)
    if window.fingers.extraFingerprintBits != 0 { h.mix(window.fingers.extraFingerprintBits) }
    if !queue.isEmpty { mixQueue(into: &h) }
    return h.finished
  }
}

extension ModelState {
  /// Mixes the pending events in delivery order, times relative to now. The queue holds a handful
  /// of events, so they are sorted in a stack buffer rather than through `sorted()`, which
  /// allocates (the explorer fingerprints every state it reaches).
  func mixQueue(into h: inout FingerprintHasher) {
    withEventsInDeliveryOrder { buffer, n in
      for i in 0..<n {
        let entry = buffer[i]
        h.mix(UInt64(bitPattern: entry.time &- now) << 16 | UInt64(entry.payload.rawValue))
      }
    }
  }

  /// Calls `body` with the pending events in delivery order (by time, then by scheduling order)
  /// in a buffer on the stack, and their count: what `==` and the fingerprint compare, sorted
  /// without allocating.
  @inline(__always)
  func withEventsInDeliveryOrder<R>(
    _ body: (UnsafeMutableBufferPointer<EventQueue<ModelEvent>.Entry>, Int) -> R
  ) -> R {
    let storage = queue.storage
    return withUnsafeTemporaryAllocation(
      of: EventQueue<ModelEvent>.Entry.self, capacity: storage.count
    ) { buffer in
      var n = 0
      for entry in storage {
        // Insertion sort by (time, order): the delivery order.
        var i = n
        while i > 0 && entry.precedes(buffer[i - 1]) {
          buffer.initializeElement(at: i, to: buffer[i - 1])
          i -= 1
        }
        buffer.initializeElement(at: i, to: entry)
        n += 1
      }
      return body(buffer, n)
    }
  }
}

/// A small, fixed 64-bit mixing hash (a multiply–xorshift over words, finished by the SplitMix64
/// finaliser). The same input gives the same value on every machine and in every process.
package struct FingerprintHasher {
  var value: UInt64 = 0x243F_6A88_85A3_08D3

  /// Starts a hash.
  package init() {}

  package mutating func mix(_ word: UInt64) {
    value = (value ^ word) &* 0x9E37_79B9_7F4A_7C15
    value ^= value >> 29
  }

  package var finished: UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension ModelState {
  /// The state with the gesture progress no future reads cleared: a stack's swipe progress
  /// with no pop in flight or orphaned (a pop that follows a finger sets it afresh when it
  /// begins, R3), and a level's drag progress when it is not being dragged (a drag sets it
  /// when it begins, R6). At quiescence no finger is down, so a model and its cleared state
  /// answer every input alike; two runs that released their swipes at different points meet
  /// in one situation (the verdict memo's key).
  package var clearingSpentProgress: ModelState {
    var s = self
    s.clearSpentProgress()
    return s
  }

  /// Clears the spent progress of ``clearingSpentProgress`` in place, writing only the fields
  /// that change (a shared buffer is copied only then).
  ///
  /// Field by field: each stack's swipe progress with no pop in flight or orphaned, each
  /// level's drag progress when it is not dragging (a field already zero stays so, which is why
  /// no level or tab needs looking at as a whole first).
  package mutating func clearSpentProgress() {
    if Self.isSpent(root) { root.progress = 0 }
    for i in tabs.indices where Self.isSpent(tabs[i]) { tabs[i].progress = 0 }
    for i in levels.indices {
      let (phase, progress, contentSpent) = withLevel(i + 1) {
        ($0.phase, $0.progress, Self.isSpent($0.content))
      }
      if Self.isSpent(progress, phase) { levels[i].progress = 0 }
      if contentSpent { levels[i].content.progress = 0 }
    }
  }

  /// Whether this state with its spent progress cleared equals `cleared`, a state cleared so
  /// (``clearingSpentProgress``), both with no event pending: the verdict memo's comparison,
  /// made without copying this state, so that its shared buffers are neither retained nor
  /// copied to be cleared. Each stack is copied alone (a plain value) and cleared.
  ///
  /// Mutating only so that the state is passed by reference (it changes nothing).
  package mutating func equalsClearingSpent(_ cleared: borrowing ModelState) -> Bool {
    guard queue.isEmpty, cleared.queue.isEmpty, tabs.count == cleared.tabs.count,
      levels.count == cleared.levels.count, scalarFieldsEqual(cleared)
    else { return false }
    func same(_ stack: StackState, _ other: StackState) -> Bool {
      guard Self.isSpent(stack) else { return stack == other }
      var stack = stack
      stack.progress = 0
      return stack == other
    }
    guard same(root, cleared.root) else { return false }
    let tabsEqual = tabs.withUnsafeBufferPointer { mine in
      cleared.tabs.withUnsafeBufferPointer { theirs in
        mine.indices.allSatisfy { same(mine[$0], theirs[$0]) }
      }
    }
    guard tabsEqual else { return false }
    return levels.withUnsafeBufferPointer { mine in
      cleared.levels.withUnsafeBufferPointer { theirs in
        mine.indices.allSatisfy { i in
          var level = mine[i]
          if Self.isSpent(level.progress, level.phase) { level.progress = 0 }
          if Self.isSpent(level.content) { level.content.progress = 0 }
          return level == theirs[i]
        }
      }
    }
  }

  /// Whether a level's drag progress `progress` in phase `phase` is one no future reads.
  @inline(__always)
  static func isSpent(_ progress: Double, _ phase: Presentation) -> Bool {
    progress != 0 && phase != .dragging
  }

  /// Whether `stack` holds a swipe progress no future reads.
  @inline(__always)
  static func isSpent(_ stack: StackState) -> Bool {
    stack.progress != 0 && (stack.transition == .none || stack.transition == .orphaned)
  }
}

extension ModelState {
  /// Becomes a copy of `other`, its arrays written into this state's own buffers
  /// (``NavigationModel/assign(from:)-(inout NavigationModel)``); `other` is `inout` only to be
  /// passed by reference, and is not changed.
  ///
  /// Field by field: `self = other` would retain `other`'s buffers only to release them again.
  /// Every stored property is written (`NavigationModel+ReuseTests` compares each one, by
  /// reflection, with a plain copy's, so a field added to the state and not here fails); the
  /// window's scalars are one value (``WindowState``).
  @inline(__always)
  mutating func assign(from other: inout ModelState) {
    tabs.assignElements(of: other.tabs)
    levels.assignElements(of: other.levels)
    queue.assign(from: other.queue)
    now = other.now
    window = other.window
    renderTime = other.renderTime
    rulesFired = other.rulesFired
    sequence = other.sequence
    tieBreak = other.tieBreak
    root = other.root
  }
}

extension ModelState {
  /// A field of the stack `ref` names, read in place (the subscript copies the whole stack).
  @inline(__always)
  func stackField<T>(_ ref: StackRef, _ field: KeyPath<StackState, T>) -> T {
    if ref.rawValue == window.selectedTab { return root[keyPath: field] }
    if ref.isTab {
      return ref.tab < tabs.count ? tabs[ref.tab][keyPath: field] : root[keyPath: field]
    }
    let k = ref.level
    return k >= 1 && k <= levels.count
      ? levels[k - 1].content[keyPath: field] : root[keyPath: field]
  }

  /// Notes in `dirty` the one stack whose path waits for a render pass; false when a second
  /// one (other than `dirty` as given) does.
  func onlyDirtyStack(_ dirty: inout StackRef?) -> Bool {
    func note(_ c: StackRef) -> Bool {
      if let d = dirty, d != c { return false }
      dirty = c
      return true
    }
    if root.pathDirty && !note(rootRef) { return false }
    for i in tabs.indices where i != Int(window.selectedTab) && tabs[i].pathDirty {
      if !note(.tab(i)) { return false }
    }
    for k in levels.indices where levels[k].content.pathDirty {
      if !note(.level(k + 1)) { return false }
    }
    return true
  }

}
