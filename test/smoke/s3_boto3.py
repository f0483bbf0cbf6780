"""The sandbox's S3 through boto3's own S3 client, against `npm run serve` (memory store).

Usage: python3 s3_boto3.py <endpoint-url>

An export is read the way analysts read AWS's: its manifest and gzipped data files fetched with
get_object. Objects are written, listed with a delimiter and paged, copied and deleted, and a CSV
put with put_object is imported. Prints one JSON line per step.
"""
import gzip
import json
import sys

import boto3
from boto3_steps import emit, import_csv, until

url = sys.argv[1]
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="us-east-1"
)
dynamodb = session.client("dynamodb", endpoint_url=url)
s3 = session.client("s3", endpoint_url=url)


for key, body in [("notes/a.txt", b"alpha"), ("notes/b c+d.txt", b"beta"), ("notes/deep/c.txt", b"gamma"), ("top.txt", b"top")]:
    s3.put_object(Bucket="scratch", Key=key, Body=body)
rolled = s3.list_objects_v2(Bucket="scratch", Prefix="notes/", Delimiter="/")
first = s3.list_objects_v2(Bucket="scratch", MaxKeys=2)
rest = s3.list_objects_v2(Bucket="scratch", MaxKeys=2, ContinuationToken=first["NextContinuationToken"])
s3.copy_object(Bucket="archive", Key="copied.txt", CopySource={"Bucket": "scratch", "Key": "notes/b c+d.txt"})
deleted = s3.delete_objects(Bucket="scratch", Delete={"Objects": [{"Key": "top.txt"}, {"Key": "notes/a.txt"}]})
try:
    s3.get_object(Bucket="scratch", Key="top.txt")
    missing = None
except s3.exceptions.NoSuchKey as error:
    missing = error.response["Error"]["Code"]
emit(
    step="objects",
    keys=[o["Key"] for o in rolled["Contents"]],
    prefixes=[p["Prefix"] for p in rolled["CommonPrefixes"]],
    pages=[[o["Key"] for o in first["Contents"]], first["IsTruncated"], [o["Key"] for o in rest["Contents"]], rest["IsTruncated"]],
    copied=s3.get_object(Bucket="archive", Key="copied.txt")["Body"].read().decode(),
    deleted=sorted(d["Key"] for d in deleted["Deleted"]),
    missing=missing,
    buckets=[b["Name"] for b in s3.list_buckets()["Buckets"]],
)

arn = dynamodb.create_table(
    TableName="orders",
    BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
    AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
)["TableDescription"]["TableArn"]
dynamodb.get_waiter("table_exists").wait(TableName="orders", WaiterConfig={"Delay": 1})


def enable_recovery():
    """DynamoDB may still be enabling backups for a table that has just turned ACTIVE: it says to retry."""
    try:
        return dynamodb.update_continuous_backups(
            TableName="orders", PointInTimeRecoverySpecification={"PointInTimeRecoveryEnabled": True}
        )
    except dynamodb.exceptions.ContinuousBackupsUnavailableException:
        return None


until(enable_recovery)
for n in range(3):
    dynamodb.put_item(TableName="orders", Item={"pk": {"S": f"ORDER#{n}"}, "total": {"N": str(10 * n)}})
export_arn = dynamodb.export_table_to_point_in_time(TableArn=arn, S3Bucket="sandbox-exports", S3Prefix="nightly")[
    "ExportDescription"
]["ExportArn"]
done = until(
    lambda: (lambda d: d if d["ExportStatus"] != "IN_PROGRESS" else None)(
        dynamodb.describe_export(ExportArn=export_arn)["ExportDescription"]
    )
)
summary = json.loads(s3.get_object(Bucket="sandbox-exports", Key=done["ExportManifest"])["Body"].read())
files_key = summary["manifestFilesS3Key"]
entries = [json.loads(line) for line in s3.get_object(Bucket="sandbox-exports", Key=files_key)["Body"].read().splitlines()]
items = []
for entry in entries:
    data = gzip.decompress(s3.get_object(Bucket="sandbox-exports", Key=entry["dataFileS3Key"])["Body"].read())
    items += [json.loads(line)["Item"] for line in data.decode().splitlines() if line.strip()]
etags_match = all(
    s3.head_object(Bucket="sandbox-exports", Key=entry["dataFileS3Key"])["ETag"].strip('"') == entry["etag"]
    for entry in entries
)
emit(
    step="export",
    status=done["ExportStatus"],
    summary_items=summary["itemCount"],
    keys=sorted(item["pk"]["S"] for item in items),
    etags_match=etags_match,
)

s3.put_object(Bucket="sandbox-imports", Key="customers/customers.csv", Body=b"pk,name\nCUSTOMER#1,Ada\nCUSTOMER#2,Grace\n")
finished = import_csv(dynamodb, "sandbox-imports", "customers/", "customers")
emit(step="import", status=finished["ImportStatus"], imported=finished["ImportedItemCount"])
