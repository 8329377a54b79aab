/// Helpers that forward a coordinator: a flow's function whose navigation call is given its
/// own first parameter (`private func presentCoordinator(_ coordinator: CoordinatorProtocol) {
/// navigationStackCoordinator.push(coordinator) }`) shows, at each call of it in the flow
/// (`presentCoordinator(coordinator)`), what the value given there is traced to, on the
/// screens that call runs for (docs/SCAN.md, "Coordinators").
extension CoordinatorReader {
  /// When the call `call` passes its function's first parameter on, the calls of that function
  /// in its type's units (`presentCoordinator(x)`, `self.presentCoordinator(x)`), each as the
  /// unit it is in and a `dot` for ``shown(byCallAt:in:depth:)`` (the token before the name,
  /// so that the argument is where a call's is); empty otherwise.
  func forwardingCalls(of call: Call) -> [(unit: Int, dot: Int)] {
    let unit = units[call.unit]
    let file = files[unit.file]
    let member = unit.function
    guard unit.isFunction, file.code.indices.contains(call.dot + 3),
      let parameter = index.parameters(of: member).first?.name,
      file.code[call.dot + 3].kind == .identifier,
      file.text(call.dot + 3) == parameter,
      file.isPunctuation(call.dot + 4, ASCII.closeParen)
        || file.isPunctuation(call.dot + 4, UInt8(ascii: ","))
    else { return [] }
    var found: [(unit: Int, dot: Int)] = []
    for v in units.indices where units[v].owner == unit.owner && v != call.unit {
      let callerFile = files[units[v].file]
      for k in tokens(of: v)
      where callerFile.code[k].kind == .identifier && callerFile.text(k) == member.name
        && callerFile.isPunctuation(k + 1, ASCII.openParen) && !callerFile.isWord(k - 1, "func")
        && (!callerFile.isPunctuation(k - 1, ASCII.dot) || callerFile.isWord(k - 2, "self"))
      {
        found.append((v, k - 1))
      }
    }
    return found
  }
}
