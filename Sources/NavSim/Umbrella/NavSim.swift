// The `NavSim` library is one import for its users; the layers behind it are targets so the
// compiler keeps their order (see Package.swift). Only their `public` declarations pass here.
@_exported import NavSimCore
@_exported import NavSimExport
@_exported import NavSimReporting
@_exported import NavSimScenario
@_exported import NavSimSearch
@_exported import NavSimSource
