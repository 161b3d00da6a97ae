/* An empty ICU data library: replaces PySide6's 32 MB libicudata in the Linux bundle.
 *
 * Qt links ICU (libicuuc, libicui18n), which links libicudata: one exported symbol,
 * icudt<NN>_dat, holding every locale's collation, conversion and break-iterator data.
 * San Juan uses none of it (Qt has its own locale data, text layout and UTF codecs;
 * character properties and case mapping are compiled into libicuuc), so this library
 * exports the same symbol as a valid "common data" header with zero entries, as ICU's
 * own stubdata library does: a lookup then fails cleanly (U_MISSING_RESOURCE_ERROR)
 * instead of finding data. ICU_DATA_SYMBOL is set by packaging/icu_stub.py. */
#include <stdint.h>

typedef struct {
    uint16_t size, reservedWord;
    uint8_t isBigEndian, charsetFamily, sizeofUChar, reservedByte;
    uint8_t dataFormat[4], formatVersion[4], dataVersion[4];
} UDataInfo;

typedef struct {
    uint16_t headerSize;
    uint8_t magic1, magic2;
    UDataInfo info;
    char padding[8];
    uint32_t count, reserved;
    const void *toc[2];
} CommonDataHeader;

__attribute__((visibility("default"))) const CommonDataHeader ICU_DATA_SYMBOL = {
    32, 0xda, 0x27,
    {sizeof(UDataInfo), 0, 0 /* little endian */, 0 /* ASCII family */, 2, 0,
     {0x43, 0x6d, 0x6e, 0x44} /* "CmnD" */, {1, 0, 0, 0}, {0, 0, 0, 0}},
    {0}, 0, 0, {0, 0}};
