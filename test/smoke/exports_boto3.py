"""Exports to and imports from the sandbox's S3 through boto3, against `npm run serve -- --s3-dir <dir>`.

Usage: python3 exports_boto3.py <endpoint-url> <s3-dir>

The S3 directory is where other tools meet the export: this script reads the export's manifests and
gzipped data files straight from the directory, writes a CSV into it, and imports that CSV. Prints
one JSON line per step.
"""
import glob
import gzip
import json
import os
import sys

import boto3
from boto3_steps import emit, import_csv, until

url, s3_dir = sys.argv[1], sys.argv[2]
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="us-east-1"
)
client = session.client("dynamodb", endpoint_url=url)


arn = client.create_table(
    TableName="orders",
    BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}, {"AttributeName": "sk", "AttributeType": "S"}],
)["TableDescription"]["TableArn"]
client.get_waiter("table_exists").wait(TableName="orders", WaiterConfig={"Delay": 1})
try:
    client.export_table_to_point_in_time(TableArn=arn, S3Bucket="sandbox-exports")
except client.exceptions.PointInTimeRecoveryUnavailableException as error:
    emit(step="no-pitr", message=error.response["Error"]["Message"])

client.update_continuous_backups(
    TableName="orders", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
)
for n in range(3):
    client.put_item(TableName="orders", Item={"pk": {"S": "CUSTOMER#1"}, "sk": {"S": f"ORDER#{n}"}, "total": {"N": str(10 * n)}})

started = client.export_table_to_point_in_time(TableArn=arn, S3Bucket="sandbox-exports", S3Prefix="nightly")
export_arn = started["ExportDescription"]["ExportArn"]
done = until(
    lambda: (lambda d: d if d["ExportStatus"] != "IN_PROGRESS" else None)(
        client.describe_export(ExportArn=export_arn)["ExportDescription"]
    )
)
summary_path = os.path.join(s3_dir, "sandbox-exports", *done["ExportManifest"].split("/"))
with open(summary_path) as summary_file:
    summary = json.load(summary_file)
lines = []
for data_file in sorted(glob.glob(os.path.join(os.path.dirname(summary_path), "data", "*.json.gz"))):
    with gzip.open(data_file, "rt") as data:
        lines += [json.loads(line) for line in data if line.strip()]
emit(
    step="export",
    status=done["ExportStatus"],
    items=done["ItemCount"],
    summary_items=summary["itemCount"],
    listed=[e["ExportArn"] == export_arn for e in client.list_exports(TableArn=arn)["ExportSummaries"]],
    keys=sorted(line["Item"]["sk"]["S"] for line in lines),
)

os.makedirs(os.path.join(s3_dir, "sandbox-imports"), exist_ok=True)
with open(os.path.join(s3_dir, "sandbox-imports", "customers.csv"), "w") as csv:
    csv.write("pk,name,visits\nCUSTOMER#1,Ada,3\nCUSTOMER#2,\"Hopper, Grace\",5\n")
finished = import_csv(client, "sandbox-imports", "customers", "customers")
client.get_waiter("table_exists").wait(TableName="customers", WaiterConfig={"Delay": 1})
grace = client.get_item(TableName="customers", Key={"pk": {"S": "CUSTOMER#2"}})["Item"]
emit(step="import", status=finished["ImportStatus"], imported=finished["ImportedItemCount"], grace=grace)
