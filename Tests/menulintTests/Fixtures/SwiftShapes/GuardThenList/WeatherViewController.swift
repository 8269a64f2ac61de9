// swift-format-ignore-file
// Fixture: GuardThenList
// Seen in: DuckDuckGo, Simplenote, NetNewsWire, Mastodon
// Idiom: commands that exist before a guard are returned early; the rest exist only when
// the guard passes. Also a `guard let` binding and a guard that returns nil.
// menulint should read: "Refresh Forecast" without a condition; the radar and unit
// commands under `radarPanel == nil`; ForecastListViewController's commands under its
// guard `let station = selectedStation, station.isOnline`.

import UIKit

final class WeatherViewController: UIViewController {
    var radarPanel: UIView?

    override var keyCommands: [UIKeyCommand]? {
        let alwaysAvailable = [
            UIKeyCommand(title: "Refresh Forecast", action: #selector(refreshForecast), input: "r", modifierFlags: .command),
        ]
        guard radarPanel == nil else {
            return alwaysAvailable
        }
        let mapCommands = [
            UIKeyCommand(title: "Show Radar", action: #selector(showRadar), input: "r", modifierFlags: [.command, .shift]),
            UIKeyCommand(title: "Toggle Units", action: #selector(toggleUnits), input: "u", modifierFlags: [.command, .control]),
        ]
        return alwaysAvailable + mapCommands
    }

    @objc func refreshForecast() {}
    @objc func showRadar() {}
    @objc func toggleUnits() {}
}

final class ForecastListViewController: UITableViewController {
    var selectedStation: Station?

    override var keyCommands: [UIKeyCommand]? {
        guard let station = selectedStation, station.isOnline else { return nil }
        return [
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(previousDay)),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(nextDay)),
        ]
    }

    @objc func previousDay() {}
    @objc func nextDay() {}
}

struct Station {
    var isOnline: Bool
}
