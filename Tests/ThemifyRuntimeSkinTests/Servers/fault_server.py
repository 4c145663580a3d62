#!/usr/bin/env python3
"""A static site server for the skin client's tests that misbehaves on purpose.

Serves --root on 127.0.0.1 (port 0: the kernel picks one, printed as the first line of
stdout), logs every request path to --log, and applies one --mode to the files the mode names:

  pass            serve the site as it is
  truncate        objects/*: announce the full length, send half, close
  corrupt         objects/*: flip one byte (same length)
  delay           objects/*: wait --delay seconds before answering (past the client's timeout)
  status500       every request: 500
  status404       objects/*: 404
  index-from      index.json: the bytes of --index-file (another key's index, an older one)
  redirect-loop   every request: 302 to itself
  oversize        objects/*: twice the bytes, with a matching Content-Length
  chunked-oversize objects/*: twice the bytes, chunked, no Content-Length
  trickle-index   index.json: the full length announced, then one byte every --delay seconds
  trickle         objects/*: the same (a slow-loris server the timeouts of a transport that
                  restarts its clock with every byte never end)

Standard library only; one thread per request, so a delayed answer does not block the rest.
Exits when its stdin closes.
"""
import argparse
import http.server
import os
import socketserver
import sys
import threading
import time

parser = argparse.ArgumentParser()
parser.add_argument("--root", required=True)
parser.add_argument("--mode", default="pass")
parser.add_argument("--log", required=True)
parser.add_argument("--delay", type=float, default=5.0)
parser.add_argument("--index-file")
options = parser.parse_args()
log_lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send_body(self, status, body, length=None, chunked=False):
        self.send_response(status)
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(len(body) if length is None else length))
        self.send_header("Connection", "close")
        self.end_headers()
        if chunked:
            for start in range(0, len(body), 1024):
                piece = body[start:start + 1024]
                self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.wfile.write(body)
        self.wfile.flush()
        self.close_connection = True

    def send_trickle(self, body):
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            for index in range(len(body)):
                self.wfile.write(body[index:index + 1])
                self.wfile.flush()
                time.sleep(options.delay)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def do_GET(self):
        path = self.path.split("?", 1)[0].lstrip("/")
        with log_lock, open(options.log, "a") as log:
            log.write(path + "\n")
        mode = options.mode
        is_object = path.startswith("objects/")
        if mode == "status500":
            return self.send_body(500, b"internal error")
        if mode == "redirect-loop":
            self.send_response(302)
            self.send_header("Location", "/" + path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "status404" and is_object:
            return self.send_body(404, b"not found")
        if mode == "index-from" and path == "index.json":
            with open(options.index_file, "rb") as file:
                return self.send_body(200, file.read())
        full = os.path.realpath(os.path.join(options.root, path))
        if not full.startswith(os.path.realpath(options.root) + os.sep) or not os.path.isfile(full):
            return self.send_body(404, b"not found")
        with open(full, "rb") as file:
            body = file.read()
        if (mode == "trickle-index" and path == "index.json") or (mode == "trickle" and is_object):
            return self.send_trickle(body)
        if is_object:
            if mode == "truncate":
                self.send_body(200, body[: len(body) // 2], length=len(body))
                return
            if mode == "corrupt":
                body = bytes([body[0] ^ 0x01]) + body[1:]
            if mode == "delay":
                time.sleep(options.delay)
            if mode == "oversize":
                body = body + body
            if mode == "chunked-oversize":
                return self.send_body(200, body + body, chunked=True)
        self.send_body(200, body)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def exit_when_parent_goes():
    # The test holds our stdin open; when it closes it (or crashes, or is killed) we see EOF and
    # leave, so no server outlives the test run whatever happens to it.
    sys.stdin.buffer.read()
    os._exit(0)


server = Server(("127.0.0.1", 0), Handler)
threading.Thread(target=exit_when_parent_goes, daemon=True).start()
print(server.server_address[1], flush=True)
server.serve_forever()
