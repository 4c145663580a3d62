#!/usr/bin/env python3
"""Writes seed inputs for the asset-file fuzz target: one small file of each kind `--assets`
reads (PNG, JPEG, GIF, TIFF, HEIF with and without a clean aperture and rotation, PDF, SVG,
color sets of every form, a font and a font collection), so the fuzzer starts inside each
reader rather than at its signature check."""
import json
import os
import struct
import sys
import zlib

root = os.path.join(os.path.dirname(__file__), "..")
out = sys.argv[1]


def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)


def chunk(tag, data):
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)


def png(width, height):
    raw = b"".join(b"\0" + b"\x10\x20\x30" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def box(tag, content):
    return struct.pack(">I", 8 + len(content)) + tag + content


def heif(width, height, clap=None, turns=None):
    properties = box(b"ispe", struct.pack(">III", 0, width // 4, height // 4)) + box(b"ispe", struct.pack(">III", 0, width, height))
    indices = [0x82]
    if clap is not None:
        properties += box(b"clap", struct.pack(">IIIIiIiI", *clap))
        indices.append(0x80 | (len(indices) + 2))
    if turns is not None:
        properties += box(b"irot", bytes([turns]))
        indices.append(0x80 | (len(indices) + 2))
    primary = bytes([len(indices)] + indices)
    associations = box(b"ipma", struct.pack(">II", 0, 2) + struct.pack(">H", 1) + bytes([1, 0x81]) + struct.pack(">H", 2) + primary)
    meta = box(b"meta", struct.pack(">I", 0) + box(b"pitm", struct.pack(">IH", 0, 2)) + box(b"iprp", box(b"ipco", properties) + associations))
    return box(b"ftyp", b"heic" + struct.pack(">I", 0) + b"mif1") + meta


def pdf(width, height):
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /CropBox [1 1 %d %d] >>" % (width, height, width - 1, height - 1)]
    body, offsets = b"%PDF-1.4\n", []
    for number, content in enumerate(objects, 1):
        offsets.append(len(body))
        body += b"%d 0 obj\n" % number + content + b"\nendobj\n"
    xref = len(body)
    body += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1) + b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return body + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def color_set(entries):
    return json.dumps({"colors": entries, "info": {"author": "xcode", "version": 1}}, indent=2).encode()


def entry(color, **members):
    return dict(members, idiom=members.get("idiom", "universal"), color=color)


write("image.png", png(24, 18))
write("image.jpg", b"\xff\xd8\xff\xe0" + struct.pack(">H", 16) + b"JFIF\0\1\1\1\0\x90\0\x90\0\0" +
      b"\xff\xc0" + struct.pack(">HBHHB", 11, 8, 36, 48, 1) + b"\1\x11\0" + b"\xff\xd9")
write("image.gif", b"GIF89a" + struct.pack("<HH", 30, 20) + b"\0\0\0;")
write("image.tif", b"MM\0*" + struct.pack(">I", 8) + struct.pack(">H", 2) +
      struct.pack(">HHII", 256, 4, 1, 64) + struct.pack(">HHII", 257, 4, 1, 32) + struct.pack(">I", 0))
write("image.heic", heif(400, 300))
write("cropped.heic", heif(102, 64, clap=(101, 1, 63, 1, -1, 2, -1, 2), turns=1))
with open(os.path.join(root, "Tests/ThemifyKitTests/Fixtures/Images/odd-101x63.heic"), "rb") as f:
    write("encoded.heic", f.read())
write("image.pdf", pdf(48, 32))
write("image.svg", b'<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="24px" height="17.6" viewBox="0 0 48 35"/>')
srgb = {"color-space": "srgb", "components": {"red": "0x33", "green": "0.500", "blue": "128", "alpha": "1.000"}}
write("rgb.colorset.json", color_set([
    entry(srgb), entry(srgb, appearances=[{"appearance": "luminosity", "value": "dark"}]),
    entry(dict(srgb, **{"color-space": "display-p3"}), **{"display-gamut": "display-P3"}), entry(srgb, idiom="ipad")]))
write("gray.colorset.json", color_set([entry({"color-space": "gray-gamma-22", "components": {"white": "0.333", "alpha": "0.5"}})]))
write("system.colorset.json", color_set([entry({"platform": "ios", "reference": "systemBackgroundColor"})]))


def name_table(records):
    """A `name` table of (name ID, platform, text) records: UTF-16BE for Windows, Roman for Mac."""
    strings, entries = b"", b""
    for name_id, platform, text in records:
        data = text.encode("utf-16-be") if platform == 3 else text.encode("mac_roman")
        encoding, language = (1, 0x409) if platform == 3 else (0, 0)
        entries += struct.pack(">HHHHHH", platform, encoding, language, name_id, len(data), len(strings))
        strings += data
    return struct.pack(">HHH", 0, len(records), 6 + 12 * len(records)) + entries + strings


def font(records, base=0):
    """A font's table directory holding one `name` table, placed at `base` in its file."""
    table = name_table(records)
    directory = struct.pack(">IHHHH", 0x00010000, 1, 16, 0, 0)
    offset = base + len(directory) + 16
    return directory + b"name" + struct.pack(">III", 0, offset, len(table)) + table


faces = [[(1, 3, "Demo Sans Light"), (16, 3, "Demo Sans"), (6, 3, "DemoSans-Light")], [(1, 1, "Demo Sans"), (6, 1, "DemoSans-Bold")]]
write("font.ttf", font(faces[0]))
# A collection: its header, then each font's directory at the offset the header gives.
first = font(faces[0], base=20)
write("fonts.ttc", b"ttcf" + struct.pack(">HHIII", 1, 0, 2, 20, 20 + len(first)) + first + font(faces[1], base=20 + len(first)))
