"""Runs many AWS CLI commands in one Python process, each as `aws <args>` would run it.

Each command gets a new CLI driver (awscli.clidriver.create_clidriver, what the `aws` script
calls), with its output and errors captured, so a test pays the CLI's start-up (importing
botocore and the CLI, about a second) once instead of once per command. The drivers also share
what botocore's data loader read from disk (service models, endpoints, the CLI's own data), as
clients made from one boto3 session share it: each new session would otherwise search the data
directories and parse the same JSON files again, about 0.1 to 0.2 s of CPU a command. The only
change made to that data once loaded is the endpoint resolver filling in a region's defaults
(hostname, dnsSuffix…) where it resolves them, which resolves the same the next time. Two pure
look-ups that every driver repeats for its 400 or so event handlers are remembered for the process
too: whether a handler takes **kwargs (inspect's signature of it), and an event name's aliased form
(the same alias table each time): a third less CPU for the CLI v1 from pip, an eighth for Debian's
v2, with the same output for every command of the awsCli smoke test.

stdin: {"cwd": "<directory file:// values are read from>", "commands": [["dynamodb", ...], ...]}
stdout: {"version": "<awscli version>", "runs": [{"status": 0, "stdout": "...", "stderr": "..."}]}
"""

import contextlib
import importlib
import io
import json
import os
import sys
import types
import weakref

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


# The botocore the CLI imports (importing the CLI's driver above loaded it): its own copy in some
# CLI v2 builds, else the botocore package. Only the one in use: Debian's CLI v2 loads its own copy
# as `botocore`, and importing it again as `awscli.botocore` took a second here.
_in_use = [name for name in ("awscli.botocore", "botocore") if name in sys.modules]
for _package in _in_use:
    _share_loaded_data(importlib.import_module(_package + ".loaders").Loader)


def _remember_kwargs_checks(hooks):
    accepts_kwargs = hooks.accepts_kwargs
    # Weakly: a handler made for one driver (a closure over its session) goes with that driver.
    known = weakref.WeakKeyDictionary()

    def remembered(func):
        # By the function itself, a method's too (its **kwargs are its function's).
        function = getattr(func, "__func__", func)
        if not isinstance(function, types.FunctionType):
            return accepts_kwargs(func)
        if function not in known:
            known[function] = accepts_kwargs(func)
        return known[function]

    hooks.accepts_kwargs = remembered


def _share_alias_names(aliaser_class, default_aliases):
    shared = {}
    original_init = aliaser_class.__init__

    def init(self, *args, **kwargs):
        original_init(self, *args, **kwargs)
        # Names aliased by the default table are the same for every emitter using it.
        if self._event_aliases is default_aliases:
            self._alias_name_cache = shared

    aliaser_class.__init__ = init


for _package in _in_use:
    _hooks = importlib.import_module(_package + ".hooks")
    if hasattr(_hooks, "accepts_kwargs"):
        _remember_kwargs_checks(_hooks)
    if hasattr(_hooks, "EventAliaser") and hasattr(_hooks, "EVENT_ALIASES"):
        _share_alias_names(_hooks.EventAliaser, _hooks.EVENT_ALIASES)


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
