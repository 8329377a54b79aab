import Testing

@testable import NavSimCore

/// The geometry table (docs/MODEL.md §10.7): every touchable kind has a place on every device
/// and orientation, inside the screen, and every tap target is at least Apple's 44 × 44 pt.
@Suite struct TouchGeometryTests {
  /// Every kind of touchable an app can offer.
  static let kinds: [Touchable.Kind] =
    [
      .tap(.back), .tap(.customBack), .tap(.link(1)), .tap(.showSheet), .tap(.closeSheet),
      .tap(.sidebarToggle),
    ] + GestureKind.allCases.map(Touchable.Kind.gesture)

  /// Every place, the tree's (tabs, alerts, dialogs, deeper sheets) included.
  static let places: [ControlPlace] = [
    .backButton, .overlayBackButton, .sidebarToggle, .link(row: 0), .link(row: 3),
    .link(row: 40), .showSheet, .sheetClose(level: 1), .sheetClose(level: 3),
    .sheetGrabber(level: 1), .sheetGrabber(level: 3), .edgeStrip, .content,
    .tabItem(index: 0, count: 1), .tabItem(index: 4, count: 5), .alertOK,
    .dialogAction(index: 0, count: 3), .dialogAction(index: 2, count: 3), .dialogCancel,
  ]

  static func configurations() -> [Configuration] {
    var out: [Configuration] = []
    for device in Device.allCases {
      for style in BackButtonStyle.allCases {
        var config = Configuration()
        config.device = device
        config.backButton = style
        out.append(config)
      }
    }
    return out
  }

  static func inside(_ r: TouchRect, _ m: ScreenMetrics) -> Bool {
    r.width > 0 && r.height > 0 && r.x >= 0 && r.y >= 0 && r.x + r.width <= m.width + 1e-9
      && r.y + r.height <= m.height + 1e-9
  }

  @Test func everyTouchableKindHasAPlaceOnEveryDeviceAndOrientation() {
    for config in Self.configurations() {
      let geometry = TouchGeometry(config)
      for landscape in [false, true] {
        let m = geometry.metrics(landscape: landscape)
        for kind in Self.kinds {
          let r = geometry.rect(geometry.place(kind), landscape: landscape)
          let context = "\(config.device) \(config.backButton) landscape \(landscape) \(kind): \(r)"
          #expect(Self.inside(r, m), "\(context)")
          if case .tap = kind {
            #expect(r.width >= TouchGeometry.minimumTarget, "\(context)")
            #expect(r.height >= TouchGeometry.minimumTarget, "\(context)")
          }
        }
        for place in Self.places {
          let r = geometry.rect(place, landscape: landscape)
          #expect(Self.inside(r, m), "\(config.device) landscape \(landscape) \(place): \(r)")
          #expect(min(r.width, r.height) >= min(20, TouchGeometry.minimumTarget), "\(place)")
        }
      }
    }
  }

  /// The precomputed table: each fixed kind at its index in ``TouchGeometry/fixedKinds``
  /// (every gesture, every fixed tap, once), the links after them, every other kind outside it;
  /// the rectangle read from the table is the one the layout computes.
  @Test func theTableHoldsEveryFixedKindAtItsIndexThenTheLinks() {
    let fixed = TouchGeometry.fixedKinds
    #expect(Set(fixed).count == fixed.count)
    for kind in GestureKind.allCases { #expect(fixed.contains(.gesture(kind)), "\(kind)") }
    for target in TouchGeometry.fixedTaps { #expect(fixed.contains(.tap(target)), "\(target)") }
    for config in Self.configurations() {
      let geometry = TouchGeometry(config)
      for (i, kind) in fixed.enumerated() { #expect(geometry.kindIndex(kind) == i, "\(kind)") }
      #expect(geometry.kindIndex(.tap(.link(1))) == fixed.count + 1)
      let outside: [TapTarget] = [
        .present(PresentationKey(kind: .alert, content: nil)), .ok, .cancel, .tab(0),
        .link(200),
      ]
      for target in outside { #expect(geometry.kindIndex(.tap(target)) == -1, "\(target)") }
      for kind in fixed + [.tap(.link(1))] {
        for landscape in [false, true] {
          #expect(
            geometry.rect(for: kind, landscape: landscape)
              == geometry.rect(geometry.place(kind), landscape: landscape), "\(kind)")
        }
      }
    }
  }

  @Test func theCustomBackButtonFollowsItsStyle() {
    var config = Configuration()
    config.backButton = .hiddenOverlay
    #expect(TouchGeometry(config).place(.tap(.customBack)) == .overlayBackButton)
    config.backButton = .hiddenToolbar
    #expect(TouchGeometry(config).place(.tap(.customBack)) == .backButton)
    config.backButton = .system
    config.mitigations = Mitigations([.backHidden])
    #expect(TouchGeometry(config).place(.tap(.customBack)) == .backButton)
  }

  @Test func linksAreRowsInTheOrderTheirScreenDeclaresThem() {
    var config = Configuration()
    config.app = App(screens: [
      Screen(name: "root", links: [2, 1]), Screen(name: "a"), Screen(name: "b"),
    ])
    let geometry = TouchGeometry(config)
    #expect(geometry.place(.tap(.link(2))) == .link(row: 0))
    #expect(geometry.place(.tap(.link(1))) == .link(row: 1))
    let first = geometry.rect(.link(row: 0), landscape: false)
    let second = geometry.rect(.link(row: 1), landscape: false)
    #expect(second.y == first.y + TouchGeometry.rowHeight)
  }

  @Test func theBarSitsUnderTheStatusBar() {
    let geometry = TouchGeometry(Configuration())
    let back = geometry.rect(.backButton, landscape: false)
    #expect(back == TouchRect(x: 8, y: 47, width: 44, height: 44))
    let m = geometry.metrics(landscape: false)
    let tab = geometry.rect(.tabItem(index: 0, count: 2), landscape: false)
    #expect(tab.height + m.bottomInset == 83)
  }

  @Test func chordsAreTheWidthAlongTheMovement() {
    let r = TouchRect(x: 0, y: 0, width: 100, height: 20)
    #expect(r.chord(through: r.center, ux: 1, uy: 0) == 100)
    #expect(r.chord(through: r.center, ux: 0, uy: 1) == 20)
    #expect(r.chord(through: TouchPoint(x: 0, y: 10), ux: 1, uy: 0) == 100)
  }
}
