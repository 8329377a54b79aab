import NavSimCore

/// `project.yml`: the XcodeGen project of the app and its UI test.
extension SwiftUIExport {
  var projectFile: String {
    plan.header("#", what: "The XcodeGen project (https://github.com/yonaskolb/XcodeGen)")
      + """

      name: NavSimRepro
      options:
        bundleIdPrefix: org.navsim
        deploymentTarget:
          iOS: "16.0"
      settings:
        base:
          SWIFT_VERSION: "5.0"
      targets:
        NavSimRepro:
          type: application
          platform: iOS
          sources: [App]
          settings:
            base:
              PRODUCT_BUNDLE_IDENTIFIER: org.navsim.NavSimRepro
              GENERATE_INFOPLIST_FILE: YES
              INFOPLIST_KEY_UILaunchScreen_Generation: YES
              INFOPLIST_KEY_UISupportedInterfaceOrientations: UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
              INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad: UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight
              TARGETED_DEVICE_FAMILY: "1,2"
              MARKETING_VERSION: "1.0"
              CURRENT_PROJECT_VERSION: "1"
        NavSimReproUITests:
          type: bundle.ui-testing
          platform: iOS
          sources:
            - path: UITests
              optional: true
          dependencies:
            - target: NavSimRepro
          settings:
            base:
              PRODUCT_BUNDLE_IDENTIFIER: org.navsim.NavSimReproUITests
              GENERATE_INFOPLIST_FILE: YES
              TEST_TARGET_NAME: NavSimRepro
      schemes:
        NavSimRepro:
          build:
            targets:
              NavSimRepro: all
              NavSimReproUITests: [test]
          test:
            targets: [NavSimReproUITests]

      """
  }
}
