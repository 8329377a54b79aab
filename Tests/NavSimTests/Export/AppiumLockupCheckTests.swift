import Foundation
import NavSimDeviceCheck
import NavSimTestSupport
import Testing

@testable import NavSimExport

/// The Appium script's lockup check (Python, `appium/send.py`) decides as the UI test's
/// (LockupCheck.swift) on the same recorded trees, read as Appium's page source: the same
/// screen, presentation, tab and controls, the same aim inside a sheet, and on a frozen device
/// the same probes for the same containers.
@Suite struct AppiumLockupCheckTests {
  static let trees = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("DeviceCheck/Trees")

  /// `tree` as the XCUITest driver's page source (its `name` is the identifier, or the label
  /// when there is none).
  static func pageSource(_ tree: ScreenTree) -> String {
    func escaped(_ s: String) -> String {
      s.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        .replacing("\"", with: "&quot;")
    }
    func xml(_ e: ScreenElement) -> String {
      let type = "XCUIElementType" + e.kind
      var out =
        "<\(type) type=\"\(type)\" name=\"\(escaped(e.identifier.isEmpty ? e.label : e.identifier))\""
      out += " label=\"\(escaped(e.label))\""
      if !e.value.isEmpty { out += " value=\"\(escaped(e.value))\"" }
      if e.selected { out += " selected=\"true\"" }
      out += " x=\"\(e.frame.x)\" y=\"\(e.frame.y)\" width=\"\(e.frame.width)\""
      out += " height=\"\(e.frame.height)\">"
      return out + e.children.map(xml).joined() + "</\(type)>"
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?><AppiumAUT>" + xml(tree.root) + "</AppiumAUT>"
  }

  /// What the Swift check decides on `tree`, in the harness's line format.
  static func swiftDecisions(_ tree: ScreenTree, _ candidates: [ProbeCandidate]) -> String {
    let seen = ObservedScreen(tree)
    var out = "screens \(seen.screens.joined(separator: ","))\n"
    out += "presented \(seen.presented ?? "none") tab \(seen.tab ?? "none")\n"
    out += "controls \(seen.controls.joined(separator: ","))\n"
    for c in candidates {
      if case .tap(let x, let y, _) = c.motion(on: seen) { out += "aim \(c.name) \(x) \(y)\n" }
    }
    let frozen = LockupCheck.run(candidates, read: { tree }, perform: { _ in })
    out += "frozen " + frozen.outcomes.map { "\($0.name)@\($0.container)" }.joined(separator: ",")
    return out + "\n"
  }

  /// A candidate as the UI test's literal says it (XCUITestExport.candidateText).
  static func probe(_ c: DevicePlan.Candidate) -> ProbeCandidate {
    func motion(_ action: DevicePlan.Action) -> ProbeCandidate.Motion {
      switch action {
      case .tap(_, let p, let hold): return .tap(x: p.x, y: p.y, hold: Double(hold) / 1_000_000)
      case .stroke(let stroke):
        let a = stroke.knots.first?.point ?? ExportPoint(x: 0, y: 0)
        let b = stroke.knots.last?.point ?? a
        return .stroke(
          fromX: a.x, fromY: a.y, toX: b.x, toY: b.y, duration: Double(stroke.duration) / 1_000_000)
      case .unsupported, .nothing: return .tap(x: 0, y: 0, hold: 0)
      }
    }
    return ProbeCandidate(
      name: c.name, needs: c.needs, window: c.window, motion: motion(c.action),
      inSheet: motion(c.inSheet))
  }

  static let harness = #"""
    import importlib.util, json, sys
    spec = importlib.util.spec_from_file_location("send", sys.argv[1])
    send = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(send)
    candidates = json.load(open(sys.argv[2]))["candidates"]
    tree = send.read_tree(open(sys.argv[3]).read())
    seen = send.observe(tree)
    print("screens " + ",".join(seen["screens"]))
    print("presented %s tab %s" % (seen["presented"] or "none", seen["tab"] or "none"))
    print("controls " + ",".join(seen["controls"]))
    for c in candidates:
        body = send.body_on(c, seen)
        if "tap" in c:
            move = body["actions"][0]["actions"][0]
            print("aim %s %s %s" % (c["name"], float(move["x"]), float(move["y"])))
    outcomes = []
    while True:
        probe = send.next_probe(candidates, outcomes, send.observe(tree))
        if probe is None:
            break
        outcomes.append({"name": probe["name"], "responded": False,
                         "container": "window" if probe["window"] else send.container(seen)})
    print("frozen " + ",".join(o["name"] + "@" + o["container"] for o in outcomes))
    """#

  @Test(arguments: [
    "seed-detail", "seed-root", "seed-sheet", "tabs-home-detail", "tabs-settings",
    "sheet-stack-placed",
  ])
  func thePythonCheckDecidesAsTheSwiftOne(_ name: String) throws {
    let plan = try ExportFixtures.plan("tree/tab-seed-race.nav")
    let folder = temporaryFolder()
    for file in AppiumExport(plan).files {
      let path = folder + "/" + file.path
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try file.text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let tree = try ScreenTree(
      text: String(
        contentsOf: Self.trees.appendingPathComponent(name + ".tree"), encoding: .utf8))
    try Self.pageSource(tree).write(
      toFile: folder + "/source.xml", atomically: true, encoding: .utf8)
    try Self.harness.write(toFile: folder + "/harness.py", atomically: true, encoding: .utf8)
    let (status, python) = try runProcess(
      "/usr/bin/env",
      [
        "python3", folder + "/harness.py", folder + "/appium/send.py",
        folder + "/appium/probes.json", folder + "/source.xml",
      ])
    let candidates = plan.candidates.map(Self.probe)
    #expect(status == 0, "\(python)")
    #expect(python == Self.swiftDecisions(tree, candidates))
  }
}
