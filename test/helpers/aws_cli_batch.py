"""Runs many AWS CLI commands in one Python process, each as `aws <args>` would run it.

Each command gets a new CLI driver (awscli.clidriver.create_clidriver, what the `aws` script
calls), with its output and errors captured, so a test pays the CLI's start-up (importing
botocore and the CLI, about a second) once instead of once per command.

stdin: {"cwd": "<directory file:// values are read from>", "commands": [["dynamodb", ...], ...]}
stdout: {"version": "<awscli version>", "runs": [{"status": 0, "stdout": "...", "stderr": "..."}]}
"""

import contextlib
import io
import json
import os
import sys

import awscli
from awscli.clidriver import create_clidriver


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
