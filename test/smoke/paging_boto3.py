"""botocore's own paginators against `npm run serve`: what the AWS CLI prints for a paginated command.

Usage: python3 paging_boto3.py <endpoint-url> <setup-and-scenarios.json>

The JSON holds the tables to create, the items to put (wire-format attribute values, which the
low-level client takes as they are) and the scenarios: an operation, its parameters and a
PaginationConfig (PageSize, MaxItems, StartingToken; "$previous" stands for the NextToken of the
scenario before). Prints whether this botocore keeps Count and ScannedCount of the page a
StartingToken resumes in (it does since boto/botocore#3523, 2025; older versions print 0 there),
then one line per scenario: build_full_result() as JSON, which is exactly what
`aws dynamodb <command>` prints (the CLI calls the same method).
"""
import inspect
import json
import sys

import boto3
from botocore import xform_name
from botocore.paginate import PageIterator

endpoint_url, setup_path = sys.argv[1], sys.argv[2]
with open(setup_path, encoding="utf-8") as setup_file:
    setup = json.load(setup_file)
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="us-east-1"
)
client = session.client("dynamodb", endpoint_url=endpoint_url)

for table in setup["tables"]:
    client.create_table(**table)
    client.get_waiter("table_exists").wait(
        TableName=table["TableName"], WaiterConfig={"Delay": 1, "MaxAttempts": 30}
    )
for item in setup["items"]:
    client.put_item(TableName=setup["itemTable"], Item=item)

resume_source = inspect.getsource(PageIterator._handle_first_request)
print(json.dumps({"keepsResumedCounts": "empty_value = sample" in resume_source}))
previous = None
for scenario in setup["scenarios"]:
    config = dict(scenario.get("config", {}))
    if config.get("StartingToken") == "$previous":
        config["StartingToken"] = previous
    paginator = client.get_paginator(xform_name(scenario["operation"]))
    result = paginator.paginate(PaginationConfig=config, **scenario["params"]).build_full_result()
    previous = result.get("NextToken")
    print(json.dumps(result, ensure_ascii=False))
