/// Names of screens with no view of their own (docs/SCAN.md, "What it recognises"): after the
/// code that holds them, not the first screen that met them.
extension AppBuilder {
  /// The name of content with no view of its own (`Owner.sheet1`), written at `places` (where
  /// the content is written, then where it is presented): after the type whose declaration or
  /// extension holds the first of them that one holds (`LikeButton.sheet1`, however many
  /// screens embed the button; `NavigationPage.sheet1` for a router's page written in the page
  /// enum's extension), else after `parent`, the screen it was first met on.
  mutating func placeName(_ kind: String, at places: [SourceLocation], parent: String) -> String {
    var owner = parent
    for place in places {
      if let type = declaringType(of: place) {
        owner = type
        break
      }
    }
    return "\(owner).\(kind)\(counter(owner + kind))"
  }

  /// The type whose member (a function or computed property with a body, in the type or an
  /// extension of it) most closely holds `place`; not a protocol of SwiftUI's (`extension
  /// View`).
  func declaringType(of place: SourceLocation) -> String? {
    guard let f = index.files.firstIndex(where: { $0.path == place.path }) else { return nil }
    let file = index.files[f]
    var best: SourceIndex.Member? = nil
    for found in index.members.values {
      for member in found
      where member.file == f && !SourceIndex.viewProtocols.contains(member.owner)
        && file.location(ofCode: member.open) < place && place < file.location(ofCode: member.close)
      {
        if best.map({ member.open > $0.open }) ?? true { best = member }
      }
    }
    return best?.owner
  }
}
