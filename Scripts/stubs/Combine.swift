// Stub declarations of the Combine API the exported apps use (ObservableObject, @Published,
// NotificationCenter's publisher), with Combine's signatures, so that Scripts/check-export.sh
// can type-check the exports on Linux. Declarations only.
@_exported import Foundation

public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper public struct Published<Value> {
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public var wrappedValue: Value
}

extension NotificationCenter {
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never
  }

  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  { Publisher() }
}
