// Stub declarations of the UIKit (and CoreGraphics) API the exported apps and UI tests use,
// with UIKit's signatures and availability, so that Scripts/check-export.sh can type-check the
// exports on Linux. Declarations only: nothing here behaves like UIKit. Foundation is the
// platform's (swift-corelibs-foundation on Linux), re-exported as UIKit does.
@_exported import Foundation

#if !canImport(ObjectiveC)
  /// The Objective-C selector type (ObjectiveC's on Apple platforms).
  public struct Selector: Hashable, Sendable {}
#endif

public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init() { dx = 0; dy = 0 }
  public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
  public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
  public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
}

@MainActor open class UIResponder: NSObject {
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

@MainActor open class UIView: UIResponder {
  // NSObject's init() is a convenience initializer of UIView (init(frame:) is designated).
  public convenience override init() { self.init(frame: .zero) }
  public init(frame: CGRect) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var isUserInteractionEnabled: Bool = true
  open var window: UIWindow? { nil }
  open func didMoveToWindow() {}
  open var gestureRecognizers: [UIGestureRecognizer]?
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  open var isExclusiveTouch: Bool = false
  open var tintColor: UIColor!
  // UIAccessibility (informal protocol on NSObject in UIKit).
  open var isAccessibilityElement: Bool = false
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
}

@MainActor open class UIWindow: UIView {}

@MainActor open class UIControl: UIView {}

@MainActor open class UIButton: UIControl {
  public static func appearance() -> Self { fatalError("stub") }
}

@MainActor open class UINavigationBar: UIView {
  public static func appearance() -> Self { fatalError("stub") }
}

open class UIColor: NSObject, @unchecked Sendable {
  open class var clear: UIColor { UIColor() }
  open class var systemBackground: UIColor { UIColor() }
  open class var secondarySystemBackground: UIColor { UIColor() }
}

@MainActor open class UIViewController: UIResponder {
  public override init() { super.init() }
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var navigationController: UINavigationController? { nil }
  open var presentedViewController: UIViewController? { nil }
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
}

@MainActor public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {}

@MainActor open class UINavigationController: UIViewController {
  open var viewControllers: [UIViewController] = []
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
  @available(iOS 26.0, *)
  open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { nil }
}

@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }
}

@MainActor open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
  }
  public init(target: Any?, action: Selector?) { super.init() }
  // The setter is UIKit.UIGestureRecognizerSubclass's (check-export.sh drops that import).
  open var state: UIGestureRecognizer.State = .possible
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  open var isEnabled: Bool = true
  open var cancelsTouchesInView: Bool = true
  open var delaysTouchesBegan: Bool = false
  open var delaysTouchesEnded: Bool = true
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

@MainActor open class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }
  open var timestamp: TimeInterval { 0 }
  open var phase: UITouch.Phase { .began }
}

@MainActor open class UIEvent: NSObject {
  open var allTouches: Set<UITouch>? { nil }
}

@MainActor open class UIScreen: NSObject {
  @available(iOS, introduced: 2.0, deprecated: 26.0)
  open class var main: UIScreen { UIScreen() }
  open var scale: CGFloat { 3 }
}

@MainActor open class UIDevice: NSObject {
  open class var current: UIDevice { UIDevice() }
  open var systemVersion: String { "" }
  open var model: String { "" }
  open var orientation: UIDeviceOrientation { .portrait }
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
}
