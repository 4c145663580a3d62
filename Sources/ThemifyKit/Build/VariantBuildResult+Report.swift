import ThemifyModel

extension VariantBuildResult {
    /// What `--reporter json` prints: per file and theme, themed elements, changes, warnings,
    /// errors and the status; totals per status; and every finding.
    package var report: JSONWriter.Value {
        var counts: [String: Int] = [:]
        for variant in variants { counts[variant.status.rawValue, default: 0] += 1 }
        var members: [(String, JSONWriter.Value)] = [
            ("variants", .array(variants.map(\.json))),
            ("totals", .object(counts.keys.sorted().map { ($0, .number(counts[$0] ?? 0)) })),
            ("errors", .number(errorCount)),
            ("warnings", .number(warningCount)),
            ("findings", .array(findings.map(\.json))),
        ]
        if let nibMap {
            members.append(("nibMap", .object([("path", .string(nibMap.path)), ("status", .string(nibMap.status.rawValue))])))
        }
        if let colorCatalog {
            members.append(
                ("colorCatalog", .object([("path", .string(colorCatalog.path)), ("status", .string(colorCatalog.status.rawValue))])))
        }
        return .object(members)
    }
}

extension VariantOutcome {
    package var json: JSONWriter.Value {
        .object([
            ("layout", .string(layout)), ("theme", .string(theme)), ("variant", target.map(JSONWriter.Value.string) ?? .string("")),
            ("status", .string(status.rawValue)), ("themedElements", .number(themedElements)),
            ("changedProperties", .number(changedProperties)), ("warnings", .number(warnings)), ("errors", .number(errors)),
        ])
    }
}
