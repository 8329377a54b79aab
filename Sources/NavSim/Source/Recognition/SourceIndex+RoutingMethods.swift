/// Routing methods: a function of a type that is no view, which calls a navigation method with
/// a route of the registry (``SourceIndex/routes``) in its body (`extension Item { func
/// didSelect(router: Router) { router.route(to: .item(self)) } }`), is read at each call on a
/// value (`element.didSelect(router: router)` in a button's action) as the route calls it makes
/// (docs/SCAN.md, "Routes").
extension SourceIndex {
  /// The routing methods by name, each name's in file and source order (every type that
  /// declares it: a protocol's requirement is called on a value of any of them).
  static func routingMethods(
    files: [SourceFile], members: [String: [Member]], viewTypes: Set<String>,
    routes: [String: Route]
  ) -> [String: [Member]] {
    guard !routes.isEmpty else { return [:] }
    var found: [String: [Member]] = [:]
    for name in members.keys.sorted() where name != "body" {
      for member in members[name] ?? []
      where member.owner != "View" && !viewTypes.contains(member.owner) && !member.returnsView
        && files[member.file].isWord(member.nameToken - 1, "func")
        && callsRoute(member, file: files[member.file], routes: routes)
      {
        found[name, default: []].append(member)
      }
    }
    return found.mapValues { $0.sorted { ($0.file, $0.open) < ($1.file, $1.open) } }
  }

  /// Whether the body of `member` calls a navigation method (``isRouteVerb(_:)``) whose first
  /// argument names a route (`router.route(to: .settings)`, `show(.item(id))`).
  static func callsRoute(_ member: Member, file: SourceFile, routes: [String: Route]) -> Bool {
    var k = member.open + 1
    while k + 3 < member.close {
      defer { k += 1 }
      guard file.code[k].kind == .identifier, file.isPunctuation(k + 1, ASCII.openParen),
        isRouteVerb(file.text(k))
      else { continue }
      var a = k + 2
      if file.code[a].kind == .identifier, file.isPunctuation(a + 1, UInt8(ascii: ":")) {
        a += 2
      }
      if file.isPunctuation(a, ASCII.dot), file.code.indices.contains(a + 1),
        file.code[a + 1].kind == .identifier, routes[file.text(a + 1)] != nil
      {
        return true
      }
    }
    return false
  }
}
