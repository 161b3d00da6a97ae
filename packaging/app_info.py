"""What the bundles say about the program, in one place (the version comes from
``pyproject.toml``): used by ``sanjuan.spec`` (Windows version resource, macOS
Info.plist) and ``build.py`` (Linux desktop entry, AppStream metainfo, icon names)."""

#: Reverse-DNS id: macOS bundle identifier, desktop-file id, AppStream id, icon name.
APP_ID = "org.sanjuan.SanJuan"
#: The program's file name (SanJuan, SanJuan.exe, SanJuan.app).
NAME = "SanJuan"
DISPLAY_NAME = "San Juan"
COMPANY = "San Juan developers"
SUMMARY = "The card game San Juan against computer opponents"
#: The oldest macOS the bundle runs on: that of the PySide6-Essentials wheel it is built
#: from (6.12's wheels are tagged macosx_14_0: Sonoma). build.py reads the installed
#: wheel's tag on macOS (platform_meta.macos_minimum_of_tags) and refuses to build if
#: it says otherwise; update this, docs/install.md and the README together.
MACOS_MINIMUM = "14.0"
#: The oldest Windows the bundle runs on: PySide6 6.10 and later load Windows' own ICU
#: (icuuc.dll), which came with Windows 10 version 1903 (build 18362); an older Windows
#: stops with "DLL load failed while importing QtCore". The installer refuses it with a
#: sentence (packaging/windows/installer.nsi); docs/install.md says so.
WINDOWS_MINIMUM_BUILD = 18362
WINDOWS_MINIMUM = "Windows 10 version 1903"
#: Icon sizes (px) rendered for the Linux hicolor theme.
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
#: Where the project lives; the AppStream screenshot is docs/screenshot.png there.
#: (No public home yet: set this when there is one; the metainfo points at it.)
HOMEPAGE = "https://github.com/sanjuan-game/sanjuan"
SCREENSHOT_URL = f"{HOMEPAGE}/raw/main/docs/screenshot.png"
#: Release notes, newest first: (version, ISO date, one sentence). build.py refuses to
#: build a version that has no entry here.
RELEASES = (
    ("0.2.0", "2026-11-23", "Stand-alone bundles for Linux, Windows and macOS; faster start."),
    ("0.1.0", "2026-11-01", "First playable version: two to four players, three AI levels."),
)
