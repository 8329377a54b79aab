import Foundation
import NavSimDeviceCheck
import Testing

/// The exported UI test's lockup check (the files of Sources/NavSim/DeviceCheck), run
/// here against element trees in the form the UI test records them (Trees/: the seed app on a
/// 390 × 844 pt iPhone, and a two-tab app), with a fake device that answers each touch with
/// the tree it leads to.
@Suite struct LockupCheckTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  static func tree(_ name: String) throws -> ScreenTree {
    try ScreenTree(
      text: String(
        contentsOf: folder.appendingPathComponent("Trees/\(name).tree"), encoding: .utf8))
  }

  /// The seed app's probes as the export writes them (docs/DEVICE.md's layout).
  static let seedProbes = [
    ProbeCandidate(
      name: "back", needs: ["back"], motion: .tap(x: 24, y: 69, hold: 0.08),
      inSheet: .tap(x: 24, y: 85, hold: 0.08)),
    ProbeCandidate(
      name: "link detail", needs: ["link-detail"], motion: .tap(x: 96, y: 181, hold: 0.08)),
    ProbeCandidate(
      name: "show-sheet", needs: ["show-sheet"], motion: .tap(x: 96, y: 129, hold: 0.08)),
    ProbeCandidate(
      name: "close-sheet", needs: ["close-sheet"], motion: .tap(x: 330, y: 133, hold: 0.08)),
    ProbeCandidate(
      name: "pull-down", needs: ["sheet"],
      motion: .stroke(fromX: 195, fromY: 81, toX: 195, toY: 830, duration: 0.3)),
    ProbeCandidate(
      name: "swipe-back", needs: ["back"],
      motion: .stroke(fromX: 1, fromY: 422, toX: 389, toY: 422, duration: 0.2)),
  ]

  static let tabProbes =
    seedProbes + [
      ProbeCandidate(
        name: "tab home", needs: ["tab-home"], window: true, motion: .tap(x: 97, y: 782, hold: 0.08)
      ),
      ProbeCandidate(
        name: "tab settings", needs: ["tab-settings"], window: true,
        motion: .tap(x: 292, y: 782, hold: 0.08)),
    ]

  /// Runs the check on a fake device: `start` is on screen; `answer` gives the tree a touch
  /// leads to (`nil`: nothing changes).
  static func check(
    _ candidates: [ProbeCandidate], start: ScreenTree,
    answer: (ProbeCandidate.Motion, ScreenTree) -> ScreenTree?
  ) -> (outcomes: [ProbeOutcome], verdict: LockupVerdict, touches: Int) {
    var screen = start
    var touches = 0
    let result = LockupCheck.run(candidates, read: { screen }) { motion in
      touches += 1
      if let next = answer(motion, screen) { screen = next }
    }
    return (result.outcomes, result.verdict, touches)
  }

  static func isTap(_ motion: ProbeCandidate.Motion, x: Double, y: Double) -> Bool {
    if case .tap(let tx, let ty, _) = motion { return tx == x && ty == y }
    return false
  }

  @Test func aFrozenAppIsALockup() throws {
    let detail = try Self.tree("seed-detail")
    let (outcomes, verdict, touches) = Self.check(Self.seedProbes, start: detail) { _, _ in nil }
    #expect(outcomes.map(\.name) == ["back", "show-sheet", "swipe-back"])
    #expect(outcomes.allSatisfy { !$0.responded && $0.container == "stack" })
    #expect(touches == 3)
    #expect(!verdict.responsive)
    #expect(verdict.name == "lockup")
    #expect(verdict.deadContainers.isEmpty)
  }

  @Test func aResponsiveAppAnswersTheFirstProbe() throws {
    let detail = try Self.tree("seed-detail")
    let root = try Self.tree("seed-root")
    let (outcomes, verdict, _) = Self.check(Self.seedProbes, start: detail) { motion, _ in
      Self.isTap(motion, x: 24, y: 69) ? root : nil
    }
    #expect(outcomes == [ProbeOutcome(name: "back", container: "stack", responded: true)])
    #expect(verdict.name == "responsive")
  }

  @Test func anAppThatPoppedToRootIsProbedFromRootAndResponds() throws {
    // The model predicts the detail screen, locked; the device missed the race and shows the
    // root. The probes come from what is on screen: back and the swipe are not tried (no back
    // button), the root's link is, and it pushes.
    let root = try Self.tree("seed-root")
    let detail = try Self.tree("seed-detail")
    let observed = ObservedScreen(root)
    #expect(observed.screen == "root")
    #expect(!observed.controls.contains("back"))
    let (outcomes, verdict, _) = Self.check(Self.seedProbes, start: root) { motion, _ in
      Self.isTap(motion, x: 96, y: 181) ? detail : nil
    }
    #expect(outcomes.map(\.name) == ["link detail"])
    #expect(verdict.responsive)
  }

  @Test func aDeadTabStackIsJudgedForItsContainer() throws {
    // The home tab's stack takes nothing; the tab bar still switches tabs.
    let home = try Self.tree("tabs-home-detail")
    let settings = try Self.tree("tabs-settings")
    #expect(ObservedScreen(home).container == "tab home")
    let (outcomes, verdict, _) = Self.check(Self.tabProbes, start: home) { motion, _ in
      Self.isTap(motion, x: 292, y: 782) ? settings : nil
    }
    #expect(
      outcomes == [
        ProbeOutcome(name: "back", container: "tab home", responded: false),
        ProbeOutcome(name: "show-sheet", container: "tab home", responded: false),
        ProbeOutcome(name: "swipe-back", container: "tab home", responded: false),
        ProbeOutcome(name: "tab home", container: "window", responded: false),
        ProbeOutcome(name: "tab settings", container: "window", responded: true),
      ])
    #expect(verdict.responsive)
    #expect(verdict.deadContainers == ["tab home"])
    #expect(verdict.name == "dead-stack")
  }

  @Test func aLiveTabStackIsNotDead() throws {
    let home = try Self.tree("tabs-home-detail")
    let settings = try Self.tree("tabs-settings")
    let (outcomes, verdict, _) = Self.check(Self.tabProbes, start: home) { motion, _ in
      Self.isTap(motion, x: 24, y: 69) ? settings : nil
    }
    #expect(outcomes.map(\.name) == ["back"])
    #expect(verdict.name == "responsive")
  }

  @Test func aSheetsStackIsItsOwnContainerAndItsBarIsLower() throws {
    let sheet = try Self.tree("seed-sheet")
    let observed = ObservedScreen(sheet)
    #expect(observed.presented == "sheet")
    #expect(observed.container == "sheet")
    let back = Self.seedProbes[0]
    #expect(back.motion(on: observed) == .tap(x: 24, y: 85, hold: 0.08))
    let (outcomes, verdict, _) = Self.check(Self.seedProbes, start: sheet) { _, _ in nil }
    #expect(
      outcomes.map(\.name) == ["back", "show-sheet", "close-sheet", "pull-down", "swipe-back"])
    #expect(verdict.containers.map(\.container) == ["sheet"])
    #expect(verdict.name == "lockup")
  }

  @Test func aControlInsideASheetIsAimedWhereTheTreeShowsIt() throws {
    // A sheet with its own stack over the root, recorded from an app that places the sheet's
    // controls with `.global`, which inside a sheet is the sheet's space: each sits lower by
    // the sheet's origin (57 pt) than the layout's window point (close-sheet at 330,133).
    let sheet = try Self.tree("sheet-stack-placed")
    let observed = ObservedScreen(sheet)
    #expect(observed.sheetFrame == ScreenFrame(x: 0, y: 57, width: 390, height: 787))
    #expect(observed.sheetControls.map(\.identifier) == ["link-settings", "close-sheet"])
    let close = observed.aim("close-sheet", x: 330, y: 133)
    #expect(close.x == 330 && close.y == 190)
    let link = observed.aim("link-settings", x: 96, y: 181)
    #expect(link.x == 96 && link.y == 238)
    // The root's controls under the sheet, and controls not on screen, keep the planned point.
    let under = observed.aim("show-sheet", x: 96, y: 129)
    #expect(under.x == 96 && under.y == 129)
    let absent = observed.aim("ok", x: 195, y: 470)
    #expect(absent.x == 195 && absent.y == 470)
    #expect(Self.seedProbes[3].motion(on: observed) == .tap(x: 330, y: 190, hold: 0.08))
    // A device that answers only a touch on the close button where it is: responsive (at the
    // layout's window point the touch would miss it, and the check would call it a lockup).
    let root = try Self.tree("seed-root")
    let (outcomes, verdict, _) = Self.check(Self.seedProbes, start: sheet) { motion, _ in
      Self.isTap(motion, x: 330, y: 190) ? root : nil
    }
    #expect(outcomes.map(\.name) == ["link detail", "show-sheet", "close-sheet"])
    #expect(outcomes.last?.responded == true)
    #expect(verdict.name == "responsive")
  }

  @Test func aSheetWithoutItsOwnControlsAimsNothing() throws {
    // The seed's text sheet, placed in window points: the tree's frame is the planned point.
    let observed = ObservedScreen(try Self.tree("seed-sheet"))
    #expect(observed.sheetControls.map(\.identifier) == ["close-sheet"])
    let close = observed.aim("close-sheet", x: 330, y: 133)
    #expect(close.x == 330 && close.y == 133)
    #expect(ObservedScreen(try Self.tree("seed-root")).sheetFrame == nil)
  }

  @Test func noAddressOrSubPointFrameOrTouchLogIsAChange() throws {
    let detail = try Self.tree("seed-detail")
    var moved = detail
    // A layout pass that moves the button by 0.3 pt reads as the same whole points.
    moved.root.children[0].children[0].children[1].children[0].frame = ScreenFrame(
      x: 16.3, y: 106.8, width: 160, height: 44)
    // The touch log grows with every touch; it is not on screen.
    moved.root.children[0].children[1].label += " down=103.000000"
    #expect(!LockupCheck.responded(before: detail, after: moved))
    var relabelled = detail
    relabelled.root.children[0].children[0].children[1].children[0].label = "Hide Sheet"
    #expect(LockupCheck.responded(before: detail, after: relabelled))
    #expect(try ScreenTree(text: detail.text) == detail)
  }

  @Test func badTreeTextIsRefusedWithItsLine() {
    #expect(
      throws: ScreenTreeError(line: 2, reason: "expected a frame x,y,width,height in whole points")
    ) {
      try ScreenTree(text: "Window \"\" \"\" 0,0,390,844\n  Button \"a\" \"b\" 1,2,3\n")
    }
    #expect(throws: ScreenTreeError(line: 2, reason: "an element out of place")) {
      try ScreenTree(text: "Window \"\" \"\" 0,0,390,844\n    Button \"a\" \"b\" 1,2,3,4\n")
    }
  }

  @Test func theTouchLogMatchesDownsToTouchesInOrder() {
    let downs = TouchLog.downs("down=100.000000 down=100.450000 junk down=101.0105 down=99.0")
    #expect(downs == [100, 100.45, 101.0105, 99])
    let (delivered, extra) = TouchLog.match(downs, origin: 100, touches: [0, 2])
    #expect(delivered.map(\.index) == [0, 2])
    #expect(delivered.map(\.ms) == [0, 450])
    #expect(extra == 1)
  }

}
