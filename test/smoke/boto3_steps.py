"""What the boto3 smoke scripts share: a JSON line per step, waiting for the sandbox's clock to move a
change along, and importing a CSV into a new table."""
import json
import time


def until(attempt, seconds=10):
    """Calls attempt() every 100 ms until it returns something other than None, for at most `seconds`."""
    deadline = time.time() + seconds
    while time.time() < deadline:
        result = attempt()
        if result is not None:
            return result
        time.sleep(0.1)
    raise TimeoutError("gave up waiting")


def emit(**fields):
    """One step's outcome, as one JSON line the test reads."""
    print(json.dumps(fields), flush=True)


def import_csv(client, bucket, prefix, table):
    """ImportTable of the CSV files under s3://bucket/prefix into a new on-demand table keyed by `pk`;
    returns the import's description once it is no longer IN_PROGRESS."""
    imported = client.import_table(
        S3BucketSource={"S3Bucket": bucket, "S3KeyPrefix": prefix},
        InputFormat="CSV",
        TableCreationParameters={
            "TableName": table,
            "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
        },
    )["ImportTableDescription"]
    return until(
        lambda: (lambda d: d if d["ImportStatus"] != "IN_PROGRESS" else None)(
            client.describe_import(ImportArn=imported["ImportArn"])["ImportTableDescription"]
        )
    )
