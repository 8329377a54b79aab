/// A finding file's name made to fit a file system: names come from the app's view names, and
/// a view named in 230 characters would give a name past the 255 bytes a file name may have.
extension PresentationVerdict {
  /// The most bytes of a finding file's name.
  static let maximumFileNameBytes = 200

  /// `name` as it is when it fits ``maximumFileNameBytes``; else its start (whole characters)
  /// with `~` and eight hexadecimal digits of a hash of the whole name, and its end from the
  /// last `-` on (the item, profile and finding), so that two long names stay two names.
  static func fileSystemName(_ name: String) -> String {
    guard name.utf8.count > maximumFileNameBytes else { return name }
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let digits = String(hash, radix: 16)
    let tag = "~" + String(repeating: "0", count: 8 - digits.count) + digits
    // The end kept: from the first `-` of the last 60 bytes (the item, profile and finding).
    var tail = ""
    for character in name.reversed() {
      guard tail.utf8.count + character.utf8.count <= 60 else { break }
      tail.insert(character, at: tail.startIndex)
    }
    if let dash = tail.firstIndex(of: "-") { tail = String(tail[dash...]) }
    var head = ""
    for character in name {
      guard
        head.utf8.count + character.utf8.count + tag.utf8.count + tail.utf8.count
          <= maximumFileNameBytes
      else { break }
      head.append(character)
    }
    return head + tag + tail
  }
}
