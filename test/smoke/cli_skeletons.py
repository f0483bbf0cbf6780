"""botocore's ArgumentGenerator, which `aws ... --generate-cli-skeleton` prints, for the operations
the test names (stdin, JSON: [[service, operation], ...]). Prints JSON: one skeleton per operation,
in the same order (null for an operation this botocore does not have yet). An enum is printed as
{"oneOf": [its values]}: botocore picks one at random."""
import datetime
import json
import random
import sys

try:
    from botocore.session import get_session
    from botocore.utils import ArgumentGenerator
except ImportError:
    # Debian's AWS CLI v2 carries its own botocore inside the awscli package.
    from awscli.botocore.session import get_session
    from awscli.botocore.utils import ArgumentGenerator


class OneOf:
    def __init__(self, values):
        self.values = list(values)


def encode(value):
    if isinstance(value, OneOf):
        return {'oneOf': value.values}
    if isinstance(value, datetime.datetime):
        return value.isoformat()  # as the CLI's skeleton printer does
    raise TypeError(type(value).__name__)


random.choice = OneOf  # ArgumentGenerator's only use of random: an enum's value
session = get_session()
skeletons = []
for service, operation in json.load(sys.stdin):
    model = session.get_service_model(service)
    if operation not in model.operation_names:
        skeletons.append(None)
        continue
    shape = model.operation_model(operation).input_shape
    skeletons.append(ArgumentGenerator().generate_skeleton(shape) if shape is not None else {})
print(json.dumps(skeletons, default=encode))
