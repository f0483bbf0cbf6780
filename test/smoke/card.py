"""The modeling card's example, run with boto3 against `npm run serve`.

Usage: python3 card.py <endpoint-url>

The server is started with a table status delay (e.g. 2000 ms), so a put_item straight after
create_table meets a table that is still CREATING and fails with ResourceNotFoundException, as on
DynamoDB; the waiter then sees it become ACTIVE. Prints one line per step:

    ResourceNotFoundException
    ok
    ConditionalCheckFailedException
    ['ORDER#2026-10-02#A17', 'PROFILE']
"""
import sys

import boto3
from boto3.dynamodb.conditions import Key
from botocore.exceptions import ClientError

endpoint_url = sys.argv[1]
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="eu-west-1"
)
dynamodb = session.resource("dynamodb", endpoint_url=endpoint_url)

t = dynamodb.create_table(
    TableName="app", BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK", "KeyType": "RANGE"}],
    AttributeDefinitions=[{"AttributeName": a, "AttributeType": "S"} for a in ("PK", "SK")])

try:
    t.put_item(Item={"PK": "CUSTOMER#42", "SK": "PROFILE", "name": "Ada", "ver": 1})
    print("put_item succeeded while the table was CREATING")
except ClientError as e:
    print(e.response["Error"]["Code"])

t.wait_until_exists(WaiterConfig={"Delay": 1, "MaxAttempts": 30})
t.put_item(Item={"PK": "CUSTOMER#42", "SK": "PROFILE", "name": "Ada", "ver": 1})
t.put_item(Item={"PK": "CUSTOMER#42", "SK": "ORDER#2026-10-02#A17", "total": 35})


def rename(new_name, expected_ver):   # optimistic locking
    try:
        t.update_item(Key={"PK": "CUSTOMER#42", "SK": "PROFILE"},
            UpdateExpression="SET #n = :n, ver = ver + :one",
            ConditionExpression="ver = :v", ExpressionAttributeNames={"#n": "name"},
            ExpressionAttributeValues={":n": new_name, ":v": expected_ver, ":one": 1})
        return "ok"
    except ClientError as e:
        return e.response["Error"]["Code"]


print(rename("Ada L.", 1))   # ok
print(rename("Ada K.", 1))   # ConditionalCheckFailedException (stale version)
items = t.query(KeyConditionExpression=Key("PK").eq("CUSTOMER#42"))["Items"]
print([i["SK"] for i in items])   # ['ORDER#2026-10-02#A17', 'PROFILE']
