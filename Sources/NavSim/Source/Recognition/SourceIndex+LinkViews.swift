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
          // `(destination: name)` / `(value: name)`: one lower-case name as the argument.
          if file.isPunctuation(k + 1, ASCII.openParen),
            file.isWord(k + 2, "destination") || file.isWord(k + 2, "value"),
            file.isPunctuation(k + 3, UInt8(ascii: ":")), file.code[k + 4].kind == .identifier,
            !file.isTypeName(k + 4),
            file.isPunctuation(k + 5, ASCII.closeParen)
              || file.isPunctuation(k + 5, UInt8(ascii: ","))
          {
            found.insert(type)
          }
          // `{ name }`: the destination closure shows a value it was given.
          if file.isPunctuation(k + 1, ASCII.openBrace), file.code[k + 2].kind == .identifier,
            !file.isTypeName(k + 2), file.isPunctuation(k + 3, ASCII.closeBrace)
          {
            found.insert(type)
          }
        }
      }
    }
    return found
  }
}
