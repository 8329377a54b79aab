import NavSimCore
import NavSimScenario

/// The SwiftUI and UIKit code of each mitigation (`navfuzz mitigation NAME`): the very code
/// `navfuzz export` installs, found by exporting the seed's app with the mitigation and with
/// none and keeping the files whose code differs (comments aside), so the command and the
/// export have one source.
///
/// ```swift
/// let files = MitigationCode.files(for: .guardPresented)
/// // [App/Mitigations.swift, App/NavSimReproApp.swift, App/NavSimStatus.swift]
/// ```
public enum MitigationCode {
  /// What each mitigation is, in a line.
  public static func summary(_ mitigation: Mitigation) -> String {
    switch mitigation {
    case .none: "nothing: the control"
    case .gestureMask:
      "the first seed's NavigationViewGestureMaskModifier: an overlay switched by a boolean (R15)"
    case .gestureMaskCounted: "the mask with a count instead of a boolean"
    case .guardPresented:
      "the edge swipe's delegate: count > 1 && presentedViewController == nil"
    case .guardCoordinator:
      "the edge swipe's delegate: count > 1 && transitionCoordinator == nil"
    case .guardNone: "the edge swipe's delegate set to nil: no guard at all"
    case .fullScreenCover: "a full-screen cover instead of a sheet: no pull-down"
    case .backHidden: "the back button hidden behind a custom one: no edge swipe"
    case .contentSwipeOff: "iOS 26's content swipe switched off (R24)"
    case .exclusiveTouch:
      "isExclusiveTouch on UIKit's buttons (SwiftUI's controls have no public form)"
    }
  }

  /// The app the code is shown on: the seed's (a detail screen that shows a sheet).
  static let app = """
    name: mitigation code
    start: root > detail
    @0ms tap show-sheet
    """

  /// The exported files that carry `mitigation`: those whose code (comments aside) differs from
  /// the same app's export with none, in the export's order; empty for `none`.
  public static func files(for mitigation: Mitigation) -> [ExportFile] {
    guard mitigation != .none, let with = export(mitigation), let without = export(.none)
    else { return [] }
    return with.filter { file in
      guard let plain = without.first(where: { $0.path == file.path }) else { return true }
      return code(file.text) != code(plain.text)
    }
  }

  static func export(_ mitigation: Mitigation) -> [ExportFile]? {
    guard
      let scenario = try? Scenario.parse(
        "mitigation: \(mitigation)\n" + app, path: "mitigation.nav"),
      let plan = try? DevicePlan(scenario, source: "navfuzz mitigation \(mitigation)")
    else { return nil }
    return SwiftUIExport(plan).files.filter(\.isSwift)
  }

  /// `text` without its comment lines (the header names the mitigation in every file).
  static func code(_ text: String) -> [Substring] {
    text.split(separator: "\n").filter {
      !$0.drop { $0 == " " }.hasPrefix("//")
    }
  }
}
