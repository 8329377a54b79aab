import Testing

@testable import NavSimCore
@testable import NavSimExport

/// The result file `navfuzz confirm` reads (docs/DEVICE.md "The result file").
@Suite struct DeviceResultTests {
  @Test func aPersonsMinimalResultReads() throws {
    let result = try DeviceResult.parse(#"{"ios": 17.5, "responsive": true}"#)
    #expect(result.ios == "17.5")
    #expect(result.device == "iPhone")
    #expect(result.route == "manual")
    #expect(result.responsive)
    #expect(result.profile.name == "ios17")
  }

  @Test func theUITestsResultReadsBack() throws {
    let written = DeviceResult(
      ios: "18.4", device: "iPad (10th generation)", responsive: false, route: "xcuitest",
      scenario: "scenarios/x.nav", probes: [.init(name: "back", responded: false)],
      sent: [0: 200, 1: 700_400])
    let read = try DeviceResult.parse(written.json.serialized(.pretty))
    #expect(read == written)
    #expect(read.deviceKind == .ipad)
    #expect(read.profile.name == "ios18")
  }

  @Test(arguments: [
    ("13.7", "ios13"), ("14.0", "ios16"), ("15.8", "ios16"), ("16.4", "ios16"), ("17.0.1", "ios17"),
    ("18.2", "ios18"), ("26.0", "ios26"), ("27", "ios26"),
  ])
  func theProfileFollowsTheMajorVersion(_ version: String, _ profile: String) throws {
    let result = try DeviceResult.parse(#"{"ios": "\#(version)", "responsive": true}"#)
    #expect(result.profile.name == profile)
  }

  @Test(arguments: [
    "", "[]", #"{"responsive": true}"#, #"{"ios": "17"}"#,
    #"{"ios": "seventeen", "responsive": true}"#,
    #"{"ios": "17", "responsive": "yes"}"#, #"{"ios": "17", "responsive": true, "probes": [{}]}"#,
    #"{"ios": "17", "responsive": true, "touches": [{"index": -1, "sentMs": 0}]}"#,
    #"{"ios": "17", "responsive": true, "touches": [{"index": 0, "sentMs": 1e300}]}"#,
  ])
  func aBadResultIsAnError(_ text: String) {
    #expect(throws: DeviceResultError.self) { try DeviceResult.parse(text) }
  }

  @Test(arguments: [
    (#"{"ios": "17", "responsive": true, "extra": 1}"#, "unknown member \"extra\"", 1, 35),
    (#"{"ios": "17", "responsive": true, "ios": "18"}"#, "\"ios\" is given twice", 1, 35),
    (#"{"ios": "17", "responsive": true, "route": "espresso"}"#, "unknown route", 1, 35),
    (
      #"{"ios": "17",\#n "responsive": false,\#n "probes": [{"name": "back", "responded": true}]}"#,
      "probe \"back\" responded, but \"responsive\" is false", 3, 30
    ),
    (
      #"{"ios": "17", "responsive": true, "probes": [{"name": "back", "responded": false}]}"#,
      "no probe responded", 1, 15
    ),
    (#"{"ios": "17", "responsive": true, "verdict": "lockup"}"#, "contradicts", 1, 35),
    (#"{"ios": "17", "responsive": true, "verdict": "frozen"}"#, "unknown \"verdict\"", 1, 35),
    (
      #"{"ios": "17", "responsive": true, "touches": [{"index": 0, "sentMs": 1}, {"index": 0, "sentMs": 2}]}"#,
      "touch 0 is given twice", 1, 75
    ),
    (#"{"ios": "17", "responsive": true, "navsimResult": 2}"#, "this navfuzz reads 1", 1, 35),
  ])
  func aContradictoryOrUnknownMemberIsRefusedWhereItIs(
    _ text: String, _ reason: String, _ line: Int, _ column: Int
  ) {
    do {
      _ = try DeviceResult.parse(text)
      Issue.record("read: \(text)")
    } catch {
      #expect(error.reason.contains(reason), "\(error.reason)")
      #expect(
        error.line == line && error.column == column, "\(error.line ?? 0):\(error.column ?? 0)")
      #expect(error.located(in: "r.json").hasPrefix("r.json:\(line):\(column): error: "))
    }
  }
}
