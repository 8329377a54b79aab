import Testing

@testable import NavSimCore

/// Deep links as a hand makes them (docs/MODEL.md §10.1): `linkGap` between two, and with one
/// finger not while it touches the app nor before it travels to the banner.
@Suite struct TouchDeepLinksTests {
  static let physics: TouchPhysics = {
    var configuration = Configuration()
    configuration.app.deepLinks = [.pop]
    return TouchPhysics(configuration)
  }()

  static func link(_ t: Int64) -> Touch { Touch(at: t, finger: 1, .app(.pop)) }
  static func own(_ t: Int64) -> Touch { Touch(at: t, finger: 1, .app(.popToRoot)) }
  static func tap(_ t: Int64, finger: Int = 1) -> Touch {
    Touch(at: t, finger: finger, .tap(.back, hold: 80_000))
  }

  static func reasons(_ touches: [Touch], fingers: Int? = nil) -> [String] {
    physics.violations(touches, fingers: fingers).map(\.reason)
  }

  /// Two links closer than `linkGap` are refused whatever the finger limit; at the gap they
  /// pass; the app's own inputs are not deep links and come at any time.
  @Test(arguments: [nil, 1, 2] as [Int?]) func twoLinksNeedTheGap(fingers: Int?) {
    let gap = Self.physics.profile.linkGap
    #expect(Self.reasons([Self.link(0), Self.link(gap - 1)], fingers: fingers).count == 1)
    #expect(
      Self.reasons([Self.link(0), Self.link(gap - 1)], fingers: fingers).first?.contains(
        "linkGap") == true)
    #expect(Self.reasons([Self.link(0), Self.link(gap)], fingers: fingers).isEmpty)
    #expect(Self.reasons([Self.own(0), Self.own(1), Self.link(2)], fingers: fingers).isEmpty)
  }

  /// With one finger a link is not tapped while the finger is down nor within `refractory` of
  /// its lift; with two the other hand taps it.
  @Test func oneFingerTapsTheLinkAfterItsLift() {
    let refractory = Self.physics.profile.refractory
    let down = [Self.tap(0), Self.link(40_000)]
    #expect(Self.reasons(down, fingers: 1).first?.contains("still down") == true)
    #expect(Self.reasons(down, fingers: 2).isEmpty)
    let soon = [Self.tap(0), Self.link(80_000 + refractory - 1)]
    #expect(Self.reasons(soon, fingers: 1).first?.contains("refractory 60ms") == true)
    #expect(Self.reasons([Self.tap(0), Self.link(80_000 + refractory)], fingers: 1).isEmpty)
    // The link's tap is the finger's: the next touch waits for it as for any lift.
    #expect(!Self.reasons([Self.link(0), Self.tap(1)], fingers: 1).isEmpty)
    #expect(Self.reasons([Self.link(0), Self.tap(1)], fingers: 2).isEmpty)
  }

  /// With one finger the link waits for the finger's travel to the banner (Fitts's law from
  /// "Show Sheet", half-way down, is longer than `refractory`), and its next touch travels back.
  @Test func oneFingerTravelsToTheBannerAndBack() {
    let physics = Self.physics
    let showSheet = Touch(at: 0, finger: 1, .tap(.showSheet, hold: 80_000))
    let point = physics.move(from: nil, to: showSheet, landscape: false)?.end
    let there = physics.linkMove(from: point, landscape: false)
    #expect(there.needed > physics.profile.refractory)
    let late = showSheet.end + there.needed
    #expect(
      Self.reasons([showSheet, Self.link(late - 1)], fingers: 1).first?.contains("banner")
        == true)
    #expect(Self.reasons([showSheet, Self.link(late)], fingers: 1).isEmpty)
    var back = showSheet
    back.time = late + physics.profile.refractory
    #expect(Self.reasons([showSheet, Self.link(late), back], fingers: 1).count == 1)
    #expect(Self.reasons([showSheet, Self.link(late), back], fingers: 2).isEmpty)
  }

  /// A one-finger run whose link only a second hand could tap holds itself to two fingers;
  /// one that a single finger performs stays at one.
  @Test func theFingerLimitCountsTheLinksHand() {
    #expect(Self.physics.fingerLimit([Self.tap(0), Self.link(40_000)]) == 2)
    #expect(Self.physics.fingerLimit([Self.tap(0), Self.link(1_000_000)]) == 1)
    #expect(TouchPhysics(Configuration()).fingerLimit([Self.tap(0), Self.link(40_000)]) == 1)
  }
}
