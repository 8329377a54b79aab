import NavSimCore

/// `App/Mitigations.swift`: the gesture mask and the guards in force, as real code.
extension SwiftUIExport {
  var mitigationsFile: String? {
    guard mask || guards else { return nil }
    var out = plan.header("//", what: "The mitigations in force")
    out += "\nimport Combine\nimport SwiftUI\nimport UIKit\n"
    if mask {
      let counted = app.mitigations.has(.gestureMaskCounted)
      out += """

        extension Notification.Name {
          /// What `disable(_:)` posts; every mask modifier receives it at once.
          static let navigationViewGestureMask = Notification.Name("NavigationViewGestureMask")
        }

        /// Turns the gesture mask on (`true`) or off (`false`) in every modifier of the app: the
        /// first seed's function (R15). NotificationCenter delivers the post synchronously; the
        /// overlay follows at the next render.
        func disable(_ value: Bool) {
          NotificationCenter.default.post(name: .navigationViewGestureMask, object: value)
        }


        """
      if counted {
        out += """
          /// `gesture-mask-counted`: the first seed's modifier with a count instead of a boolean;
          /// the overlay shows while the count is above zero (it never goes below zero).
          struct NavigationViewGestureMaskModifier: ViewModifier {
            @State private var count = 0

            func body(content: Content) -> some View {
              content
                .overlay {
                  if count > 0 {
                    Color.white.opacity(0.001)
                      .ignoresSafeArea()
                  }
                }
                .onReceive(NotificationCenter.default.publisher(for: .navigationViewGestureMask)) {
                  note in
                  let on = (note.object as? Bool) ?? false
                  count = max(0, count + (on ? 1 : -1))
                }
            }
          }

          """
      } else {
        out += """
          /// `gesture-mask`: the first seed's `NavigationViewGestureMaskModifier`, as written there
          /// (R15): a boolean `enable` and an almost transparent overlay over the whole stack, bar
          /// and left edge included, that swallows every touch while it is shown.
          struct NavigationViewGestureMaskModifier: ViewModifier {
            @State private var enable = false

            func body(content: Content) -> some View {
              content
                .overlay {
                  if enable {
                    Color.white.opacity(0.001)
                      .ignoresSafeArea()
                  }
                }
                .onReceive(NotificationCenter.default.publisher(for: .navigationViewGestureMask)) {
                  note in
                  enable = (note.object as? Bool) ?? false
                }
            }
          }

          """
      }
    }
    if guards { out += guardCode }
    return out
  }

  var guardCode: String {
    let m = app.mitigations
    var conditions = ["navigationController.viewControllers.count > 1"]
    var names: [String] = []
    if m.has(.guardPresented) {
      conditions.append("navigationController.presentedViewController == nil")
      names.append("guard-presented")
    }
    if m.has(.guardCoordinator) {
      conditions.append("navigationController.transitionCoordinator == nil")
      names.append("guard-coordinator")
    }
    let install = installLines(names)
    var out = navigationControllerHook
    out += """
      /// The edge swipe's guard: \(names.isEmpty ? "the mitigations on the navigation controller" : "the recogniser's delegate, `gestureRecognizerShouldBegin`"), one per navigation controller.
      @MainActor
      final class SwipeBackGuard: NSObject, UIGestureRecognizerDelegate {
        /// The guards installed, by navigation controller (the recogniser holds its delegate
        /// weakly).
        private static var installed: [ObjectIdentifier: SwipeBackGuard] = [:]
        private weak var navigationController: UINavigationController?

        /// Installs a guard on `navigationController`, once.
        static func installOnce(on navigationController: UINavigationController) {
          let key = ObjectIdentifier(navigationController)
          guard installed[key] == nil else { return }
          let swipeGuard = SwipeBackGuard()
          installed[key] = swipeGuard
          swipeGuard.install(on: navigationController)
          MitigationStatus.shared.installed = installed.count
        }

        func install(on navigationController: UINavigationController) {
          self.navigationController = navigationController

      """
    out += install.joined(separator: "\n") + "\n  }\n"
    if !names.isEmpty {
      out += """

          func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard let navigationController else { return false }
            return \(conditions.joined(separator: "\n      && "))
          }

        """
    }
    out += "}\n"
    return out
  }

  /// What `SwipeBackGuard.install(on:)` does for the mitigations in force: take the edge
  /// swipe's delegate, drop it, or switch iOS 26's content swipe off.
  func installLines(_ names: [String]) -> [String] {
    let m = app.mitigations
    var install: [String] = []
    if !names.isEmpty {
      install += [
        "    // \(names.joined(separator: ", ")): this object replaces UIKit's own delegate of the edge",
        "    // swipe, and with it UIKit's own checks (docs/MODEL.md R3, decision).",
        "    navigationController.interactivePopGestureRecognizer?.delegate = self",
      ]
    } else if m.has(.guardNone) {
      install += [
        "    // guard-none: the recogniser's delegate set to nil, no guard at all (R10, R11, R16).",
        "    navigationController.interactivePopGestureRecognizer?.delegate = nil",
      ]
    }
    if m.has(.contentSwipeOff) {
      install += [
        "    // content-swipe-off: iOS 26's content swipe (R24) switched off, as the apps of S20 do.",
        "    #if compiler(>=6.2)",
        "      if #available(iOS 26.0, *) {",
        "        navigationController.interactiveContentPopGestureRecognizer?.isEnabled = false",
        "      }",
        "    #endif",
      ]
    }
    return install
  }

  /// `NavigationControllerHook` and its view controller, which find each stack's
  /// UINavigationController and install the mitigations on it.
  var navigationControllerHook: String {
    """

    /// Finds the UINavigationController that SwiftUI's NavigationStack runs on, with public API
    /// only: this view controller is a child of its screen's hosting controller, so its
    /// `navigationController` is the stack's. Every screen has one (Screen.view(pushed:)), so
    /// the mitigations are installed before the first touch on whichever screen the app
    /// launches with, and on a sheet's or a cover's own stack when it appears; a stack whose
    /// root is `no-mitigation` gets none (`navSimMitigated`).
    struct NavigationControllerHook: UIViewControllerRepresentable {
      @Environment(\\.navSimMitigated) private var mitigated

      func makeUIViewController(context: Context) -> HookController { HookController() }
      func updateUIViewController(_ controller: HookController, context: Context) {
        controller.active = mitigated
      }
    }

    /// The view controller of ``NavigationControllerHook``.
    final class HookController: UIViewController {
      var active = true

      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        install()
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        install()
      }

      private func install() {
        if active, let navigationController {
          SwipeBackGuard.installOnce(on: navigationController)
        }
      }
    }


    """
  }
}
