#!/usr/bin/env python3
"""A host-tools worker for BuildGrid: takes leases over the Remote Workers API and runs them.

BuildGrid's PyPI releases carry the server only (the `bgd bot` worker was removed upstream in
favour of buildbox-worker, a C++ program that neither Debian nor PyPI ships). This bot does what
the removed host-tools bot did, with BuildGrid's own generated protocol modules: for each lease it
reads the Action, its Command and its input root from BuildGrid's CAS, lays the inputs out as
regular files in a fresh folder, runs the command there (no sandbox, the host's tools), uploads
the declared outputs, stdout and stderr to the CAS, and completes the lease with the
ActionResult. BuildGrid then answers the client's Execute call and stores the result in its
action cache.

    host_bot.py --remote 127.0.0.1:PORT --instance main --work DIR [--max-seconds N]
"""

import argparse
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time
import uuid

import grpc
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2 as re_pb2
from buildgrid._protos.build.bazel.remote.execution.v2 import remote_execution_pb2_grpc as re_grpc
from buildgrid._protos.google.bytestream import bytestream_pb2, bytestream_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import bots_pb2, bots_pb2_grpc
from buildgrid._protos.google.devtools.remoteworkers.v1test2 import worker_pb2
from buildgrid._protos.google.rpc import code_pb2, status_pb2

CHUNK = 1 << 20
BATCH_LIMIT = 2 << 20


def digest_of(data):
    return re_pb2.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


class Cas:
    def __init__(self, channel, instance):
        self.instance = instance
        self.cas = re_grpc.ContentAddressableStorageStub(channel)
        self.bytestream = bytestream_pb2_grpc.ByteStreamStub(channel)

    def read(self, digest):
        if digest.size_bytes == 0:
            return b""
        if digest.size_bytes <= BATCH_LIMIT:
            response = self.cas.BatchReadBlobs(
                re_pb2.BatchReadBlobsRequest(instance_name=self.instance, digests=[digest]))
            for r in response.responses:
                if r.status.code != code_pb2.OK:
                    raise RuntimeError("cannot read %s: %s" % (r.digest.hash, r.status.message))
                return r.data
        name = "%s/blobs/%s/%d" % (self.instance, digest.hash, digest.size_bytes)
        name = name.lstrip("/")
        return b"".join(r.data for r in self.bytestream.Read(bytestream_pb2.ReadRequest(resource_name=name)))

    def write(self, data):
        digest = digest_of(data)
        if digest.size_bytes <= BATCH_LIMIT:
            request = re_pb2.BatchUpdateBlobsRequest(instance_name=self.instance)
            request.requests.add(digest=digest, data=data)
            for r in self.cas.BatchUpdateBlobs(request).responses:
                if r.status.code != code_pb2.OK:
                    raise RuntimeError("cannot write %s: %s" % (digest.hash, r.status.message))
            return digest
        name = ("%s/uploads/%s/blobs/%s/%d" % (self.instance, uuid.uuid4(), digest.hash, digest.size_bytes)).lstrip("/")

        def requests():
            offset = 0
            while True:
                chunk = data[offset:offset + CHUNK]
                yield bytestream_pb2.WriteRequest(resource_name=name, write_offset=offset, data=chunk,
                                                  finish_write=offset + len(chunk) >= len(data))
                offset += len(chunk)
                if offset >= len(data):
                    break

        self.bytestream.Write(requests())
        return digest

    def read_message(self, digest, message):
        message.ParseFromString(self.read(digest))
        return message


def stage(cas, directory_digest, path):
    os.makedirs(path, exist_ok=True)
    directory = cas.read_message(directory_digest, re_pb2.Directory())
    for f in directory.files:
        target = os.path.join(path, f.name)
        with open(target, "wb") as out:
            out.write(cas.read(f.digest))
        os.chmod(target, 0o755 if f.is_executable else 0o644)
    for link in directory.symlinks:
        os.symlink(link.target, os.path.join(path, link.name))
    for d in directory.directories:
        stage(cas, d.digest, os.path.join(path, d.name))


def file_node(cas, path, name):
    with open(path, "rb") as f:
        data = f.read()
    return re_pb2.FileNode(name=name, digest=cas.write(data), is_executable=os.access(path, os.X_OK))


def directory_message(cas, path, children):
    directory = re_pb2.Directory()
    for name in sorted(os.listdir(path)):
        full = os.path.join(path, name)
        if os.path.islink(full):
            directory.symlinks.add(name=name, target=os.readlink(full))
        elif os.path.isdir(full):
            child = directory_message(cas, full, children)
            children.append(child)
            directory.directories.add(name=name, digest=digest_of(child.SerializeToString()))
        else:
            directory.files.append(file_node(cas, full, name))
    return directory


def execute(cas, action, work, log):
    command = cas.read_message(action.command_digest, re_pb2.Command())
    root = os.path.join(work, uuid.uuid4().hex)
    stage(cas, action.input_root_digest, root)
    cwd = os.path.join(root, command.working_directory)
    outputs = list(command.output_files) + list(command.output_directories)
    for p in outputs:
        os.makedirs(os.path.dirname(os.path.join(cwd, p)), exist_ok=True)
    for p in command.output_directories:
        os.makedirs(os.path.join(cwd, p), exist_ok=True)
    env = {v.name: v.value for v in command.environment_variables}
    timeout = action.timeout.seconds or 600
    log("run %s" % " ".join(command.arguments[:2]))
    result = re_pb2.ActionResult()
    try:
        done = subprocess.run(list(command.arguments), cwd=cwd, env=env, capture_output=True, timeout=timeout)
        result.exit_code = done.returncode
        stdout, stderr = done.stdout, done.stderr
    except subprocess.TimeoutExpired as e:
        result.exit_code = 124
        stdout, stderr = e.stdout or b"", (e.stderr or b"") + b"\nhost_bot: timed out\n"
    except OSError as e:
        result.exit_code = 127
        stdout, stderr = b"", ("host_bot: %s\n" % e).encode()
    result.stdout_digest.CopyFrom(cas.write(stdout))
    result.stderr_digest.CopyFrom(cas.write(stderr))
    for p in command.output_files:
        full = os.path.join(cwd, p)
        if os.path.isfile(full):
            node = file_node(cas, full, p)
            result.output_files.add(path=p, digest=node.digest, is_executable=node.is_executable)
    for p in command.output_directories:
        full = os.path.join(cwd, p)
        if os.path.isdir(full):
            children = []
            tree = re_pb2.Tree(root=directory_message(cas, full, children), children=children)
            result.output_directories.add(path=p, tree_digest=cas.write(tree.SerializeToString()))
    shutil.rmtree(root, ignore_errors=True)
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--remote", required=True)
    parser.add_argument("--instance", default="")
    parser.add_argument("--work", required=True)
    parser.add_argument("--max-seconds", type=float, default=900)
    parser.add_argument("--count-file", help="append a line per executed lease")
    args = parser.parse_args()

    def log(message):
        print("host_bot: " + message, file=sys.stderr, flush=True)

    stop = []
    signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
    options = [("grpc.max_receive_message_length", 64 << 20), ("grpc.max_send_message_length", 64 << 20)]
    channel = grpc.insecure_channel(args.remote, options=options)
    bots = bots_pb2_grpc.BotsStub(channel)
    cas = Cas(channel, args.instance)
    os.makedirs(args.work, exist_ok=True)
    deadline = time.monotonic() + args.max_seconds

    session = None
    while session is None and time.monotonic() < deadline and not stop:
        try:
            session = bots.CreateBotSession(bots_pb2.CreateBotSessionRequest(
                parent=args.instance,
                bot_session=bots_pb2.BotSession(
                    bot_id="themify-host-bot-%d" % os.getpid(),
                    status=bots_pb2.BotStatus.OK,
                    worker=worker_pb2.Worker(devices=[worker_pb2.Device(handle="host")]))), timeout=10)
        except grpc.RpcError as e:
            log("waiting for the server (%s)" % e.code())
            time.sleep(0.5)
    if session is None:
        return 1
    log("session %s" % session.name)

    while time.monotonic() < deadline and not stop:
        for lease in session.leases:
            if lease.state != bots_pb2.LeaseState.PENDING:
                continue
            action = re_pb2.Action()
            if lease.payload.Is(re_pb2.Action.DESCRIPTOR):
                lease.payload.Unpack(action)
            else:
                digest = re_pb2.Digest()
                lease.payload.Unpack(digest)
                cas.read_message(digest, action)
            try:
                result = execute(cas, action, args.work, log)
                lease.result.Pack(result)
                lease.status.CopyFrom(status_pb2.Status(code=code_pb2.OK))
            except Exception as e:  # report, do not die: the client gets the error
                log("lease %s failed: %s" % (lease.id, e))
                lease.status.CopyFrom(status_pb2.Status(code=code_pb2.INTERNAL, message=str(e)))
            lease.state = bots_pb2.LeaseState.COMPLETED
            if args.count_file:
                with open(args.count_file, "a") as f:
                    f.write(lease.id + "\n")
        try:
            session = bots.UpdateBotSession(
                bots_pb2.UpdateBotSessionRequest(name=session.name, bot_session=session), timeout=30)
        except grpc.RpcError as e:
            log("update failed (%s)" % e.code())
            time.sleep(0.5)
    log("stopping")
    return 0


if __name__ == "__main__":
    sys.exit(main())
