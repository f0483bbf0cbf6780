"""A global table through boto3, a client this project did not write, against `npm run serve`.

Usage: python3 global_table_boto3.py <endpoint-url>

Prints one JSON line per step: a replica added in eu-west-1 from us-east-1 and waited for as AWS's
docs wait (the table ACTIVE again, the replica ACTIVE), the replica's own table seen by a client
signed for eu-west-1, an item written there read back in us-east-1, and the Region that added the
replica refused its own deletion for 24 hours.
"""
import json
import sys

import boto3
from boto3_steps import until
from botocore.config import Config
from botocore.exceptions import ClientError


def client_for(region):
    session = boto3.session.Session(
        aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name=region
    )
    return session.client(
        "dynamodb", endpoint_url=sys.argv[1], config=Config(retries={"max_attempts": 1, "mode": "standard"})
    )


us = client_for("us-east-1")
eu = client_for("eu-west-1")


def step(name, **fields):
    print(json.dumps({"step": name, **fields}))


us.create_table(
    TableName="profiles",
    BillingMode="PAY_PER_REQUEST",
    KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
)
us.get_waiter("table_exists").wait(TableName="profiles", WaiterConfig={"Delay": 1})
reply = us.update_table(TableName="profiles", ReplicaUpdates=[{"Create": {"RegionName": "eu-west-1"}}])
step("added", status=reply["TableDescription"]["TableStatus"], version=reply["TableDescription"]["GlobalTableVersion"])


def replica_active():
    table = us.describe_table(TableName="profiles")["Table"]
    replicas = table.get("Replicas", [])
    if table["TableStatus"] == "ACTIVE" and replicas and replicas[0]["ReplicaStatus"] == "ACTIVE":
        return replicas
    return None


replicas = until(replica_active, seconds=20)
step("active", replicas=[(replica["RegionName"], replica["ReplicaStatus"]) for replica in replicas])
described = eu.describe_table(TableName="profiles")["Table"]
step("europe", arn=described["TableArn"], stream=described["StreamSpecification"]["StreamViewType"])

eu.put_item(TableName="profiles", Item={"id": {"S": "ada"}, "city": {"S": "Dublin"}})
item = until(lambda: us.get_item(TableName="profiles", Key={"id": {"S": "ada"}}).get("Item"))
step("replicated", item=item)

try:
    us.delete_table(TableName="profiles")
except ClientError as error:
    step("source", code=error.response["Error"]["Code"], message=error.response["Error"]["Message"])
