import NavSimCore
import NavSimReporting

/// `navfuzz export --format appium`: the scenario's touches as one W3C Actions body
/// (``AppiumActions``), the oracles' probes as one body each, and a Python script (standard
/// library only) that sends them to an Appium server's XCUITest driver, probes, and writes
/// the JSON result that `navfuzz confirm` reads.
struct AppiumExport {
  let plan: DevicePlan

  init(_ plan: DevicePlan) { self.plan = plan }

  var files: [ExportFile] {
    [
      ExportFile("README.md", ExportReadme(plan).text),
      ExportFile("appium/actions.json", AppiumActions(plan).text),
      ExportFile("appium/probes.json", probesFile),
      ExportFile("appium/send.py", script),
    ]
  }

  var probesFile: String {
    var out = "{\n  \"probes\": ["
    var first = true
    for probe in plan.probes {
      switch probe.action {
      case .unsupported, .nothing: continue
      default: break
      }
      let body = AppiumActions(
        steps: [
          DevicePlan.Step(index: 0, finger: 1, time: 0, action: probe.action, text: probe.name)
        ]
      ).text
      let indented = body.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
      out += (first ? "\n" : ",\n") + "    {\n      \"name\": \(probe.name.jsonLiteral),\n"
      out += "      \"body\":\n" + indented + "\n    }"
      first = false
    }
    out += "\n  ]\n}\n"
    return out
  }

  var unsupported: [String] {
    plan.steps.compactMap {
      if case .unsupported(let text) = $0.action {
        return "@\(NumberText.milliseconds($0.time)) \(text)"
      }
      return nil
    }
  }

  var script: String {
    var out = "#!/usr/bin/env python3\n"
    out += plan.header("#", what: "The Appium script")
    out += "#\n"
    out += plan.comment(
      [
        "Sends actions.json (the scenario's touches: one W3C touch source per finger press, "
          + "durations equal to the scenario's times, rounded to the millisecond) to an Appium "
          + "server with the XCUITest driver, in one request, so the driver synthesizes the "
          + "whole chain as one event sequence; then each probe of probes.json, one after the "
          + "other, until one changes the page source. Writes the result for `navfuzz confirm`."
      ]
        + (unsupported.isEmpty
          ? []
          : [
            "Not sent (no W3C action makes them; the app or the device does): "
              + unsupported.joined(separator: ", ") + "."
          ]),
      "#")
    out += #"""
      #
      # Usage: python3 appium/send.py --device-name "iPhone 14" --platform-version 17.5 \
      #          [--server http://127.0.0.1:4723] [--udid UDID] [--result result.json]
      # The app (bundle id org.navsim.NavSimRepro) must be installed on the device first.

      import argparse
      import json
      import os
      import sys
      import time
      import urllib.request

      HERE = os.path.dirname(os.path.abspath(__file__))
      SCENARIO = \#(DevicePlan.scenarioFile.pythonLiteral)


      def call(method, url, body=None):
          data = None if body is None else json.dumps(body).encode("utf-8")
          request = urllib.request.Request(url, data=data, method=method)
          request.add_header("Content-Type", "application/json")
          with urllib.request.urlopen(request, timeout=300) as response:
              return json.loads(response.read().decode("utf-8") or "null")


      def main():
          parser = argparse.ArgumentParser(description="Send the scenario's touches to Appium.")
          parser.add_argument("--server", default="http://127.0.0.1:4723")
          parser.add_argument("--device-name", required=True)
          parser.add_argument("--platform-version", required=True)
          parser.add_argument("--udid")
          parser.add_argument("--bundle-id", default="org.navsim.NavSimRepro")
          parser.add_argument("--settle", type=float, default=1.5,
                              help="seconds to wait after each probe before looking again")
          parser.add_argument("--result", default="result.json")
          args = parser.parse_args()

          capabilities = {
              "platformName": "iOS",
              "appium:automationName": "XCUITest",
              "appium:deviceName": args.device_name,
              "appium:platformVersion": args.platform_version,
              "appium:bundleId": args.bundle_id,
              "appium:noReset": True,
          }
          if args.udid:
              capabilities["appium:udid"] = args.udid
          session = call("POST", args.server + "/session",
                         {"capabilities": {"alwaysMatch": capabilities}})["value"]
          base = args.server + "/session/" + session["sessionId"]
          granted = session.get("capabilities", {})
          try:
              time.sleep(2)  # the app at its start stack, idle
              with open(os.path.join(HERE, "actions.json"), encoding="utf-8") as f:
                  call("POST", base + "/actions", json.load(f))
              call("DELETE", base + "/actions")
              time.sleep(args.settle)
              with open(os.path.join(HERE, "probes.json"), encoding="utf-8") as f:
                  probes = json.load(f)["probes"]
              probed = []
              responded = None
              for probe in probes:
                  before = call("GET", base + "/source")["value"]
                  call("POST", base + "/actions", probe["body"])
                  call("DELETE", base + "/actions")
                  time.sleep(args.settle)
                  changed = call("GET", base + "/source")["value"] != before
                  probed.append({"name": probe["name"], "responded": changed})
                  if changed:
                      responded = probe["name"]
                      break
          finally:
              call("DELETE", base)
          result = {
              "navsimResult": 1,
              "route": "appium",
              "scenario": SCENARIO,
              "ios": str(granted.get("platformVersion", args.platform_version)),
              "device": str(granted.get("deviceName", args.device_name)),
              "responsive": responded is not None,
              "probes": probed,
          }
          with open(args.result, "w", encoding="utf-8") as f:
              json.dump(result, f, indent=2, sort_keys=True)
              f.write("\n")
          print("responsive" if responded else "nothing responds", "->", args.result)
          return 0 if responded else 1


      if __name__ == "__main__":
          sys.exit(main())

      """#
    return out
  }
}

extension String {
  /// The string as a JSON string literal.
  var jsonLiteral: String { JSONValueText.literal(self) }

  /// The string as a Python string literal (JSON's escapes are Python's too).
  var pythonLiteral: String { JSONValueText.literal(self) }
}

/// JSON string literals through the project's one JSON writer.
enum JSONValueText {
  static func literal(_ s: String) -> String { JSONValue.string(s).serialized(.compact) }
}
