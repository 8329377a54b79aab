/// What a screen's presentation button does to its binding (docs/MODEL.md R15, §13).
public enum ButtonAction: String, Hashable, Sendable, CaseIterable {
  /// `popUp.toggle()`, the first seed's: a tap while the binding is still true sets it false.
  case toggle
  /// `popUp = true`: a tap while the binding is true changes nothing.
  case set
}
