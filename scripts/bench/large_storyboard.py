"""Writes one large storyboard made of the scenes of the corpus's storyboards.

    large_storyboard.py OUT.storyboard MEGABYTES LAYOUT...

The first storyboard with a <scenes> block is the shell; every <scene> element of every given
storyboard is appended to its scenes, round after round, until the file reaches MEGABYTES.
Object ids repeat across rounds, which XML does not mind (Interface Builder would), so the
result is a well-formed layout of real markup at the size of the largest apps' storyboards.
"""
import re
import sys

SCENE = re.compile(rb"^( *)<scene .*?^\1</scene>\n", re.M | re.S)


def main():
    out, megabytes, layouts = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
    shell, scenes = None, []
    for path in layouts:
        if not path.endswith(".storyboard"):
            continue
        data = open(path, "rb").read()
        found = [m.group(0) for m in SCENE.finditer(data)]
        if not found:
            continue
        scenes += found
        if shell is None and b"</scenes>" in data:
            shell = data
    target = int(megabytes * 1024 * 1024)
    head, tail = shell.rsplit(b"</scenes>", 1)
    indent = head[head.rstrip(b" ").rfind(b"\n") + 1:]
    head = head[:len(head) - len(indent)]
    body, size = [], len(head) + len(tail)
    while size < target:
        for scene in scenes:
            body.append(scene)
            size += len(scene)
            if size >= target:
                break
    with open(out, "wb") as handle:
        handle.write(head + b"".join(body) + indent + b"</scenes>" + tail)


main()
