/// Tab bars of the app's own: a `UIViewControllerRepresentable` that makes a
/// `UITabBarController` (to reselect a tab, or to restyle its bar) and is given each tab's view
/// in a list (`CustomTabView(tabs: [CustomTabItem(…) { FeedView() }, …])`).
extension SourceIndex {
  /// The representables of `representables` whose `makeUIViewController` names a tab bar
  /// controller: `UITabBarController`, or a class of the sources that inherits from it.
  static func tabBarRepresentables(
    files: [SourceFile], types: [TypeDeclaration], members: [String: [Member]],
    representables: Set<String>
  ) -> Set<String> {
    var controllers: Set<String> = ["UITabBarController"]
    for type in types where type.conformances.contains("UITabBarController") {
      controllers.insert(type.name)
    }
    var found: Set<String> = []
    for member in members["makeUIViewController"] ?? []
    where representables.contains(member.owner) {
      let file = files[member.file]
      for t in member.nameToken..<member.close
      where file.code[t].kind == .identifier && controllers.contains(file.text(t)) {
        found.insert(member.owner)
        break
      }
    }
    return found
  }
}
