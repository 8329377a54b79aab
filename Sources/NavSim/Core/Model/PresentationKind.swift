/// What a screen presents (docs/MODEL.md §3.1): a sheet, a full-screen cover, an alert or a
/// confirmation dialog.
///
/// Each kind is one row of ``traits``, which the model, the scenario parser and printer, the
/// source scanner and the exporter all read: a new kind is a case and its row here (and its
/// SwiftUI code in the exporter), not a literal in each layer.
public enum PresentationKind: UInt8, Hashable, Sendable, CaseIterable {
  /// `.sheet`: a page sheet; pulling it down dismisses it (R6) unless `no-pull`.
  case sheet
  /// `.fullScreenCover`: no interactive dismissal.
  case cover
  /// `.alert` with one button, OK, which dismisses it.
  case alert
  /// `.confirmationDialog` with one action and Cancel, either of which dismisses it.
  case dialog

  /// The kind's row of the table: every property below reads it.
  @inline(__always)
  package var traits: PresentationTraits {
    switch self {
    case .sheet:
      PresentationTraits(
        keyword: "sheet", modifier: "sheet", alsoOnPhone: "popover", showsScreen: true,
        pullable: true, dismissControl: .closeSheet)
    case .cover:
      PresentationTraits(
        keyword: "cover", modifier: "fullScreenCover", showsScreen: true, pullable: false,
        dismissControl: .closeSheet)
    case .alert:
      PresentationTraits(
        keyword: "alert", modifier: "alert", showsScreen: false, pullable: false,
        dismissControl: .ok)
    case .dialog:
      PresentationTraits(
        keyword: "dialog", modifier: "confirmationDialog", showsScreen: false, pullable: false,
        dismissControl: .cancel)
    }
  }

  /// The word in scenario files and the app file a scan writes (`sheet`, `cover`, `alert`,
  /// `dialog`).
  public var keyword: String { traits.keyword }

  /// Whether a finger can pull it down (R6): sheets only. The sheet-only options of a `screen:`
  /// item (`detents`, `undimmed`, `no-pull`) belong to the kinds that have it.
  public var isPullable: Bool { traits.pullable }

  /// Whether it shows a screen of the app (sheets and covers may; alerts and dialogs do not).
  public var hasContent: Bool { traits.showsScreen }

  /// The SwiftUI modifier that presents it (`sheet`, `fullScreenCover`, `alert`,
  /// `confirmationDialog`).
  public var modifier: String { traits.modifier }

  /// The kind a SwiftUI modifier presents on iPhone: its own modifier, or one iPhone shows as it
  /// (`popover`, a sheet); `nil` for any other name.
  package init?(modifier name: some StringProtocol) {
    guard
      let kind = Self.allCases.first(where: {
        $0.modifier == name || $0.traits.alsoOnPhone.map { $0 == name } == true
      })
    else { return nil }
    self = kind
  }

  /// Every SwiftUI modifier that presents a kind on iPhone.
  package static let modifiers: [String] = allCases.flatMap {
    [$0.modifier] + ($0.traits.alsoOnPhone.map { [$0] } ?? [])
  }

  /// The control on it that dismisses it: the close button of a sheet or a cover, an alert's
  /// OK, a dialog's Cancel.
  public var dismissControl: TapTarget { traits.dismissControl }

  /// The kind whose ``keyword`` is `keyword`, or `nil`.
  package init?(keyword: some StringProtocol) {
    guard let kind = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
    self = kind
  }

  /// The keywords of every kind, in declaration order.
  package static let keywords: [String] = allCases.map(\.keyword)
}

/// One row of the presentation table (``PresentationKind/traits``).
package struct PresentationTraits: Sendable {
  /// The scenario word.
  package var keyword: String
  /// The SwiftUI modifier.
  package var modifier: String
  /// Another SwiftUI modifier that iPhone shows as this kind (`popover`: a sheet). A string,
  /// not a list: the row is built wherever a trait is read, and a list would allocate.
  package var alsoOnPhone: String? = nil
  /// Whether it shows a screen of the app (and so names one: `sheet X`, `cover X`).
  package var showsScreen: Bool
  /// Whether a finger can pull it down (R6).
  package var pullable: Bool
  /// The control on it that dismisses it.
  package var dismissControl: TapTarget
}
