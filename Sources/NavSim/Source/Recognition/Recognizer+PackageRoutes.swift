/// A router of a package the sources do not hold (`@Environment(AppRouter.self) var router`,
/// then `router.navigateTo(.post(post))`): a call of a navigation method that no file of the
/// sources declares, given a case (`.post(…)`, `Destination.post(…)`), is read as a push of that
/// value; the app builder links it to the destination whose `navigationDestination(for:)`
/// `switch` names the case, or says it is not read (docs/SCAN.md, "Routers").
extension Recognizer {
  /// The call whose `.` is token `dot`, added to `content` as a
  /// ``ScreenContent/Item/packageRoute(_:call:at:)``; returns where the walk goes on, or `nil`
  /// when it is no such call.
  mutating func packageRoute(at dot: Int, region: Region, into content: inout ScreenContent)
    -> Int?
  {
    let file = files[region.file]
    let nameIndex = dot + 1
    // On a value (`router.`), not after a directive (`#endif` then `.navigationTitle(…)`).
    guard dot >= 1, file.code[dot - 1].kind == .identifier,
      !file.isPunctuation(dot - 2, ASCII.hash),
      file.isPunctuation(nameIndex + 1, ASCII.openParen),
      let close = file.partner(of: nameIndex + 1)
    else { return nil }
    let method = file.text(nameIndex)
    guard SourceIndex.isRouteVerb(method), SourceIndex.style(ofMethod: method) == .push,
      index.members[method] == nil, index.globalFunctions[method] == nil,
      !Self.modifiers.contains(method), !index.viewModifierNames.contains(method),
      !method.hasPrefix("navigation"), !method.hasPrefix("presentation")
    else { return nil }
    // The first argument, past its label, makes a case: `.post(p)` or `Destination.post(p)`.
    var k = nameIndex + 2
    if file.code[k].kind == .identifier, file.isPunctuation(k + 1, ASCII.colon) { k += 2 }
    guard k < close,
      Self.isImplicitMember(file, k)
        || file.isTypeName(k) && file.isPunctuation(k + 1, ASCII.dot)
          && file.code[k + 2].kind == .identifier
    else { return nil }
    // The case's name (and its type's, when written) say where it goes; the values it holds
    // do not (`.profile(post.author)` names no `post` case).
    let named = file.isTypeName(k) ? [file.text(k), file.text(k + 2)] : [file.text(k + 1)]
    content.items.append(
      .packageRoute(
        named, call: "\(file.text(dot - 1)).\(method)(…)", at: file.location(ofCode: dot - 1)))
    return close + 1
  }
}
