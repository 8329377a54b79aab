/// A call of a routing method on a value (``SourceIndex/routingMethods``): the route calls of
/// every method of that name are read where it is called (docs/SCAN.md, "Routes").
extension Recognizer {
  /// `element.didSelect(router: router)` at the `.` token `i`: each routing method of that
  /// name walked into `content`, with a note, once per name, naming the methods read.
  mutating func routingCall(
    _ methods: [SourceIndex.Member], at i: Int, region: Region, depth: Int, recurse: Bool,
    toolbar: Bool, into content: inout ScreenContent, visiting: inout Set<String>
  ) {
    let file = files[region.file]
    let name = file.text(i + 1)
    if guessedMembers.insert("routing:" + name).inserted {
      let owners = methods.map { "\($0.owner).\($0.name)" }
      guessed.append(
        ScanDiagnostic(
          .note, at: file.location(ofCode: i - 1),
          "'\(file.text(i - 1)).\(name)(…)' read as the route calls of "
            + owners.joined(separator: ", ")
            + (methods.count > 1 ? " (every method of that name that routes)" : "")
            + " (here and wherever it is called)"))
    }
    let call = file.location(ofCode: i - 1)
    for method in methods {
      let key = "\(method.owner).\(method.name)@\(method.file):\(method.open)"
      guard !visiting.contains(key) else { continue }
      visiting.insert(key)
      let before = content.items.count
      walkMember(
        Region(file: method.file, start: method.open + 1, end: method.close, owner: method.owner),
        pushing: nil, call: nil, depth: depth, recurse: recurse, toolbar: toolbar,
        into: &content, visiting: &visiting)
      visiting.remove(key)
      // Which of the methods this call runs is not read: what each shows may not be shown here.
      guard methods.count > 1 else { continue }
      for item in content.items[before...] where readThroughRoutingCalls[item.location] == nil {
        // The first call that reaches the site names it; a screen may reach it through
        // another call of the same name (`action.execute(…)` in another view).
        readThroughRoutingCalls[item.location] =
          "read through a call of one of the \(methods.count) methods named '\(name)' ('"
          + "\(file.text(i - 1)).\(name)(…)', as at \(call)): whether it runs "
          + "\(method.owner).\(method.name) here is not read"
      }
    }
  }
}
