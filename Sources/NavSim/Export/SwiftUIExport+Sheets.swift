import NavSimCore

/// `App/SheetContent.swift`, by part: the text sheet, the presented screen and its own stack,
/// the item of a `.sheet(item:)`.
extension SwiftUIExport {
  /// `SheetContent`: what a text sheet shows, and its close button.
  var sheetContent: String {
    """

    import SwiftUI

    /// What a sheet shows: a text and the close button, which sets the binding to false (the
    /// programmatic dismissal, R5); the sheet itself can be pulled down (R6).
    struct SheetContent: View {
      @Binding var isPresented: Bool
      let presenter: String

      var body: some View {
        ZStack {
          Color(uiColor: .secondarySystemBackground).ignoresSafeArea()
          Text("Sheet of \\(presenter)")
            .allowsHitTesting(false)
          Placed(identifier: "close-sheet") {
            Button {
              isPresented = false
            } label: {
              Cell("Close")
            }
            .accessibilityIdentifier("close-sheet")
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("sheet")
        .overlay(alignment: .bottomLeading) { TouchLogView().frame(width: 1, height: 1) }
      }
    }


    """
  }

  /// `PresentedScreen`, up to its own stack: a sheet's or a cover's screen and its close button.
  var presentedScreen: String {
    """
    /// A sheet's or a cover's screen, alone or in its own NavigationStack (links inside it
    /// push there, and it has the app's mitigations unless its root is `no-mitigation`), with
    /// the close button: the content's `dismiss()`.
    struct PresentedScreen<Content: View>: View {
      let ownStack: Bool
      let mitigated: Bool
      @ViewBuilder var content: Content
      @Environment(\\.dismiss) private var dismiss

      var body: some View {
        ZStack {
          if ownStack {
            stack
          } else {
            content
          }
          Placed(identifier: "close-sheet") {
            Button {
              dismiss()
            } label: {
              Cell("Close")
            }
            .accessibilityIdentifier("close-sheet")
          }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("sheet")
        .overlay(alignment: .bottomLeading) { TouchLogView().frame(width: 1, height: 1) }
      }

    """
  }

  /// The own stack of `PresentedScreen`: the mask on it when the app has one, else the
  /// app's mitigations unless its root is `no-mitigation`.
  var presentedStack: String {
    var out = ""
    if mask {
      out += """
          /// The own stack: the mask on it, as on every stack of the app.
          @ViewBuilder
          private var stack: some View {
            if mitigated {
              NavigationStack {
                content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
              }
              // mitigation: a sheet's or a cover's own stack carries the mask too.
              .modifier(NavigationViewGestureMaskModifier())
            } else {
              NavigationStack {
                content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
              }
              .environment(\\.navSimMitigated, false)
            }
          }
        }

        """
    } else {
      out += """
          /// The own stack, with the app's mitigations unless its root is `no-mitigation`.
          private var stack: some View {
            NavigationStack {
              content.navigationDestination(for: Screen.self) { $0.view(pushed: true) }
            }
            .environment(\\.navSimMitigated, mitigated)
          }
        }

        """
    }
    return out
  }

  /// `PresentedItem`, the item of a `.sheet(item:)`, and `undimmedBackground()`.
  var presentedItem: String {
    """

    /// The item of a `.sheet(item:)`: every tap makes a new one.
    struct PresentedItem: Identifiable {
      let id = UUID()
    }

    extension View {
      /// `undimmed`: the screen behind stays live (`presentationBackgroundInteraction`,
      /// iOS 16.4 and later).
      @ViewBuilder
      func undimmedBackground() -> some View {
        if #available(iOS 16.4, *) {
          self.presentationBackgroundInteraction(.enabled)
        } else {
          self
        }
      }
    }

    """
  }
}
