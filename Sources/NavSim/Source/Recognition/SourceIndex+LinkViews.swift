/// Link views of the app's own: a view whose `body` is a NavigationLink to what the view is
/// given (`struct NavLink<D: View, L: View>: View { let destination: D; … var body: some View {
/// NavigationLink(destination: destination) { label } } }`), read at each use as that
/// NavigationLink (docs/SCAN.md).
extension SourceIndex {
  /// The generic view types (given their destination) whose `body` makes a
  /// `NavigationLink(destination: name)`, a `NavigationLink(value: name)` or a
  /// `NavigationLink { name }` of a value, not a view (a list's `NavigationLink(value: post)`
  /// in a view that is not generic is its own link, not a link view).
  static func linkViews(
    files: [SourceFile], bodies: [String: [Member]], generic: Set<String>
  ) -> Set<String> {
    var found: Set<String> = []
    for (type, members) in bodies.sorted(by: { $0.key < $1.key }) where generic.contains(type) {
      for member in members {
        let file = files[member.file]
        var k = member.open + 1
        while k + 4 < member.close {
          defer { k += 1 }
          guard file.isWord(k, "NavigationLink") else { continue }
          // `(destination: name)` / `(value: name)`: one lower-case name as the argument (or a
          // call of it, `destination()`: a closure the view was given), `self.name` too.
          let name = Self.pastSelf(file, k + 4)
          if file.isPunctuation(k + 1, ASCII.openParen),
            file.isWord(k + 2, "destination") || file.isWord(k + 2, "value"),
            file.isPunctuation(k + 3, UInt8(ascii: ":")), name < member.close,
            file.code[name].kind == .identifier,
            !file.isTypeName(name)
          {
            let next = Self.pastCall(file, name + 1)
            if file.isPunctuation(next, ASCII.closeParen)
              || file.isPunctuation(next, UInt8(ascii: ","))
            {
              found.insert(type)
            }
          }
          // `{ name }`, `{ name() }`: the destination closure shows what the view was given.
          let shown = Self.pastSelf(file, k + 2)
          if file.isPunctuation(k + 1, ASCII.openBrace), shown < member.close,
            file.code[shown].kind == .identifier,
            !file.isTypeName(shown),
            file.isPunctuation(Self.pastCall(file, shown + 1), ASCII.closeBrace)
          {
            found.insert(type)
          }
        }
      }
    }
    return found
  }

  /// Token `k`, or the name after `self.` when `k` is `self`: `self.destination`.
  static func pastSelf(_ file: SourceFile, _ k: Int) -> Int {
    file.isWord(k, "self") && file.isPunctuation(k + 1, ASCII.dot) ? k + 2 : k
  }

  /// Token `k`, or the token after `()` when `k` opens an empty call: what follows a name
  /// written `name` or `name()`.
  static func pastCall(_ file: SourceFile, _ k: Int) -> Int {
    file.isPunctuation(k, ASCII.openParen) && file.isPunctuation(k + 1, ASCII.closeParen)
      ? k + 2 : k
  }
}
