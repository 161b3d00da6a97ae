#!/usr/bin/env bash
# San Juan for macOS, from the checkout to a signed, notarised disk image, in one command
# (on a Mac, in the project's virtual environment with pyinstaller installed):
#
#   SANJUAN_SIGN_ID="Developer ID Application: Your Name (TEAMID)" \
#   SANJUAN_NOTARY_PROFILE=sanjuan packaging/macos/release.sh
#
# Once per Mac, store the notary credentials in the keychain (an app-specific password
# from appleid.apple.com):
#   xcrun notarytool store-credentials sanjuan --apple-id you@example.com --team-id TEAMID
#
# Without SANJUAN_SIGN_ID the app is only ad-hoc signed (as PyInstaller leaves it) and
# not notarised: it runs on this Mac, and elsewhere only after Gatekeeper's "Open Anyway"
# (docs/install.md). Per-architecture builds, not universal2: NumPy's macOS wheels are
# per architecture, so build on an Apple-chip Mac for macos-arm64 and on an Intel Mac (or
# under Rosetta with an x86_64 Python) for macos-x86_64.
# Writes dist/SanJuan-<version>-macos-<arch>.dmg and prints its SHA-256.
set -euo pipefail
[ "$(uname -s)" = Darwin ] || { echo "release.sh: run this on a Mac"; exit 1; }
cd "$(dirname "$0")/../.."
PY=${PYTHON:-.venv/bin/python}
version=$("$PY" -c 'import sys; sys.path.insert(0, "."); from sanjuan.version import pyproject_version; print(pyproject_version("pyproject.toml"))')
arch=$("$PY" -c 'import platform; print("arm64" if platform.machine() == "arm64" else "x86_64")')
app=dist/SanJuan.app
dmg=dist/SanJuan-$version-macos-$arch.dmg

"$PY" packaging/build.py
"$PY" packaging/macos/check_app.py "$app"

if [ -n "${SANJUAN_SIGN_ID:-}" ]; then
    # Inside out: every library and extension, then the program, then the bundle; with
    # the hardened runtime and a secure time stamp, as notarisation requires.
    sign() { codesign --force --timestamp --options runtime \
                 --entitlements packaging/macos/entitlements.plist --sign "$SANJUAN_SIGN_ID" "$@"; }
    find "$app/Contents" -type f \( -name '*.dylib' -o -name '*.so' -o -perm -u+x \) \
        ! -path "*/MacOS/SanJuan" -print0 | xargs -0 -n 20 bash -c "$(declare -f sign); sign \"\$@\"" _
    sign "$app/Contents/MacOS/SanJuan"
    sign "$app"
    codesign --verify --deep --strict --verbose=2 "$app"
fi

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "San Juan" -srcfolder "$staging" -format UDZO -ov "$dmg"

if [ -n "${SANJUAN_SIGN_ID:-}" ]; then
    codesign --force --timestamp --sign "$SANJUAN_SIGN_ID" "$dmg"
    if [ -n "${SANJUAN_NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$dmg" --keychain-profile "$SANJUAN_NOTARY_PROFILE" --wait
        xcrun stapler staple "$dmg"
        spctl --assess --type open --context context:primary-signature --verbose "$dmg"
    fi
fi
shasum -a 256 "$dmg"
