// swift-format-ignore-file
// Fixture: UIKeyCommandSubclass
// Seen in: Blink Shell
// Idiom: a subclass of UIKeyCommand that only adds stored properties, created with
// UIKit's inherited initializers; the extra property is set after creation.
// menulint should read: two key commands of MixerViewController, "Mute Track" (⌃M) and
// "Solo Track" (⌃S), exactly as if they were UIKeyCommands.

import UIKit

final class TrackCommand: UIKeyCommand {
    var trackIndex = 0
}

final class MixerViewController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        let mute = TrackCommand(title: "Mute Track", image: nil, action: #selector(muteTrack(_:)), input: "m",
                                modifierFlags: [.control], propertyList: nil)
        mute.trackIndex = 1
        let solo = TrackCommand(title: "Solo Track", action: #selector(soloTrack(_:)), input: "s", modifierFlags: .control)
        return [mute, solo]
    }

    @objc func muteTrack(_ sender: TrackCommand) {}
    @objc func soloTrack(_ sender: TrackCommand) {}
}
