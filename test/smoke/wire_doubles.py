"""DynamoDB's `double` members as boto3 sees them from `npm run serve`.

Usage: python3 wire_doubles.py <endpoint-url>

botocore keeps JSON's own number types, so a capacity DynamoDB writes as 1.0 is a float in Python
and prints as 1.0 in the AWS CLI. Prints, one per line, the repr of: a put_item's CapacityUnits
(TOTAL), a query's per-index capacity (INDEXES), and an item collection's SizeEstimateRangeGB.
"""
import sys

import boto3

session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="eu-west-1"
)
client = session.client("dynamodb", endpoint_url=sys.argv[1])
client.create_table(
    TableName="doubles", BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "sk", "KeyType": "RANGE"}],
    AttributeDefinitions=[{"AttributeName": a, "AttributeType": "S"} for a in ("pk", "sk", "alt")],
    LocalSecondaryIndexes=[{
        "IndexName": "byAlt",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}, {"AttributeName": "alt", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"},
    }])
client.get_waiter("table_exists").wait(TableName="doubles", WaiterConfig={"Delay": 1})

put = client.put_item(
    TableName="doubles", Item={"pk": {"S": "a"}, "sk": {"S": "1"}, "alt": {"S": "x"}},
    ReturnConsumedCapacity="TOTAL", ReturnItemCollectionMetrics="SIZE")
print(repr(put["ConsumedCapacity"]["CapacityUnits"]))
query = client.query(
    TableName="doubles", IndexName="byAlt", KeyConditionExpression="pk = :p",
    ExpressionAttributeValues={":p": {"S": "a"}}, ReturnConsumedCapacity="INDEXES", ConsistentRead=True)
print(repr(query["ConsumedCapacity"]["LocalSecondaryIndexes"]["byAlt"]["CapacityUnits"]))
print(repr(put["ItemCollectionMetrics"]["SizeEstimateRangeGB"]))
