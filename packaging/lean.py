"""What the bundle leaves out (used by ``sanjuan.spec``; sizes in packaging/README.md).

``EXCLUDES``: Python modules PyInstaller must not collect. ``LEAVE_OUT``: files of the
collected packages to drop, as regular expressions on their "/"-separated path in the
bundle; Qt's plugins and translations are loaded at run time, so PyInstaller's hooks
collect them all and this list trims them.
"""

import re

# Python modules the game never imports. QtNetwork, QtDBus and QtTest are bindings only
# (Qt's own libraries that QtGui needs, like libQt6DBus on Linux, still come along as
# dependencies). QtOpenGLWidgets stays: pyqtgraph's GraphicsView subclasses its widget.
# The QtOpenGL binding (8.5 MiB) goes: pyqtgraph imports it but uses it only to draw
# through OpenGL, which the game never turns on; a runtime hook puts a stand-in in its
# place (qtopengl_standin.py), and smoke_test.py draws the game-over chart in the bundle.
EXCLUDES = [
    "PySide6.QtOpenGL",
    "PySide6.QtNetwork",
    "PySide6.QtDBus",
    "PySide6.QtTest",
    "PySide6.QtQml",
    "PySide6.QtQmlFeatures",
    "PySide6.QtQuick",
    "PySide6.QtQuickControls2",
    "PySide6.QtQuickTest",
    "PySide6.QtQuickWidgets",
    "PySide6.QtWebEngineCore",
    "PySide6.QtWebEngineWidgets",
    "PySide6.QtWebEngineQuick",
    "PySide6.QtWebChannel",
    "PySide6.QtWebSockets",
    "PySide6.QtDesigner",
    "PySide6.QtUiTools",
    "PySide6.QtHelp",
    "PySide6.QtSql",
    "PySide6.QtConcurrent",
    "PySide6.QtLabsStyleKit",
    "PySide6.Qt3DCore",
    "PySide6.QtCharts",
    "PySide6.QtDataVisualization",
    "PySide6.QtMultimedia",
    "PySide6.QtPdf",
    "PySide6.QtBluetooth",
    "PySide6.QtPositioning",
    "pyqtgraph.examples",
    "pyqtgraph.opengl",
    "pyqtgraph.jupyter",
    "tkinter",
    "matplotlib",
    "scipy",
    "IPython",
    "pytest",
    "hypothesis",
    # NumPy's Fortran wrapper generator (a build tool) and the text-encoding guesser only
    # it imports: 0.6 MiB.
    "numpy.f2py",
    "charset_normalizer",
    # Standard-library parts the game never uses: line editing, East Asian codecs.
    # (TLS stays since network play, issue 21: `websockets` imports `ssl`, and a server
    # with a certificate serves wss://; OpenSSL costs about 5 MB unpacked.)
    "readline",
    "_codecs_cn",
    "_codecs_hk",
    "_codecs_iso2022",
    "_codecs_jp",
    "_codecs_kr",
    "_codecs_tw",
]

# Files of the collected packages the game does not need, as regular expressions on
# their path in the bundle ("/"-separated). Plugins and translations are loaded by Qt
# at run time, so PyInstaller's hooks collect them all.
LEAVE_OUT = [
    # Qt's own translations: only German (qtbase_de.qm: standard buttons, dialogs) and
    # English are offered; the other 97 files are 7 MB.
    r"/translations/(?!qtbase_(de|en)\.qm$)[^/]+$",
    # Image formats: every image is SVG (QtSvg renders them; the svg image-format and
    # icon-engine plugins stay). JPEG, TIFF, WebP, GIF, ICNS, ICO, … are never read.
    r"/plugins/imageformats/(?!(lib)?qsvg)[^/]+$",
    # Networking plugins (no network use), evdev/tslib input and the embedded-Linux
    # platforms (framebuffer, EGLFS, VNC, Vulkan display): desktop platforms only.
    r"/plugins/(tls|networkinformation|generic|egldeviceintegrations|sqldrivers)/",
    r"/plugins/platforms/(lib)?q(linuxfb|vnc|vkkhrdisplay|minimalegl|eglfs)[^/]*$",
    r"/libQt6(EglFSDeviceIntegration|EglFsKmsSupport|Test|Network)\.so",
    # The GTK3 platform theme pulls GTK's libraries (cairo, pango, gdk-pixbuf, atk…);
    # the game uses the Fusion style and Qt's own file dialog works without it.
    r"/plugins/platformthemes/libqgtk3\.so$",
    r"(^|/)lib(gtk-3|gdk-3|gdk_pixbuf-2\.0|atk-1\.0|atk-bridge-2\.0|cairo|cairo-gobject|"
    r"pango-1\.0|pangocairo-1\.0|pangoft2-1\.0|pixman-1|thai|datrie|fribidi|epoxy)\.so",
    # System libraries that only the files left out above need (no file of the bundle
    # names them; build.py lists such orphans): Kerberos (QtNetwork's), libjpeg (the JPEG
    # plugin's), and GTK's GIO, GObject, AT-SPI and HarfBuzz (Qt carries its own): 6.6 MiB.
    r"(^|/)lib(gssapi_krb5|krb5|k5crypto|krb5support|com_err|keyutils)\.so",
    r"(^|/)lib(jpeg|atspi|gio-2\.0|gmodule-2\.0|gobject-2\.0|mount|blkid|selinux|harfbuzz|"
    r"graphite2)\.so",
    # ALSA (1 MiB), which PyInstaller copies because ui/sound/player.py names it to
    # ctypes: the sound must load the system's own (its configuration and plugins, such as
    # PipeWire's, belong to that version), as miniaudio does; none: no sound, one log line.
    r"(^|/)libasound\.so",
    # Windows: Qt's software OpenGL (Mesa llvmpipe, 19.7 MiB), the fallback for machines
    # without an OpenGL driver; the game never draws through OpenGL (pyqtgraph's OpenGL is
    # off, QtOpenGL is left out above), and the Linux and macOS bundles have none either.
    r"(^|/)opengl32sw\.dll$",
]
_PATTERN = re.compile("|".join(f"(?:{p})" for p in LEAVE_OUT))


def left_out(dest: str) -> bool:
    """Whether the file at ``dest`` (its path in the bundle, "/" or "\\" separated)
    is one LEAVE_OUT names."""
    return bool(_PATTERN.search("/" + dest.replace("\\", "/")))


def vendored_duplicates(dests: list[str]) -> set[str]:
    """Of the bundle paths ``dests`` ("/" or "\\" separated), the top-level copies of
    libraries that a wheel also carries in its own ``<package>.libs`` folder (delvewheel
    on Windows: NumPy 2's OpenBLAS, 20–40 MiB, which PyInstaller's dependency analysis
    copies beside the program as well). The package loads its own copy (it adds its .libs
    folder to the DLL search path on import), so the top-level one is a duplicate."""
    norm = [d.replace("\\", "/") for d in dests]
    vendored = {d.rsplit("/", 1)[-1].lower() for d in norm
                if "/" in d and d.split("/")[-2].endswith(".libs")}
    return {d for d, n in zip(dests, norm, strict=True)
            if "/" not in n and n.lower() in vendored}
