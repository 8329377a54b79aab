import NavSimCore
import NavSimReporting

/// Why a device result could not be read or used: what, and where in the file when the
/// problem is one member.
public struct DeviceResultError: Error, CustomStringConvertible, Hashable, Sendable {
  /// What was wrong.
  public var reason: String
  /// The line of the member at fault (from 1), when there is one.
  public var line: Int?
  /// Its column (from 1, in bytes), when there is one.
  public var column: Int?

  /// An error, located at `location` when given.
  public init(reason: String, at location: DeviceResult.Location? = nil) {
    self.reason = reason
    line = location?.line
    column = location?.column
  }

  /// The text a user reads.
  public var description: String { "error: the result is not one navfuzz confirm reads: \(reason)" }

  /// `PATH:LINE:COL: error: …` (or `PATH: error: …` when the problem has no place).
  public func located(in path: String) -> String {
    guard let line, let column else { return "\(path): \(description)" }
    return "\(path):\(line):\(column): \(description)"
  }
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
    /// The container it was judged for (`stack`, `tab home`, `sheet`, `window`), when the
    /// result says.
    public var container: String?

    /// Creates a probe result.
    public init(name: String, responded: Bool, container: String? = nil) {
      self.name = name
      self.responded = responded
      self.container = container
    }
  }

  /// Where a member is in the result file.
  public struct Location: Hashable, Sendable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in bytes.
    public var column: Int
  }

  /// The members a result may have, and those its arrays' objects may have.
  public static let fields = [
    "navsimResult", "route", "scenario", "ios", "device", "responsive", "verdict", "screen",
    "presented", "containers", "probes", "touches", "delivered", "strayTouches",
  ]
  /// The routes a result may name.
  public static let routes = ["xcuitest", "appium", "manual"]

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
  /// When each touch was planned, µs, by touch index, as the result says.
  public var planned: [Int: Int64] = [:]
  /// When each touch reached the app (its touch log), µs from the first touch's planned
  /// time, by touch index.
  public var delivered: [Int: Int64] = [:]
  /// Touch-downs the app saw that were none of the scenario's (before the probes).
  public var strayTouches = 0
  /// The lockup check's verdict (`lockup`, `dead-stack`, `responsive`), when the result says.
  public var verdict: String?
  /// The screen on top after the touches, as the device showed it.
  public var screen: String?
  /// What was presented on top after the touches (`none`, `sheet`, `alert`, `dialog`).
  public var presented: String?
  /// Where each member is, by path (`touches[1].index`), for errors found after reading
  /// (not part of the result's value: two results that say the same are equal).
  public var locations = Locations()

  /// Where the members of a result file are; every two are equal.
  public struct Locations: Hashable, Sendable {
    /// By path: `ios`, `touches[1].index`.
    public var byPath: [String: Location] = [:]

    /// Equal whatever they hold: where a member was is not what the result says.
    public static func == (lhs: Locations, rhs: Locations) -> Bool { true }
    /// Nothing: see ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {}
  }

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
