/// Bodies from protocols: a view type that declares no `body` of its own gets the `body` of
/// an extension of a protocol it conforms to (`protocol PlatformView: View { var iOSView: …
/// }` with `extension PlatformView { var body: some View { iOSView } }`), read with the
/// type's own members (docs/SCAN.md, "What it recognises").
extension SourceIndex {
  /// Gives each view type without a `body` of its own the bodies of the protocol extensions it
  /// inherits, directly or through a protocol that refines another, in the protocols' order.
  mutating func inheritBodies() {
    var conformances: [String: [String]] = [:]
    var protocols: Set<String> = []
    for type in types {
      if type.isProtocol { protocols.insert(type.name) }
      for name in type.conformances where !(conformances[type.name] ?? []).contains(name) {
        conformances[type.name, default: []].append(name)
      }
    }
    let inheritors = types.map(\.name).filter {
      viewTypes.contains($0) && !protocols.contains($0) && bodies[$0] == nil
    }
    for name in inheritors where bodies[name] == nil {
      var queue = conformances[name] ?? []
      var seen: Set<String> = []
      var found: [Member] = []
      while let next = queue.first {
        queue.removeFirst()
        guard protocols.contains(next), seen.insert(next).inserted else { continue }
        found += bodies[next] ?? []
        queue += conformances[next] ?? []
      }
      if !found.isEmpty { bodies[name] = found }
    }
  }
}
