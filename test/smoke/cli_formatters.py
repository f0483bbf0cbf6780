"""The AWS CLI's own formatters and shorthand parser on the values the test sends (stdin, JSON):
what `--output table` and `--output yaml` print for each value, and what shorthand makes of each
text. Prints JSON: {"yaml": available, "tables": [...], "yamls": [...], "shorthand": [...]}."""
import argparse
import io
import json
import sys

from awscli.formatter import TableFormatter
from awscli.shorthand import ShorthandParseError, ShorthandParser

try:
    from awscli.formatter import YAMLDumper  # the CLI v2's
except ImportError:
    YAMLDumper = None


def table(title, value):
    stream = io.StringIO()
    try:
        TableFormatter(argparse.Namespace(color='off', query=None))(title, value, stream)
        return {'ok': stream.getvalue()}
    except ValueError as error:
        return {'error': str(error)}
    except Exception as error:  # the CLI crashes on some shapes; not compared
        return {'crash': type(error).__name__}


def yaml(value):
    stream = io.StringIO()
    YAMLDumper().dump(value, stream)
    return stream.getvalue()


def shorthand(text):
    try:
        return {'ok': ShorthandParser().parse(text)}
    except ShorthandParseError as error:
        return {'error': str(error)}


cases = json.load(sys.stdin)
json.dump({
    'yaml': YAMLDumper is not None,
    'tables': [table(title, value) for title, value in cases['tables']],
    'yamls': [yaml(value) for value in cases['yamls']] if YAMLDumper else [],
    'shorthand': [shorthand(text) for text in cases['shorthand']],
}, sys.stdout)
