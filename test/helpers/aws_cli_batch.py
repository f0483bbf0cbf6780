"""Runs many AWS CLI commands in one Python process, each as `aws <args>` would run it.

Each command gets a new CLI driver (awscli.clidriver.create_clidriver, what the `aws` script
calls), with its output and errors captured, so a test pays the CLI's start-up (importing
botocore and the CLI, about a second) once instead of once per command. The drivers also share
what botocore's data loader read from disk (service models, endpoints, the CLI's own data), as
clients made from one boto3 session share it: each new session would otherwise search the data
directories and parse the same JSON files again, about 0.1 to 0.2 s of CPU a command. The only
change made to that data once loaded is the endpoint resolver filling in a region's defaults
(hostname, dnsSuffix…) where it resolves them, which resolves the same the next time.

stdin: {"cwd": "<directory file:// values are read from>", "commands": [["dynamodb", ...], ...]}
stdout: {"version": "<awscli version>", "runs": [{"status": 0, "stdout": "...", "stderr": "..."}]}
"""

import contextlib
import importlib
import io
import json
import os
import sys

import awscli
from awscli.clidriver import create_clidriver

# What every Loader found so far, by its search paths and extras (the same for every driver here).
_LOADED = {}


class _SharedLoaderCache:
    """A Loader's instance cache (Loader._cache) that reads and fills one cache for the process."""

    def __init__(self, loader):
        self._loader = loader

    def _key(self, key):
        return (tuple(self._loader.search_paths), tuple(self._loader.extras_types)) + key

    def __contains__(self, key):
        return self._key(key) in _LOADED

    def __getitem__(self, key):
        return _LOADED[self._key(key)]

    def __setitem__(self, key, value):
        _LOADED[self._key(key)] = value


def _share_loaded_data(loader_class):
    original_init = loader_class.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        self._cache = _SharedLoaderCache(self)

    loader_class.__init__ = init


# The botocore the CLI imports: its own copy in some CLI v2 builds, else the botocore package.
for _module in ("awscli.botocore.loaders", "botocore.loaders"):
    try:
        _share_loaded_data(importlib.import_module(_module).Loader)
    except ImportError:
        pass


def run(args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = create_clidriver().main(args)
        except SystemExit as stop:
            # Argument errors end the CLI through argparse's sys.exit, as the `aws` script would.
            status = stop.code if isinstance(stop.code, int) else 255
    return {"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}


def main():
    request = json.load(sys.stdin)
    if request.get("cwd"):
        os.chdir(request["cwd"])
    runs = [run(args) for args in request["commands"]]
    json.dump({"version": awscli.__version__, "runs": runs}, sys.stdout)


if __name__ == "__main__":
    main()
