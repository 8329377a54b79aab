import Testing

@testable import NavSimCore

/// The gesture table (``GestureKind/descriptor``) and the fingers it keys
/// (``GestureFingers``): every layer reads a gesture from its row, so the rows must be
/// consistent and the fingers must hold every gesture.
@Suite struct GestureKindTests {
  @Test func keywordsAreDistinctAndReadBack() {
    let keywords = GestureKind.allCases.map(\.keyword)
    #expect(Set(keywords).count == keywords.count)
    for kind in GestureKind.allCases {
      #expect(GestureKind(keyword: kind.keyword) == kind)
    }
    #expect(GestureKind(keyword: "pull-down") == nil)
  }

  @Test(arguments: GestureKind.allCases)
  func aGestureStepIsAnInputAndBack(_ kind: GestureKind) {
    let phases: [GesturePhase] = [.down, .begin, .move(0.5), .end(velocity: 10), .cancel]
    for phase in phases {
      let input = kind.input(phase)
      #expect(input == .gesture(kind, phase))
      let step = input.gestureStep
      #expect(step?.kind == kind)
      #expect(step?.phase == phase)
    }
    #expect(Input.rotate.gestureStep == nil)
    #expect(Input.tap(.back).gestureStep == nil)
  }

  @Test func theStrayDrawHoldsEachGestureByItsWeightPansThatPopFirst() {
    for kind in GestureKind.allCases {
      #expect(
        GestureKind.strayDraw.filter { $0 == kind }.count == kind.descriptor.strayWeight,
        "\(kind)")
    }
    let pops = GestureKind.strayDraw.map(\.traits.pops)
    #expect(pops == pops.sorted { $0 && !$1 })
  }

  @Test(arguments: GestureKind.allCases)
  func aRowIsConsistent(_ kind: GestureKind) {
    let row = kind.descriptor
    #expect(row.probeDuration > 0)
    #expect(!row.instruction.isEmpty)
    #expect(kind.isHorizontal == (kind.traits.direction == .right))
    // A pan that pops drives a stack, found on the screen; the sheet's drag is on the sheet.
    #expect(kind.traits.onSheet == !kind.traits.pops)
    // The table's row is the kind's own (its raw value is its index).
    #expect(GestureKind(keyword: row.keyword) == kind)
  }

  @Test func theFingersHoldEveryGesture() {
    #expect(GestureKind.allCases.count <= GestureFingers.capacity)
  }

  @Test(arguments: GestureKind.allCases)
  func aFingerIsItsGesturesAlone(_ kind: GestureKind) {
    var fingers = GestureFingers()
    fingers[kind] = .touching
    fingers[targetOf: kind] = 0xA5
    for other in GestureKind.allCases {
      #expect(fingers[other] == (other == kind ? .touching : .idle), "\(other)")
      #expect(fingers[targetOf: other] == (other == kind ? 0xA5 : 0), "\(other)")
    }
    fingers[kind] = .idle
    fingers[targetOf: kind] = 0
    #expect(fingers == GestureFingers())
  }

  /// The first four gestures' fingers sit where the fingerprint has always packed them (so
  /// that a state's fingerprint, and every search keyed by it, stays as it was).
  @Test func theFingerprintPacksTheFingersAsBefore() {
    var fingers = GestureFingers()
    let tracks: [GestureTrack] = [.active, .refused, .touching, .active]
    let targets: [UInt8] = [0x11, 0x22, 0x33, 0x44]
    for (i, kind) in GestureKind.allCases.prefix(4).enumerated() {
      fingers[kind] = tracks[i]
      fingers[targetOf: kind] = targets[i]
    }
    var expected = UInt64(tracks[0].rawValue) << 8 | UInt64(tracks[1].rawValue) << 10
    expected |= UInt64(tracks[2].rawValue) << 12 | UInt64(tracks[3].rawValue) << 14
    expected |= UInt64(targets[0]) << 16 | UInt64(targets[1]) << 24
    expected |= UInt64(targets[2]) << 48 | UInt64(targets[3]) << 56
    #expect(fingers.fingerprintBits == expected)
    #expect(fingers.extraFingerprintBits == 0)
  }

  @Test(arguments: GestureKind.allCases)
  func aFingerChangesTheStatesIdentity(_ kind: GestureKind) {
    let base = ModelState()
    var track = base
    track[finger: kind] = .refused
    var target = base
    target.window.fingers[targetOf: kind] = 1
    for changed in [track, target] {
      #expect(changed != base)
      #expect(changed.fingerprint != base.fingerprint)
    }
  }
}
