import NavSimCore

/// What a finding leaves unresponsive, in the words both `scan` and `fuzz` use: the whole app,
/// one tab's stack, or the own stack of one presentation (a sheet's, a cover's).
public enum FindingScope: Hashable, Sendable, CustomStringConvertible {
  /// The whole window: nothing on screen responds (a lockup), or the finding is not about
  /// one stack (a corruption, a stuck mask, a dead end, a hang).
  case wholeApp
  /// One tab's stack, while the tab bar still responds.
  case tabStack
  /// The own stack of a presentation (`sheet`, `cover`), while it can still be dismissed.
  case presentationStack(String)

  /// `whole app`, `this tab's stack`, `this sheet's stack`: the words a warning at the
  /// presentation uses.
  public var description: String {
    switch self {
    case .wholeApp: "whole app"
    case .tabStack: "this tab's stack"
    case .presentationStack(let keyword): "this \(keyword)'s stack"
    }
  }

  /// What still responds when this scope is dead; `nil` for the whole app.
  public var escape: String? {
    switch self {
    case .wholeApp: nil
    case .tabStack: "the tab bar still responds"
    case .presentationStack(let keyword): "the \(keyword) can still be dismissed"
    }
  }
}

extension Finding {
  /// The finding's scope (``FindingScope``), read from the dead-stack oracle's ``scope``
  /// (`tab feed's stack`, `the stack of sheet editor`); every other finding is the whole app's.
  public var scopeClass: FindingScope {
    guard kind == .deadStack else { return .wholeApp }
    if scope.hasPrefix("tab ") { return .tabStack }
    let prefix = "the stack of "
    if scope.hasPrefix(prefix) {
      let keyword = scope.dropFirst(prefix.count).split(separator: " ").first.map(String.init)
      return .presentationStack(keyword ?? "presentation")
    }
    // "the stack" (one tab) or "a presentation's stack": a stack of its own all the same.
    return scope.hasPrefix("a presentation") ? .presentationStack("presentation") : .tabStack
  }

  /// What the finding does to a person, in words: `freezes the whole app`, `freezes this tab's
  /// stack while the tab bar still responds`, `shows another screen's navigation bar`.
  public var consequence: String {
    switch kind {
    case .lockup:
      recoverable
        ? "freezes the whole app until the device is turned" : "freezes the whole app"
    case .deadStack:
      "freezes \(scopeClass)" + (scopeClass.escape.map { " while \($0)" } ?? "")
    case .corruption: "leaves the navigation bar of another screen than the one shown"
    case .stuckMask: "leaves the gesture mask up with no sheet, swallowing every touch"
    case .deadEnd: "leaves no way back to the first screen"
    case .hang: "never settles"
    case .lostSwipe: "loses the swipe back"
    }
  }
}
