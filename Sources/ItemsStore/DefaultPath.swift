import Foundation

extension AppDatabase {
    /// Where the demo keeps its database file: `$XDG_DATA_HOME/items/db.sqlite` (or
    /// `~/.local/share/items/db.sqlite`) on Linux, Application Support on Apple platforms.
    ///
    /// ```swift
    /// AppDatabase.defaultPath() // ~/.local/share/items/db.sqlite
    /// ```
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        #if canImport(Darwin)
        let base =
            FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
        #else
        let base: URL
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".local/share")
        }
        #endif
        return base.appendingPathComponent("items").appendingPathComponent("db.sqlite").path
    }
}
