import NavSimCore

/// `App/BackButton.swift`: the custom back button of the app's back-button style.
extension SwiftUIExport {
  var backFile: String {
    var out = plan.header("//", what: "The back-button style \(app.backButton.rawValue)")
    out += "\nimport SwiftUI\n\nextension View {\n"
    out += "  /// The back-button style on a screen (the stack's root has none).\n"
    out += "  func backButton(pushed: Bool, dismiss: DismissAction) -> some View {\n"
    out += "    modifier(BackButtonStyle(pushed: pushed, dismiss: dismiss))\n  }\n}\n\n"
    switch app.backButton {
    case .system: break
    case .hiddenToolbar:
      out += hiddenToolbarStyle
    case .hiddenOverlay:
      out += hiddenOverlayStyle
    case .clearTint:
      out += clearTintStyle
    }
    return out
  }

  /// `BackButtonStyle` for `hidden-toolbar`: a bar item calling `dismiss()`.
  var hiddenToolbarStyle: String {
    """
    /// `hidden-toolbar` (the second seed): the system back button hidden
    /// (`navigationBarBackButtonHidden`, which also turns the edge swipe off, R16) and a bar
    /// item calling `dismiss()` (R17).
    struct BackButtonStyle: ViewModifier {
      let pushed: Bool
      let dismiss: DismissAction

      @ViewBuilder
      func body(content: Content) -> some View {
        if pushed {
          content
            .navigationBarBackButtonHidden(true)
            .toolbar {
              ToolbarItem(placement: .navigationBarLeading) {
                Button {
                  dismiss()
                } label: {
                  Image(systemName: "chevron.backward")
                    .frame(width: 44, height: 44)
                    .contentShape(Rectangle())
                }
                .accessibilityIdentifier("custom-back")
              }
            }
        } else {
          content
        }
      }
    }

    """
  }

  /// `BackButtonStyle` for `hidden-overlay`: a button over the content calling `dismiss()`.
  var hiddenOverlayStyle: String {
    """
    /// `hidden-overlay` (the second seed): the whole bar hidden (`navigationBarHidden`, which
    /// turns the edge swipe off, R16) and a button at the top of the content calling
    /// `dismiss()` (R17).
    struct BackButtonStyle: ViewModifier {
      let pushed: Bool
      let dismiss: DismissAction

      @ViewBuilder
      func body(content: Content) -> some View {
        if pushed {
          ZStack {
            content
            Placed(identifier: "custom-back") {
              Button {
                dismiss()
              } label: {
                Image(systemName: "chevron.backward")
                  .frame(width: 44, height: 44)
                  .contentShape(Rectangle())
              }
              .accessibilityIdentifier("custom-back")
            }
          }
          .navigationBarHidden(true)
        } else {
          content.navigationBarHidden(true)
        }
      }
    }

    """
  }

  /// `BackButtonStyle` for `clear-tint`: an image over the transparent system item.
  var clearTintStyle: String {
    """
    /// `clear-tint` (the second seed): the system back button is transparent
    /// (`UINavigationBar.appearance().tintColor = .clear` in the app's init) and an image
    /// over it takes no touches, so a tap on it is a tap on the system item underneath (R17).
    struct BackButtonStyle: ViewModifier {
      let pushed: Bool
      let dismiss: DismissAction

      @ViewBuilder
      func body(content: Content) -> some View {
        if pushed {
          content.overlay {
            Placed(identifier: "custom-back") {
              Image(systemName: "arrow.backward")
                .foregroundColor(.accentColor)
                .allowsHitTesting(false)
                .accessibilityIdentifier("custom-back")
            }
          }
        } else {
          content
        }
      }
    }

    """
  }
}
