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
    // Optional fields of the wrong type are errors, never taken for absent.
    #"{"ios": "17", "responsive": true, "device": 14}"#,
    #"{"ios": "17", "responsive": true, "route": false}"#,
    #"{"ios": "17", "responsive": true, "scenario": ["a.nav"]}"#,
    #"{"ios": "17", "responsive": true, "probes": {"name": "back"}}"#,
    #"{"ios": "17", "responsive": true, "touches": 3}"#,
  ])
  func aBadResultIsAnError(_ text: String) {
    #expect(throws: DeviceResultError.self) { try DeviceResult.parse(text) }
  }

  /// A result that is not JSON says where, by line and column; a byte-order mark is read past.
  @Test func notJSONIsLocatedAndAByteOrderMarkReads() throws {
    var error: DeviceResultError?
    do {
      _ = try DeviceResult.parse("{\n  \"ios\": \"17\",\n  \"responsive\": tru\n}")
    } catch let thrown {
      error = thrown
    }
    #expect(error?.line == 3)
    #expect(error?.column == 20)  // where the reader stops: after `tru`
    #expect(error?.reason.hasPrefix("invalid JSON: ") == true)
    let result = try DeviceResult.parse(
      "\u{FEFF}{\"ios\": \"17\", \"responsive\": true, \"device\": null}")
    #expect(result.device == "iPhone")
  }
}
