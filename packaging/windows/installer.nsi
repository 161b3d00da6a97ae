; The Windows installer of San Juan (NSIS 3; built by packaging/windows/installer.py,
; which passes the defines below from packaging/app_info.py and pyproject.toml):
;   makensis -DVERSION=0.2.0 -DVERSION4=0.2.0.0 -DBUNDLE=dist\SanJuan -DICON=build\icon.ico
;            -DOUTFILE=dist\SanJuan-0.2.0-windows-x64-setup.exe -DMIN_BUILD=18362 ... installer.nsi
; Per-user (no administrator rights): the program goes to %LOCALAPPDATA%\Programs\San Juan,
; a Start-menu entry and an entry in "Installed apps" (with its uninstaller) are added.
; The uninstaller removes the program's own files only: the player's games, history and
; settings (%LOCALAPPDATA%\San Juan developers\San Juan and the registry) stay.
; Silent: SanJuan-…-setup.exe /S [/D=folder]; Uninstall.exe /S.

; A 64-bit installer (the game is 64-bit only): it also runs where Wine has no 32-bit part.
Target amd64-unicode
ManifestDPIAware true
SetCompressor /SOLID lzma
RequestExecutionLevel user

!include "LogicLib.nsh"
!include "WinVer.nsh"
!include "x64.nsh"

!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"

Name "${DISPLAY_NAME}"
OutFile "${OUTFILE}"
Icon "${ICON}"
UninstallIcon "${ICON}"
InstallDir "$LOCALAPPDATA\Programs\${DISPLAY_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${DISPLAY_NAME} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=1033 "ProductName" "${DISPLAY_NAME}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${DISPLAY_NAME} ${VERSION} Setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${COMPANY}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "${COMPANY}"

Page directory
Page instfiles
UninstPage uninstConfirm
UninstPage instfiles

Function .onInit
  ; PySide6 loads Windows' own ICU, which Windows 10 version 1903 (build 18362) brought:
  ; on an older Windows the game would stop with "DLL load failed while importing QtCore".
  ${IfNot} ${AtLeastWin10}
  ${OrIfNot} ${AtLeastBuild} ${MIN_BUILD}
    MessageBox MB_OK|MB_ICONSTOP "${DISPLAY_NAME} needs ${MIN_WINDOWS} or later (64-bit). \
      Please update Windows (Settings > Windows Update) and run this installer again." /SD IDOK
    SetErrorLevel 3
    Abort
  ${EndIf}
  ${IfNot} ${RunningX64}
    MessageBox MB_OK|MB_ICONSTOP "${DISPLAY_NAME} needs a 64-bit Windows." /SD IDOK
    SetErrorLevel 3
    Abort
  ${EndIf}
FunctionEnd

Section "${DISPLAY_NAME}"
  SetOutPath "$INSTDIR"
  ; An older version's files go first, so that none of them is left beside the new ones.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*.*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${DISPLAY_NAME}.lnk" "$INSTDIR\${NAME}.exe" "" \
    "$INSTDIR\${NAME}.exe" 0 SW_SHOWNORMAL "" "${SUMMARY}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${DISPLAY_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${COMPANY}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${NAME}.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  ; The program's own files only (never RMDir /r "$INSTDIR": the folder may have been
  ; chosen as one that holds other things); the player's data lives elsewhere and stays.
  Delete "$SMPROGRAMS\${DISPLAY_NAME}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${NAME}.exe"
  Delete "$INSTDIR\Uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
