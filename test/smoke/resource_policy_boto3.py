"""Resource-based policies through boto3, a client this project did not write, against `npm run serve`.

Usage: python3 resource_policy_boto3.py <endpoint-url>

Prints one JSON line per step: GetResourcePolicy on a table without a policy (boto3's modelled
PolicyNotFoundException), a policy put and read back once applied, a public policy refused, and a
Deny on DeleteTable refusing the caller's own DeleteTable once applied.
"""
import json
import sys

import boto3
from boto3_steps import emit, until
from botocore.config import Config
from botocore.exceptions import ClientError

session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="us-east-1"
)
# No retries: a ThrottlingException (the 15-second lock after a change) must show, not be waited out.
client = session.client(
    "dynamodb", endpoint_url=sys.argv[1], config=Config(retries={"max_attempts": 1, "mode": "standard"})
)


def create(name):
    arn = client.create_table(
        TableName=name,
        BillingMode="PAY_PER_REQUEST",
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
    )["TableDescription"]["TableArn"]
    client.get_waiter("table_exists").wait(TableName=name, WaiterConfig={"Delay": 1})
    return arn


shared = create("shared")
try:
    client.get_resource_policy(ResourceArn=shared)
except client.exceptions.PolicyNotFoundException as error:
    emit(step="none", message=error.response["Error"]["Message"])

policy = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"AWS": "444455556666"}, "Action": ["dynamodb:Query"], "Resource": shared}
    ],
}
revision = client.put_resource_policy(ResourceArn=shared, Policy=json.dumps(policy, indent=2))["RevisionId"]


def read_back():
    try:
        return client.get_resource_policy(ResourceArn=shared)
    except client.exceptions.PolicyNotFoundException:
        return None


read = until(read_back)
emit(step="read", same_revision=read["RevisionId"] == revision, policy=json.loads(read["Policy"]))

public = dict(policy, Statement=[dict(policy["Statement"][0], Principal="*")])
try:
    client.put_resource_policy(ResourceArn=shared, Policy=json.dumps(public))
except ClientError as error:
    emit(step="public", code=error.response["Error"]["Code"], message=error.response["Error"]["Message"])

vault = create("vault")
deny = {"Statement": [{"Effect": "Deny", "Principal": "*", "Action": "dynamodb:DeleteTable", "Resource": vault}]}
client.put_resource_policy(ResourceArn=vault, Policy=json.dumps(deny))


def refused_delete():
    try:
        client.delete_table(TableName="vault")
    except ClientError as error:
        code = error.response["Error"]["Code"]
        # Until the policy applies, DeleteTable meets the change still pending.
        return None if code == "ResourceInUseException" else (code, error.response["Error"]["Message"])
    return ("deleted", "")


code, message = until(refused_delete)
emit(step="deny", code=code, message=message)
