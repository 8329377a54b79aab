/// Members only another platform's code uses: Swiftfin's `PlatformView` protocol chooses its
/// `body` by `#if os(iOS) iOSView #elseif os(tvOS) tvOSView #endif`, and each view declares both;
/// the iPhone build compiles every `tvOSView` but never shows one. A member whose name is used
/// in code another platform's branch holds, and nowhere else, is left out as that branch is
/// (its body's presentations are not iPhone sites).
extension SourceIndex {
  /// Why code is left out.
  enum LeftOut: Equatable {
    /// Another platform's `#if` branch, or a check no iPhone passes.
    case platform
    /// A `#if DEBUG` branch the build read does not compile (``excludeConfiguration(debug:)``).
    case configuration
    /// A branch that does not run at the iOS version read (``availabilityExclusions(_:iOS:into:)``).
    case availability
    /// A branch that runs on another device than an iPhone (``excludeOtherIdioms()``).
    case idiom
  }

  /// Leaves out the bodies of the members used only in left-out code, until none is left; the
  /// members left out are noted with `reason`.
  mutating func excludeMembersUsedOffIOS(reason: LeftOut) {
    guard excluded.contains(where: { !$0.isEmpty }) else { return }
    // A member left out by an earlier pass is not considered again.
    var done = membersLeftOut
    while true {
      // The member names used in left-out code, then those of them used nowhere else.
      var candidates: Set<String> = []
      for (f, file) in files.enumerated() where !excluded[f].isEmpty {
        for t in file.code.indices
        where excluded[f][t] && file.code[t].kind == .identifier && !Self.declaresMember(t, file)
          && (reason != .platform || leftOutReason(file: f, token: t) == .platform)
        {
          let name = file.text(t)
          if members[name] != nil, !done.contains(name), !Self.calledByTheSystem.contains(name) {
            candidates.insert(name)
          }
        }
      }
      guard !candidates.isEmpty else { return }
      var usedOnIOS: Set<String> = []
      let lengths = Set(candidates.map(\.utf8.count))
      for (f, file) in files.enumerated() {
        for t in file.code.indices where file.code[t].kind == .identifier {
          let token = file.code[t]
          guard lengths.contains(token.end - token.start), !isExcluded(file: f, token: t),
            !Self.declaresMember(t, file), !Self.isLabelOrStore(t, file)
          else { continue }
          let name = file.text(t)
          if candidates.contains(name) { usedOnIOS.insert(name) }
        }
      }
      let offIOS = candidates.subtracting(usedOnIOS)
      done.formUnion(candidates)
      guard !offIOS.isEmpty else { return }
      membersLeftOut.formUnion(offIOS)
      for name in offIOS.sorted() {
        let declarations = (members[name] ?? []).filter { $0.close > $0.open }
        if let first = declarations.min(by: { ($0.file, $0.nameToken) < ($1.file, $1.nameToken) }) {
          offIOSMembers.append(
            (name, files[first.file].location(ofCode: first.nameToken), declarations.count, reason))
        }
        for member in members[name] ?? []
        where member.close > member.open && member.nameToken <= member.close {
          if excluded[member.file].isEmpty {
            excluded[member.file] = Array(repeating: false, count: files[member.file].code.count)
          }
          for t in member.nameToken...member.close { excluded[member.file][t] = true }
        }
      }
    }
  }

  /// The members SwiftUI, UIKit or Swift call without the sources naming them (a view's
  /// `body`, a style's `makeBody`, a representable's `makeUIView`): never left out so.
  static let calledByTheSystem: Set<String> = [
    "body", "makeBody", "previews", "path", "update", "sizeThatFits", "placeSubviews",
    "animatableData", "makeUIViewController", "updateUIViewController", "makeUIView",
    "updateUIView", "makeCoordinator", "dismantleUIView", "dismantleUIViewController", "reduce",
    "defaultValue", "hash", "description", "debugDescription", "id",
  ]

  /// Whether the name at token `t` is no use of a member: a label (`tvOSView: { … }`, a
  /// parameter `tvOSView: T`), a stored property set (`self.tvOSView =`), or the parameter of
  /// that name stored there (`self.tvOSView = tvOSView()`).
  static func isLabelOrStore(_ t: Int, _ file: SourceFile) -> Bool {
    let colon = UInt8(ascii: ":")
    let equals = UInt8(ascii: "=")
    if file.isPunctuation(t + 1, colon) { return true }
    if file.isPunctuation(t - 1, ASCII.dot), file.isWord(t - 2, "self"),
      file.isPunctuation(t + 1, equals)
    {
      return true
    }
    return file.isPunctuation(t - 1, equals) && file.isPunctuation(t - 3, ASCII.dot)
      && file.isWord(t - 4, "self") && file.text(t - 2) == file.text(t)
  }

  /// Whether the name at token `t` is a member's declared there (`var tvOSView`, `func make`).
  static func declaresMember(_ t: Int, _ file: SourceFile) -> Bool {
    file.isWord(t - 1, "var") || file.isWord(t - 1, "func") || file.isWord(t - 1, "let")
  }
}
