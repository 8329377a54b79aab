extension AppiumExport {
  /// The lockup check of `UITests/LockupCheck.swift` in Python, for `appium/send.py`: the page
  /// source read as the same normalised tree (whole points, the touch log left out), the probes
  /// chosen from what is on screen, a tap on a control inside a sheet aimed where the page
  /// source shows it, and the verdict per container. Kept beside the Swift file by hand; the
  /// tests run it on the recorded trees the Swift check is tested on.
  static let lockupCheck = #"""
    # The lockup check of UITests/LockupCheck.swift, on the page source: the same tree
    # (normalised: whole points, the touch log left out), the same choice of probes from what
    # is on screen, the same verdict per container.

    def whole(attributes, key):
        try:
            value = float(attributes.get(key) or "0")
        except ValueError:
            return 0
        return int(math.floor(value + 0.5)) if math.isfinite(value) and abs(value) < 1e6 else 0


    def element(node):
        a = node.attrib
        name, label = a.get("name") or "", a.get("label") or ""
        return {
            "kind": (a.get("type") or node.tag).replace("XCUIElementType", ""),
            # The driver's name is the identifier, or the label when there is none.
            "identifier": name if name != label else "",
            "label": label,
            "value": a.get("value") or "",
            "selected": a.get("selected") == "true",
            "frame": tuple(whole(a, k) for k in ("x", "y", "width", "height")),
            "children": [element(child) for child in node],
        }


    def read_tree(source):
        try:
            root = ET.fromstring(source)
        except ET.ParseError:
            return {"kind": "Unreadable", "identifier": "", "label": "", "value": "",
                    "selected": False, "frame": (0, 0, 0, 0), "children": []}
        if root.tag == "AppiumAUT" and len(root) > 0:
            root = root[0]
        return element(root)


    def flat(tree):
        out = []

        def visit(e, depth):
            if e["identifier"] == TOUCH_LOG:
                return
            out.append((depth, e["kind"], e["identifier"], e["label"], e["value"], e["selected"],
                        e["frame"]))
            for child in e["children"]:
                visit(child, depth + 1)
        visit(tree, 0)
        return out


    def overlaps(f, w):
        return (f[2] > 0 and f[3] > 0 and f[0] < w[0] + w[2] and f[0] + f[2] > w[0]
                and f[1] < w[1] + w[3] and f[1] + f[3] > w[1])


    def observe(tree):
        window = tree["frame"]
        if not (window[2] > 0 and window[3] > 0) and tree["children"]:
            window = tree["children"][0]["frame"]
        seen = {"screens": [], "presented": None, "tab": None, "controls": [], "sheet": []}

        def add(name):
            if name not in seen["controls"]:
                seen["controls"].append(name)

        def visit(e, in_tab_bar, in_bar, in_sheet):
            ident = e["identifier"]
            if ident == TOUCH_LOG:
                return
            if overlaps(e["frame"], window):
                if ident.startswith("screen-"):
                    seen["screens"].append(ident[len("screen-"):])
                elif ident == "sheet":
                    seen["presented"] = "sheet"
                    seen["sheet"] = []
                    in_sheet = True
                elif ident == "ok":
                    seen["presented"] = "alert"
                elif ident == "cancel":
                    seen["presented"] = "dialog"
                if in_tab_bar and e["kind"] == "Button" and e["label"]:
                    add("tab-" + e["label"])
                    if e["selected"]:
                        seen["tab"] = e["label"]
                elif ident == "BackButton" or (in_bar and e["kind"] == "Button"
                                               and e["label"] == "Back"):
                    add("back")
                elif in_bar and e["kind"] == "Button" and e["label"].endswith("Sidebar"):
                    add("sidebar-toggle")
                elif ident and not ident.startswith("screen-"):
                    add(ident)
                    if in_sheet and e["kind"] == "Button" and all(c[0] != ident for c in seen["sheet"]):
                        seen["sheet"].append((ident, e["frame"]))
            for child in e["children"]:
                visit(child, in_tab_bar or e["kind"] == "TabBar",
                      in_bar or e["kind"] == "NavigationBar", in_sheet)
        visit(tree, False, False, False)
        return seen


    def container(seen):
        if seen["presented"] == "sheet":
            return "sheet"
        return "tab " + seen["tab"] if seen["tab"] else "stack"


    def next_probe(candidates, outcomes, seen):
        if any(o["responded"] for o in outcomes):
            return None
        here = container(seen)

        def tried(c, name):
            return any(o["name"] == c["name"] and o["container"] == name for o in outcomes)

        def applies(c):
            return any(n in seen["controls"] for n in c["needs"])
        for c in candidates:
            if not c["window"] and applies(c) and not tried(c, here):
                return c
        for c in candidates:
            if c["window"] and applies(c) and not tried(c, "window"):
                return c
        return None


    def body_on(candidate, seen):
        """The probe's touch; a tap on a control inside the sheet on top goes where the page
        source shows it (the app places a sheet's controls in the sheet's own space)."""
        tap = candidate.get("tap")
        for ident, (x, y, w, h) in seen["sheet"]:
            if tap and candidate["needs"] and ident == candidate["needs"][0] and w > 0 and h > 0:
                cx, cy = int(math.floor(x + w / 2 + 0.5)), int(math.floor(y + h / 2 + 0.5))
                return {"actions": [{
                    "type": "pointer", "id": "finger1-1", "parameters": {"pointerType": "touch"},
                    "actions": [
                        {"type": "pointerMove", "duration": 0, "x": cx, "y": cy,
                         "origin": "viewport"},
                        {"type": "pointerDown", "button": 0},
                        {"type": "pause", "duration": tap["holdMs"]},
                        {"type": "pointerUp", "button": 0}]}]}
        if seen["presented"] == "sheet" and "bodyInSheet" in candidate:
            return candidate["bodyInSheet"]
        return candidate["body"]


    def settled(base, settle):
        """The tree once two reads 0.25 s apart agree, from `settle` s on, at most 10 reads."""
        time.sleep(settle)
        last = read_tree(call("GET", base + "/source")["value"])
        for _ in range(10):
            time.sleep(0.25)
            tree = read_tree(call("GET", base + "/source")["value"])
            if flat(tree) == flat(last):
                return tree
            last = tree
        return last
    """#
}
