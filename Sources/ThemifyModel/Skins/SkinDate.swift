import Foundation

/// Dates in skin files: ISO 8601 in UTC to the second (`2026-12-24T00:00:00Z`). Written the one
/// way, so the same date always gives the same bytes, and read strictly.
public enum SkinDate {
    /// `2026-12-24T18:00:00Z`, or a day alone (`2026-12-24`, its midnight UTC) — what `pack`'s
    /// `--from`, `--until` and `--expires` take.
    public static func parse(_ text: String) -> Date? {
        let full = text.utf8.count == 10 ? text + "T00:00:00Z" : text
        guard full.utf8.count == 20, full.hasSuffix("Z") else { return nil }
        guard let date = try? Date(full, strategy: Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)) else { return nil }
        // Reject dates the parser rolled over (`2026-02-31`): they must print back as given.
        return format(date) == full ? date : nil
    }

    /// `date` in UTC to the second, fractions dropped (`2026-12-24T18:00:00Z`): the one way skin
    /// files write a date.
    public static func format(_ date: Date) -> String {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
            .formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!))
    }
}
