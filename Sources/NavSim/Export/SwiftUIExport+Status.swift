extension SwiftUIExport {
  /// `App/NavSimStatus.swift`: the line that says which mitigation the app runs (and, for the
  /// guards, on how many stacks it is installed), and the touch log: a passive recogniser on
  /// the window records when each finger goes down, which the UI test reads at the end
  /// (LockupCheck.swift's `TouchLog`) and writes into the result for `navfuzz confirm`.
  var statusFile: String {
    let name = app.mitigations.description
    let count = guards ? " + \": installed on \\(status.installed) stack(s)\"" : ""
    var out = plan.header("//", what: "The app's status line and touch log")
    out += """

      import SwiftUI
      import UIKit
      import UIKit.UIGestureRecognizerSubclass

      /// How many navigation controllers the mitigations are installed on (Mitigations.swift).
      @MainActor
      final class MitigationStatus: ObservableObject {
        static let shared = MitigationStatus()
        @Published var installed = 0
      }

      /// The line at the bottom of the window: the mitigation the app runs. It takes no touches.
      struct NavSimStatus: View {
        @ObservedObject private var status = MitigationStatus.shared

        var body: some View {
          Text(\("mitigation \(name)".swiftLiteral)\(count))
            .font(.caption2)
            .foregroundColor(.secondary)
            .accessibilityIdentifier("navsim-mitigation")
            .overlay(alignment: .bottomLeading) { TouchLogView().frame(width: 1, height: 1) }
            .allowsHitTesting(false)
        }
      }


      """
    out += touchLogView + touchRecorder
    return out
  }

  /// `TouchLogView`: the touch log as an accessibility element the UI test reads.
  var touchLogView: String {
    """
    /// The touch log as an accessibility element (`navsim-touch-log`): its label is read only
    /// when the UI test asks, so nothing is drawn and nothing changes on screen when a finger
    /// goes down. Moving into a window installs the recorder there.
    struct TouchLogView: UIViewRepresentable {
      func makeUIView(context: Context) -> TouchLogElement { TouchLogElement() }
      func updateUIView(_ view: TouchLogElement, context: Context) {}
    }

    final class TouchLogElement: UIView {
      override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityIdentifier = "navsim-touch-log"
      }

      required init?(coder: NSCoder) { nil }

      override var accessibilityLabel: String? {
        get { TouchRecorder.log }
        set {}
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        if let window { TouchRecorder.install(on: window) }
      }
    }


    """
  }

  /// `TouchRecorder`: the passive recogniser that records every touch-down.
  var touchRecorder: String {
    """
    /// A passive recogniser on the window: it records `UITouch.timestamp` (system uptime) of
    /// every touch-down, recognises nothing, cancels and delays nothing, and runs alongside
    /// every other recogniser.
    final class TouchRecorder: UIGestureRecognizer, UIGestureRecognizerDelegate {
      private static var downs: [TimeInterval] = []

      /// `down=SECONDS` a touch, in order.
      static var log: String {
        downs.map { "down=" + String(format: "%.6f", $0) }.joined(separator: " ")
      }

      static func install(on window: UIWindow) {
        guard !(window.gestureRecognizers ?? []).contains(where: { $0 is TouchRecorder }) else {
          return
        }
        let recorder = TouchRecorder(target: nil, action: nil)
        recorder.cancelsTouchesInView = false
        recorder.delaysTouchesBegan = false
        recorder.delaysTouchesEnded = false
        recorder.delegate = recorder
        window.addGestureRecognizer(recorder)
      }

      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        Self.downs += touches.map(\\.timestamp).sorted()
      }

      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishIfAllUp(event)
      }

      override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishIfAllUp(event)
      }

      private func finishIfAllUp(_ event: UIEvent) {
        let down = (event.allTouches ?? []).contains { $0.phase != .ended && $0.phase != .cancelled }
        if !down { state = .failed }
      }

      func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
      ) -> Bool { true }
    }

    """
  }
}
