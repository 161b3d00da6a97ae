#!/bin/sh
# Add San Juan to the desktop's application menu for the current user: copies the
# desktop entry (pointing at this folder's SanJuan), the AppStream metainfo and the
# icons into ~/.local/share. Run it again after moving the folder. Undo: --remove.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
id=@APP_ID@
if [ "${1:-}" = --remove ]; then
    rm -f "$data/applications/$id.desktop" "$data/metainfo/$id.metainfo.xml"
    find "$data/icons/hicolor" -name "$id.png" -delete 2>/dev/null || true
    echo "removed San Juan from the application menu"
    exit 0
fi
mkdir -p "$data/applications" "$data/metainfo"
sed "s|^Exec=.*|Exec=\"$here/SanJuan\"|" "$here/share/applications/$id.desktop" \
    > "$data/applications/$id.desktop"
cp "$here/share/metainfo/$id.metainfo.xml" "$data/metainfo/"
cp -R "$here/share/icons" "$data/"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "San Juan is in the application menu (desktop entry: $data/applications/$id.desktop)"
