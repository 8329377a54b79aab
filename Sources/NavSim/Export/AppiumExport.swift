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

  /// The probe candidates (the lockup check's, ``DevicePlan/candidates``): each with the
  /// controls it needs on screen, whether it is the window's, and its touch as a W3C Actions
  /// body (and the body when a sheet's own stack is visible, when that differs); a tap also
  /// with its point and hold, so the script can aim it where the page source shows a control
  /// inside a sheet.
  var probesFile: String {
    func body(_ action: DevicePlan.Action, name: String) -> String {
      let text = AppiumActions(
        steps: [DevicePlan.Step(index: 0, finger: 1, time: 0, action: action, text: name)]
      ).text
      return text.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n")
    }
    var out = "{\n  \"candidates\": ["
    var first = true
    for candidate in plan.candidates {
      let needs = candidate.needs.map(\.jsonLiteral).joined(separator: ", ")
      out += (first ? "\n" : ",\n") + "    {\n      \"name\": \(candidate.name.jsonLiteral),\n"
      out += "      \"needs\": [\(needs)],\n"
      out += "      \"window\": \(candidate.window),\n"
      if case .tap(_, let point, let hold) = candidate.action {
        out += "      \"tap\": {\"x\": \(point.x.exportText), \"y\": \(point.y.exportText), "
        out += "\"holdMs\": \(AppiumActions.ms(hold))},\n"
      }
      if candidate.inSheet != candidate.action {
        out += "      \"bodyInSheet\":\n" + body(candidate.inSheet, name: candidate.name) + ",\n"
      }
      out += "      \"body\":\n" + body(candidate.action, name: candidate.name) + "\n    }"
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
          + "whole chain as one event sequence; then the lockup check of UITests/LockupCheck.swift "
          + "on the page source: the candidates of probes.json whose controls are on screen, "
          + "one after the other, until one changes the settled tree (the touch log left out), "
          + "judged per container. Writes the result for `navfuzz confirm`."
      ]
        + (unsupported.isEmpty
          ? []
          : [
            "Not sent (no W3C action makes them; the app or the device does): "
              + unsupported.joined(separator: ", ") + "."
          ]),
      "#")
    out += scriptHead + scriptSession + scriptVerdict
    return out
  }

  /// The script's usage, imports and constants, its HTTP call and the lockup check.
  var scriptHead: String {
    #"""
    #
    # Usage: python3 appium/send.py --device-name "iPhone 14" --platform-version 17.5 \
    #          [--server http://127.0.0.1:4723] [--udid UDID] [--result result.json]
    # The app (bundle id org.navsim.NavSimRepro) must be installed on the device first.

    import argparse
    import json
    import math
    import os
    import sys
    import time
    import urllib.request
    import xml.etree.ElementTree as ET

    HERE = os.path.dirname(os.path.abspath(__file__))
    SCENARIO = \#(DevicePlan.scenarioFile.pythonLiteral)
    TOUCH_LOG = "navsim-touch-log"


    def call(method, url, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        request = urllib.request.Request(url, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        with urllib.request.urlopen(request, timeout=300) as response:
            return json.loads(response.read().decode("utf-8") or "null")


    \#(Self.lockupCheck)

    """#
  }

  /// `main` up to the verdict: the session, the touches, then the probes one by one.
  var scriptSession: String {
    #"""


    def main():
        parser = argparse.ArgumentParser(description="Send the scenario's touches to Appium.")
        parser.add_argument("--server", default="http://127.0.0.1:4723")
        parser.add_argument("--device-name", required=True)
        parser.add_argument("--platform-version", required=True)
        parser.add_argument("--udid")
        parser.add_argument("--bundle-id", default="org.navsim.NavSimRepro")
        parser.add_argument("--settle", type=float, default=0.5,
                            help="seconds to wait after a touch before reading the tree")
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
        with open(os.path.join(HERE, "probes.json"), encoding="utf-8") as f:
            candidates = json.load(f)["candidates"]
        outcomes = []
        try:
            time.sleep(2)  # the app at its start stack, idle
            with open(os.path.join(HERE, "actions.json"), encoding="utf-8") as f:
                call("POST", base + "/actions", json.load(f))
            call("DELETE", base + "/actions")
            before = settled(base, args.settle)
            end = observe(before)
            while len(outcomes) < 64:
                seen = observe(before)
                probe = next_probe(candidates, outcomes, seen)
                if probe is None:
                    break
                call("POST", base + "/actions", body_on(probe, seen))
                call("DELETE", base + "/actions")
                after = settled(base, args.settle)
                outcomes.append({"name": probe["name"],
                                 "container": "window" if probe["window"] else container(seen),
                                 "responded": flat(after) != flat(before)})
                before = after
        finally:
            call("DELETE", base)

    """#
  }

  /// The rest of `main`: the containers' verdicts and the result file.
  var scriptVerdict: String {
    #"""
        containers = []
        for o in outcomes:
            for c in containers:
                if c["container"] == o["container"]:
                    c["responded"] = c["responded"] or o["responded"]
                    break
            else:
                containers.append({"container": o["container"], "responded": o["responded"]})
        responsive = any(c["responded"] for c in containers)
        dead = [c for c in containers
                if responsive and not c["responded"] and c["container"] != "window"]
        verdict = "lockup" if not responsive else "dead-stack" if dead else "responsive"
        result = {
            "navsimResult": 1,
            "route": "appium",
            "scenario": SCENARIO,
            "ios": str(granted.get("platformVersion", args.platform_version)),
            "device": str(granted.get("deviceName", args.device_name)),
            "responsive": responsive,
            "verdict": verdict,
            "screen": end["screens"][-1] if end["screens"] else "",
            "presented": end["presented"] or "none",
            "containers": containers,
            "probes": outcomes,
        }
        with open(args.result, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=2, sort_keys=True)
            f.write("\n")
        print(verdict, "->", args.result)
        return 0 if verdict == "responsive" else 1


    if __name__ == "__main__":
        sys.exit(main())

    """#
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
