import NavSimCore

/// What a router's presentation mechanism wraps its routes in: a sheet or cover bound to a
/// router's or coordinator's item (`.sheet(item: $coordinator.presentedSheet) { route in
/// NavigationInjectionView { route.destination } }`) whose content is a stack gives every
/// route it presents a stack of its own, though the route's view has none. A content that
/// chooses by the item with a `switch` wraps nothing: each case is the route's own view.
extension SourceIndex {
  /// The presentation kinds whose every presentation bound to an item of another object (a
  /// dotted binding, `$router.sheet`; a view's own `$item` is not a router's) in the iPhone
  /// code wraps its content in a stack: a `NavigationStack` or `NavigationView` written in
  /// its closures, or a view of the sources whose body writes one. Empty when a kind has no
  /// such presentation.
  static func routerStackKinds(
    files: [SourceFile], bodies: [String: [Member]], excluded: [[Bool]]
  ) -> Set<PresentationKind> {
    func hostsStack(_ file: SourceFile, _ range: Range<Int>) -> Bool {
      range.contains { t in
        file.code[t].kind == .identifier
          && (file.isWord(t, "NavigationStack") || file.isWord(t, "NavigationView"))
      }
    }
    var stackHosts: Set<String> = []
    for (name, members) in bodies
    where members.contains(where: { hostsStack(files[$0.file], $0.open + 1..<$0.close) }) {
      stackHosts.insert(name)
    }
    var wrapped: [PresentationKind: Bool] = [:]
    for site in presentationsByItem(files: files) {
      let (f, k, kind, close) = (site.file, site.dot, site.kind, site.close)
      let file = files[f]
      guard !(f < excluded.count && k < excluded[f].count && excluded[f][k]) else { continue }
      // `$router.sheet`: a `$`, then names joined by dots, at least one dot.
      var t = k + 5
      guard t < close, file.code[t].kind == .identifier, file.text(t).hasPrefix("$") else {
        continue
      }
      var dotted = false
      while t < close, !file.isPunctuation(t, UInt8(ascii: ",")) {
        if file.isPunctuation(t, ASCII.dot) { dotted = true }
        t += 1
      }
      guard dotted else { continue }
      // Its closures: the trailing ones after `)` and any given among the arguments.
      var end = close + 1
      while file.isPunctuation(end, ASCII.openBrace), let shut = file.partner(of: end),
        shut > end
      {
        end = shut + 1
        if file.code.indices.contains(end + 1), file.code[end].kind == .identifier,
          file.isPunctuation(end + 1, UInt8(ascii: ":"))
        {
          end += 2
        }
      }
      let content = k + 5..<end
      // A content that chooses by the item (`switch item { case .a: A() … }`) shows each
      // case as that case's view does: a stack in one case is not the mechanism's.
      let chooses = content.contains { file.isWord($0, "switch") }
      let stacked =
        !chooses
        && (hostsStack(file, content)
          || content.contains {
            file.code[$0].kind == .identifier && stackHosts.contains(file.text($0))
          })
      wrapped[kind] = (wrapped[kind] ?? true) && stacked
    }
    return Set(wrapped.filter(\.value).keys)
  }
}
