/// A call of a navigation method of the app's own whose value names a route of its registry
/// (``SourceIndex/routes``): `router.route(to: .settings)`, `navigation.openSheet(.profile(p))`
/// read as a link or a presentation of the route's view, at the call (docs/SCAN.md).
extension Recognizer {
  /// The route call whose `.` is `dot`, added to `content`; returns where the walk goes on, or
  /// `nil` when the call is no route call.
  mutating func route(
    at dot: Int, region: Region, end: Int, into content: inout ScreenContent
  ) -> Int? {
    let file = files[region.file]
    let nameIndex = dot + 1
    guard !index.routes.isEmpty, file.isPunctuation(dot, ASCII.dot),
      file.isPunctuation(nameIndex + 1, ASCII.openParen)
    else { return nil }
    let method = file.text(nameIndex)
    guard SourceIndex.isRouteVerb(method), !Self.modifiers.contains(method),
      !method.hasPrefix("presentation"), !index.viewModifierNames.contains(method)
    else { return nil }
    // The first argument, past its label: `.name` or `.name(…)`.
    var k = nameIndex + 2
    if file.code.indices.contains(k), file.code[k].kind == .identifier,
      file.isPunctuation(k + 1, UInt8(ascii: ":"))
    {
      k += 2
    }
    guard file.isPunctuation(k, ASCII.dot), file.code.indices.contains(k + 1),
      file.code[k + 1].kind == .identifier, let route = index.routes[file.text(k + 1)]
    else { return nil }
    let close = file.partner(of: nameIndex + 1) ?? nameIndex + 1
    let location = file.location(ofCode: dot)
    let (destination, wrapping) = routeDestination(route)
    if let kind = (route.style ?? SourceIndex.style(ofMethod: method)).presentation {
      content.items.append(
        .presentation(kind, item: false, popover: false, destination, wrapping, at: location))
    } else {
      content.items.append(.link(destination, wrapping, at: location))
    }
    return close + 1
  }

  /// `router.presentedSheet = .settings` at token `i` (the property's name), where a
  /// `.sheet(item: $router.presentedSheet)` chooses its content by the item: a presentation of
  /// the route's view at the assignment; returns where the walk goes on, or `nil`.
  mutating func presentedItemAssignment(
    at i: Int, region: Region, into content: inout ScreenContent
  ) -> Int? {
    let file = files[region.file]
    guard !index.presentedProperties.isEmpty, file.isPunctuation(i + 1, UInt8(ascii: "=")),
      file.isPunctuation(i + 2, ASCII.dot), index.presentedProperties.contains(file.text(i)),
      file.code.indices.contains(i + 3),
      file.code[i + 3].kind == .identifier, let route = index.routes[file.text(i + 3)]
    else { return nil }
    let (destination, wrapping) = routeDestination(route)
    content.items.append(
      .presentation(
        route.style?.presentation ?? .sheet, item: true, popover: false, destination, wrapping,
        at: file.location(ofCode: i)))
    return i + 4
  }

  /// What a route shows: its static member's view, or the view its case gives in the
  /// registry's `switch self` (read once for each member).
  mutating func routeDestination(_ route: SourceIndex.Route) -> (
    Destination, ScreenContent.Wrapping
  ) {
    let member = route.member
    if let body = route.caseBody {
      // The case's own body: what that case shows, whatever the others show.
      let key = RouteKey(file: member.file, open: body.lowerBound)
      if let known = routeMembers[key] { return known }
      let found = resolve(
        Region(
          file: member.file, start: body.lowerBound, end: body.upperBound, owner: member.owner))
      let resolved = (found.0, ScreenContent.Wrapping(found.1))
      routeMembers[key] = resolved
      return resolved
    }
    let key = RouteKey(file: member.file, open: member.open)
    let resolved: (Destination, ScreenContent.Wrapping)
    if let known = routeMembers[key] {
      resolved = known
    } else {
      let found = resolve(
        Region(file: member.file, start: member.open + 1, end: member.close, owner: member.owner))
      resolved = (found.0, .init(found.1))
      routeMembers[key] = resolved
    }
    guard let caseName = route.caseName else { return resolved }
    if case .oneOf(let choices, let labels, let at) = resolved.0 {
      let chosen = zip(choices, labels).filter { $0.1.first == caseName }.map(\.0)
      if chosen.count == 1, let only = chosen.first { return (only, .init(ScreenContent())) }
      if !chosen.isEmpty {
        return (
          .oneOf(chosen, labels: chosen.map { _ in [caseName] }, at: at),
          .init(ScreenContent())
        )
      }
      let place = files[member.file].location(ofCode: member.nameToken)
      return (
        .unresolved("the case .\(caseName) of \(member.owner).\(member.name)", at: place),
        .init(ScreenContent())
      )
    }
    return resolved
  }
}

/// A registry member by its place (``Recognizer/routeMembers``).
struct RouteKey: Hashable, Sendable {
  var file: Int
  var open: Int
}
