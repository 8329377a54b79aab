import NavSimCore
import NavSimScenario

extension Scenario {
  /// The scenario's touches as a person would be told to make them, with their timing: `tap
  /// the button that shows the sheet, 0.62 s after the tap pull the sheet down, then 0.25 s
  /// after letting go swipe back from the left edge`. Each step after the first says how long
  /// after the previous touch ended (a tap's lift, a stroke's end) it starts; an app input is
  /// named as what the app does.
  ///
  /// - Parameter hold: how long a tap without `hold D` is held (the profile's `hold`).
  public func gestureWords(hold: VirtualDuration) -> String {
    var steps: [String] = []
    var previousEnd: VirtualTime?
    var previousWasTap = false
    for event in events {
      let words = Self.words(event.action)
      if let end = previousEnd {
        let gap = event.time - end
        let after = previousWasTap ? "the tap" : "letting go"
        let timing =
          gap.microseconds <= 0
          ? "while the previous touch is still down, "
          : "\(Self.seconds(gap)) after \(after) "
        steps.append(timing + words)
      } else {
        steps.append(words)
      }
      switch event.action {
      case .tap:
        previousEnd = event.time + (event.hold ?? hold)
        previousWasTap = true
      case .gesture(_, let g):
        if case .stroke(_, let duration, _) = g {
          previousEnd = event.time + duration
        } else {
          previousEnd = event.time
        }
        previousWasTap = false
      case .rotate, .app:
        previousEnd = event.time
        previousWasTap = false
      }
    }
    guard steps.count > 1 else { return steps.first ?? "" }
    return steps.dropLast().joined(separator: ", ") + ", then " + (steps.last ?? "")
  }

  /// One action in words.
  static func words(_ action: ScenarioAction) -> String {
    switch action {
    case .tap(let tap):
      switch tap {
      case .link(let name): return "tap the link to \(name)"
      case .back: return "tap Back"
      case .customBack: return "tap the screen's own Back button"
      case .showSheet: return "tap the button that shows the sheet"
      case .closeSheet: return "tap the button that closes the sheet"
      case .sidebarToggle: return "tap the sidebar button"
      case .present(let kind, let name):
        return "tap the button that shows the \(kind.keyword)" + (name.map { " \($0)" } ?? "")
      case .ok: return "tap OK"
      case .cancel: return "tap Cancel"
      case .tab(let name): return "tap the tab \(name)"
      }
    case .gesture(let kind, let g): return kind.descriptor.instruction + partway(g)
    case .rotate: return "turn the device"
    case .app(let app): return "the app does '\(app.text)' by itself"
    }
  }

  /// ` (a quarter of the way, let go)` for a stroke that stops short of half the way; a step
  /// of a stroke says which.
  static func partway(_ gesture: ScenarioGesture) -> String {
    switch gesture {
    case .stroke(let progress, _, _):
      progress < 0.5 ? " a little (\(Int((progress * 100).rounded())) % of the way)" : ""
    case .step(let phase): " (\(phase.word))"
    }
  }

  /// `0.25 s`, `1.2 s`, `0.017 s`: seconds with at most three decimals, trailing zeros left out.
  static func seconds(_ d: VirtualDuration) -> String {
    let ms = (d.microseconds + 500) / 1000
    let whole = ms / 1000
    var fraction = String(ms % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole) s" : "\(whole).\(fraction) s"
  }
}
