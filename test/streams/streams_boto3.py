"""DynamoDB Streams with boto3 against `npm run serve`.

Usage: python3 streams_boto3.py <endpoint-url>

Creates a table, enables a NEW_AND_OLD_IMAGES stream on it with UpdateTable, writes an item three
times (insert, update, delete), then reads the stream back with the `dynamodbstreams` client: DescribeStream, a
TRIM_HORIZON iterator per shard, GetRecords until a page comes back empty. Prints one line per
record ("<eventName> <pk> <old v> -> <new v>") and then the records' sequence numbers in order.
"""
import sys

import boto3

endpoint_url = sys.argv[1]
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="eu-west-1"
)
dynamodb = session.client("dynamodb", endpoint_url=endpoint_url)
streams = session.client("dynamodbstreams", endpoint_url=endpoint_url)

dynamodb.create_table(
    TableName="events",
    BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}],
    AttributeDefinitions=[{"AttributeName": "pk", "AttributeType": "S"}],
)
waiter = dynamodb.get_waiter("table_exists")
waiter.wait(TableName="events", WaiterConfig={"Delay": 1, "MaxAttempts": 30})
table = dynamodb.update_table(
    TableName="events",
    StreamSpecification={"StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"},
)["TableDescription"]
waiter.wait(TableName="events", WaiterConfig={"Delay": 1, "MaxAttempts": 30})
stream_arn = table["LatestStreamArn"]
assert dynamodb.describe_table(TableName="events")["Table"]["StreamSpecification"] == {
    "StreamEnabled": True, "StreamViewType": "NEW_AND_OLD_IMAGES"
}

dynamodb.put_item(TableName="events", Item={"pk": {"S": "order#1"}, "v": {"N": "1"}})
dynamodb.update_item(
    TableName="events", Key={"pk": {"S": "order#1"}},
    UpdateExpression="SET v = :v", ExpressionAttributeValues={":v": {"N": "2"}},
)
dynamodb.delete_item(TableName="events", Key={"pk": {"S": "order#1"}})

assert [s["StreamArn"] for s in streams.list_streams(TableName="events")["Streams"]] == [stream_arn]
description = streams.describe_stream(StreamArn=stream_arn)["StreamDescription"]
assert description["StreamViewType"] == "NEW_AND_OLD_IMAGES"

records = []
for shard in description["Shards"]:
    iterator = streams.get_shard_iterator(
        StreamArn=stream_arn, ShardId=shard["ShardId"], ShardIteratorType="TRIM_HORIZON"
    )["ShardIterator"]
    while iterator:
        page = streams.get_records(ShardIterator=iterator, Limit=100)
        records.extend(page["Records"])
        if not page["Records"]:
            break
        iterator = page.get("NextShardIterator")


def number(image):
    return image["v"]["N"] if image else "-"


for record in records:
    change = record["dynamodb"]
    print(record["eventName"], change["Keys"]["pk"]["S"], number(change.get("OldImage")), "->", number(change.get("NewImage")))
sequences = [int(r["dynamodb"]["SequenceNumber"]) for r in records]
print("ordered" if sequences == sorted(sequences) else "unordered", len(sequences))
