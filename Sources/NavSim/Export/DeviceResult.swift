import NavSimCore
import NavSimReporting

/// Why a device result could not be read.
public struct DeviceResultError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What was wrong.
  public var reason: String
  /// Where in the file, for a text that is not JSON: the line, from 1; 0 when the error is not
  /// at one place.
  public var line = 0
  /// The column of ``line``, in bytes from 1; 0 when the error is not at one place.
  public var column = 0

  /// An error about the result as a whole.
  public init(reason: String) {
    self.reason = reason
  }

  /// An error at `line` and `column` of the file.
  public init(reason: String, line: Int, column: Int) {
    self.reason = reason
    self.line = line
    self.column = column
  }

  /// The text a user reads.
  public var description: String { "error: the result is not one navfuzz confirm reads: \(reason)" }
}

/// What a device run observed (docs/DEVICE.md "The result file"): the JSON the exported UI test
/// and Appium script write, or one a person fills in.
///
/// ```json
/// {"navsimResult": 1, "ios": "17.5", "device": "iPhone 14", "responsive": false}
/// ```
///
/// Required: `ios` (a version, as a string or a number) and `responsive`. Optional: `device`
/// (`iPhone`, when absent), `route` (`xcuitest`, `appium`, `manual`), `scenario` (the file it
/// ran), `probes` (`[{"name": "back", "responded": false}]`, in the order tried) and `touches`
/// (`[{"index": 0, "plannedMs": 0, "sentMs": 12.5}]`, when each touch was sent).
public struct DeviceResult: Hashable, Sendable {
  /// One probe the device run made.
  public struct ProbeResult: Hashable, Sendable {
    /// The probe's name, as the model's reports write it (`back`, `link detail`).
    public var name: String
    /// Whether it changed what was on screen.
    public var responded: Bool

    /// Creates a probe result.
    public init(name: String, responded: Bool) {
      self.name = name
      self.responded = responded
    }
  }

  /// The iOS version (`17.5`).
  public var ios: String
  /// The device's name (`iPhone 14`, `iPad (10th generation)`).
  public var device: String
  /// Whether the app responded after the touches.
  public var responsive: Bool
  /// The route that ran it (`xcuitest`, `appium`, `manual`).
  public var route: String
  /// The scenario file it ran, if the result names it.
  public var scenario: String?
  /// The probes tried, in order.
  public var probes: [ProbeResult]
  /// When each touch was sent, µs from the first, by touch index.
  public var sent: [Int: Int64]

  /// Creates a result.
  public init(
    ios: String, device: String = "iPhone", responsive: Bool, route: String = "manual",
    scenario: String? = nil, probes: [ProbeResult] = [], sent: [Int: Int64] = [:]
  ) {
    self.ios = ios
    self.device = device
    self.responsive = responsive
    self.route = route
    self.scenario = scenario
    self.probes = probes
    self.sent = sent
  }

  /// Reads a result file's text.
  /// - Throws: ``DeviceResultError`` naming what is missing or wrong.
  public static func parse(_ text: String) throws(DeviceResultError) -> DeviceResult {
    let json: JSONValue
    do {
      json = try JSONValue.parse(text)
    } catch {
      throw DeviceResultError(
        reason: "invalid JSON: \(error.reason)", line: error.line, column: error.column)
    }
    guard case .object = json else { throw DeviceResultError(reason: "not a JSON object") }
    let ios: String
    switch json["ios"] {
    case .string(let s)?: ios = s
    case .int(let v)?: ios = String(v)
    case .double(let v)?: ios = String(v)
    default: throw DeviceResultError(reason: "no \"ios\" version (\"17.5\")")
    }
    guard Self.major(ios) != nil else {
      throw DeviceResultError(reason: "\"ios\" is not a version: \(VisibleText.escaped(ios))")
    }
    guard let responsive = json["responsive"]?.boolValue else {
      throw DeviceResultError(reason: "no \"responsive\": true or false")
    }
    // An optional field is absent (or `null`) or of its type: one of another type is an
    // error, never taken for absent.
    func optional<T>(_ key: String, _ read: (JSONValue) -> T?, _ what: String)
      throws(DeviceResultError) -> T?
    {
      guard let value = json[key], value != .null else { return nil }
      guard let read = read(value) else {
        throw DeviceResultError(reason: "\"\(key)\" is not \(what)")
      }
      return read
    }
    var result = DeviceResult(
      ios: ios, device: try optional("device", \.stringValue, "a string") ?? "iPhone",
      responsive: responsive, route: try optional("route", \.stringValue, "a string") ?? "manual",
      scenario: try optional("scenario", \.stringValue, "a string"))
    let probes = try optional("probes", \.arrayValue, "an array") ?? []
    let touches = try optional("touches", \.arrayValue, "an array") ?? []
    for probe in probes {
      guard let name = probe["name"]?.stringValue, let responded = probe["responded"]?.boolValue
      else { throw DeviceResultError(reason: "a probe without \"name\" and \"responded\"") }
      result.probes.append(ProbeResult(name: name, responded: responded))
    }
    for touch in touches {
      guard let index = touch["index"]?.intValue, index >= 0, index < 100_000,
        let ms = touch["sentMs"].flatMap(AppiumActions.double), ms.isFinite, ms >= 0,
        ms <= 86_400_000
      else {
        throw DeviceResultError(reason: "a touch without \"index\" and \"sentMs\" (0 to a day)")
      }
      result.sent[Int(index)] = Int64((ms * 1000).rounded())
    }
    return result
  }

  /// The result as the exported UI test writes it.
  package var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("navsimResult", 1), ("route", .string(route)),
    ]
    if let scenario { members.append(("scenario", .string(scenario))) }
    members += [
      ("ios", .string(ios)), ("device", .string(device)), ("responsive", .bool(responsive)),
      (
        "probes",
        .array(probes.map { ["name": .string($0.name), "responded": .bool($0.responded)] })
      ),
    ]
    if !sent.isEmpty {
      members.append(
        (
          "touches",
          .array(
            sent.keys.sorted().map {
              ["index": .int(Int64($0)), "sentMs": .double(Double(sent[$0] ?? 0) / 1000)]
            })
        ))
    }
    return .object(members)
  }

  /// The major version of `version` (`17` for `17.5.1`).
  static func major(_ version: String) -> Int? {
    let head = version.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
    guard !head.isEmpty, head.count <= 3, head.allSatisfy(\.isASCII),
      head.allSatisfy(\.isNumber)
    else { return nil }
    return Int(head)
  }

  /// The model's profile for the device's iOS version, and how it was chosen.
  public var profile: (name: String, note: String) {
    let major = Self.major(ios) ?? 17
    switch major {
    case ...13: return ("ios13", "iOS \(major): profile ios13")
    case 14, 15: return ("ios16", "iOS \(major) has no profile of its own; ios16 is the nearest")
    case 16: return ("ios16", "profile ios16")
    case 17: return ("ios17", "profile ios17")
    case 18...25: return ("ios18", "profile ios18")
    default:
      return ("ios26", major == 26 ? "profile ios26" : "iOS \(major): ios26 is the latest profile")
    }
  }

  /// The device kind the name says (`iPad…` is an iPad, anything else an iPhone).
  public var deviceKind: Device {
    device.lowercased().hasPrefix("ipad") ? .ipad : .iphone
  }
}
