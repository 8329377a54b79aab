import NavSimCore

/// `run.sh`, which the xcuitest format writes next to the app: one command from a finding to
/// a verdict (docs/DEVICE.md). It checks the tools, finds or creates a simulator of the
/// layout's size on the profile's iOS runtime, boots it, generates the Xcode project from
/// `project.yml` (XcodeGen), runs the UI test (or, with `--route appium`, builds, installs and
/// sends the Appium actions), collects `result.json` and hands it to `navfuzz confirm`.
struct RunScript {
  let plan: DevicePlan

  init(_ plan: DevicePlan) { self.plan = plan }

  var text: String {
    let sim = ExportReadme(plan).simulator
    let profile = plan.app.configuration.profile.name
    let layout = plan.layout
    let size = "\(layout.width.exportText) × \(layout.height.exportText) pt"
    var out = "#!/usr/bin/env bash\n"
    out += plan.header("#", what: "The one command from the finding to a verdict")
    out += """
      #
      # Usage: ./run.sh [--route xcuitest|appium] [--runtime VERSION] [--device TYPE]
      #   --route    xcuitest (the default: the UI test; XCUITest waits for the app to idle before
      #              each touch, so gaps shorter than an animation are not kept) or appium (W3C
      #              Actions, one touch source per finger press, times within a millisecond: the
      #              route for gaps shorter than an animation; needs an Appium server with the
      #              XCUITest driver on http://127.0.0.1:4723 and python3)
      #   --runtime  the iOS runtime (default \(sim.os), for the profile \(profile))
      #   --device   the simulator's device type (default "\(sim.name)": the layout's \(size))
      # Environment: NAVFUZZ (the navfuzz to call; default: navfuzz on PATH).
      # Exit status: navfuzz confirm's (0 AGREE, 1 DISAGREE, 2 INCONCLUSIVE), 64 for a bad
      # argument, 69 when a tool or the runtime is missing, 70 when the run wrote no result.
      set -euo pipefail
      here="$(cd "$(dirname "$0")" && pwd)"
      cd "$here"

      route=xcuitest
      runtime="\(sim.os)"
      device_type="\(sim.name)"
      navfuzz="${NAVFUZZ:-navfuzz}"
      while [ $# -gt 0 ]; do
        case "$1" in
          --route) route="${2:-}"; shift 2 ;;
          --runtime) runtime="${2:-}"; shift 2 ;;
          --device) device_type="${2:-}"; shift 2 ;;
          -h | --help) sed -n '2,/^set -euo/p' "$here/$(basename "$0")" | sed '$d'; exit 0 ;;
          *) echo "run.sh: unknown argument: $1" >&2; exit 64 ;;
        esac
      done
      case "$route" in
        xcuitest | appium) ;;
        *) echo "run.sh: --route is xcuitest or appium, not '$route'" >&2; exit 64 ;;
      esac


      """
    out += toolsSection + simulatorSection + runSection
    return out
  }

  /// The tools the run needs, and the Xcode project from `project.yml`.
  var toolsSection: String {
    """
    need() {
      if ! command -v "$1" >/dev/null 2>&1; then
        echo "run.sh: $1 is missing: $2" >&2
        exit 69
      fi
    }
    need xcrun "install Xcode 16 or later and select it (sudo xcode-select -s /Applications/Xcode.app)"
    need xcodebuild "install Xcode 16 or later"
    need "$navfuzz" "build NavSim (swift build -c release) and put navfuzz on PATH, or set NAVFUZZ"
    if [ "$route" = appium ]; then need python3 "install Python 3"; fi

    # The Xcode project, from project.yml.
    if [ ! -d NavSimRepro.xcodeproj ] || [ project.yml -nt NavSimRepro.xcodeproj ]; then
      need xcodegen "brew install xcodegen (https://github.com/yonaskolb/XcodeGen)"
      xcodegen generate --spec project.yml --quiet
    fi


    """
  }

  /// The iOS runtime, and a simulator of the layout's size, created once and booted.
  var simulatorSection: String {
    """
    # The runtime: iOS $runtime, installed.
    runtime_id="$(xcrun simctl list runtimes | grep -F "iOS $runtime " | grep -v unavailable \\
      | head -n 1 | sed -E 's/.* - (com\\.apple\\.CoreSimulator\\.SimRuntime\\.[A-Za-z0-9.-]+).*/\\1/')" || true
    if [ -z "$runtime_id" ]; then
      echo "run.sh: the iOS $runtime simulator runtime is not installed: Xcode > Settings >" \\
        "Components, or xcodebuild -downloadPlatform iOS -buildVersion $runtime" >&2
      exit 69
    fi

    # The simulator: one of the layout's size, created once and reused.
    name="NavSim $device_type iOS $runtime"
    udid="$(xcrun simctl list devices "$runtime_id" | grep -F "    $name (" | head -n 1 \\
      | sed -E 's/.*\\(([0-9A-F-]{36})\\).*/\\1/')" || true
    if [ -z "$udid" ]; then
      type_id="$(xcrun simctl list devicetypes | grep -F "$device_type (" | head -n 1 \\
        | sed -E 's/.*\\((com\\.apple\\.CoreSimulator\\.SimDeviceType\\.[^)]+)\\).*/\\1/')" || true
      if [ -z "$type_id" ]; then
        echo "run.sh: no device type '$device_type' in this Xcode; pass --device" >&2
        exit 69
      fi
      udid="$(xcrun simctl create "$name" "$type_id" "$runtime_id")"
    fi
    xcrun simctl bootstatus "$udid" -b >/dev/null


    """
  }

  /// The route run, its result collected and handed to `navfuzz confirm`.
  var runSection: String {
    """
    result="$here/result.json"
    rm -f "$result"
    if [ "$route" = xcuitest ]; then
      # The UI test fails when the device shows the predicted lockup: that is a result, not an
      # error; the result file says what happened either way.
      TEST_RUNNER_NAVSIM_RESULT="$result" xcodebuild test -project NavSimRepro.xcodeproj \\
        -scheme NavSimRepro -destination "id=$udid" -derivedDataPath "$here/.build" \\
        >"$here/xcodebuild.log" 2>&1 || true
    else
      xcodebuild build -project NavSimRepro.xcodeproj -scheme NavSimRepro \\
        -destination "id=$udid" -derivedDataPath "$here/.build" >"$here/xcodebuild.log" 2>&1
      xcrun simctl install "$udid" "$here/.build/Build/Products/Debug-iphonesimulator/NavSimRepro.app"
      # send.py exits 1 when the device shows a lockup or a dead stack: a result too.
      python3 appium/send.py --device-name "$device_type" --platform-version "$runtime" \\
        --udid "$udid" --result "$result" || true
    fi
    if [ ! -s "$result" ]; then
      echo "run.sh: the run wrote no result.json; see $here/xcodebuild.log" >&2
      exit 70
    fi
    status=0
    "$navfuzz" confirm "$result" || status=$?
    exit "$status"

    """
  }
}
