"""The order botocore gives a reply's members, against the order the engine wrote them.

botocore parses a reply into dicts in its service model's member order, and the AWS CLI prints
them in that order (JSON, YAML); the console's CLI mode prints the engine's replies as they come.
Reads stdin, JSON: [[service, operation, reply body], ...]. Prints JSON:
{"compared": structures compared, "mismatches": ["Operation path: engine [...], botocore [...]"]}.
"""
import json
import sys

import botocore.session
from botocore.parsers import create_parser

session = botocore.session.get_session()
parser = create_parser('json')
compared = 0
mismatches = []


def compare(where, wire, parsed, shape):
    global compared
    if shape.type_name == 'structure' and isinstance(wire, dict):
        ours = [name for name in wire if name in shape.members]
        theirs = [name for name in parsed if name in wire]
        compared += 1
        if ours != theirs:
            mismatches.append(f'{where}: engine {ours}, botocore {theirs}')
        for name in ours:
            compare(f'{where}.{name}', wire[name], parsed[name], shape.members[name])
    elif shape.type_name == 'list' and isinstance(wire, list):
        for i, (element, parsed_element) in enumerate(zip(wire, parsed)):
            compare(f'{where}[{i}]', element, parsed_element, shape.member)
    elif shape.type_name == 'map' and isinstance(wire, dict):
        for key, value in wire.items():
            if key in parsed:
                compare(f'{where}{{{key}}}', value, parsed[key], shape.value)


for service, operation, body in json.load(sys.stdin):
    output = session.get_service_model(service).operation_model(operation).output_shape
    parsed = parser.parse({'body': body.encode(), 'headers': {}, 'status_code': 200}, output)
    compare(operation, json.loads(body), parsed, output)
print(json.dumps({'compared': compared, 'mismatches': mismatches}))
