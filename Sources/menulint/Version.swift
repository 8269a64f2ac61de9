/// The menulint version; a test checks it against the latest release in CHANGELOG.md.
let menulintVersion = "0.2.0"
