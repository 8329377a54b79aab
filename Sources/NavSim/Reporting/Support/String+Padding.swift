/// Padding with spaces for the column reports (counted in characters).
extension String {
  /// The string followed by spaces up to `width` characters; unchanged when already as long.
  package func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string preceded by spaces up to `width` characters; unchanged when already as long.
  package func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
