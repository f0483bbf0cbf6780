"""AWS's published boto3 DynamoDB examples, in their spirit, run against `npm run serve`.

Usage: python3 boto3_docs_examples.py <endpoint-url>

In order: the Developer Guide's Python "Movies" scenario and its update-and-query follow-up
(resource layer: Decimal numbers, UpdateExpression, ConditionExpression, ReturnValues, Key/Attr
conditions, LastEvaluatedKey paging, batch_writer), the mistakes those examples steer around
(reserved words, key types, ...), the boto3 resource guide's "users" table (Attr conditions,
batch_writer with overwrite_by_pkeys), transactions with the low-level client, PartiQL with
Parameters through the resource's client (which converts Python values, as AWS's PartiQL example
relies on), and the table_exists / table_not_exists waiters. The server runs with a table status
delay, so a new table is CREATING and a deleted one DELETING for a moment.
Prints one line per check, `label: value`; dicts print with sorted keys (pprint), so the lines do
not depend on the order attributes happen to come in.
"""
import sys
from decimal import Decimal
from pprint import pformat

import boto3
from boto3.dynamodb.conditions import Attr, Key
from botocore.exceptions import ClientError

endpoint_url = sys.argv[1]
session = boto3.session.Session(
    aws_access_key_id="AKIDSANDBOX", aws_secret_access_key="sandbox-secret", region_name="us-east-1")
dynamodb = session.resource("dynamodb", endpoint_url=endpoint_url)
client = session.client("dynamodb", endpoint_url=endpoint_url)
FAST = {"Delay": 1, "MaxAttempts": 30}   # the waiters poll every 20 s by default


def check(label, value):
    print(f"{label}: {value if isinstance(value, str) else pformat(value, width=1000)}")


def failure(call, message=False):
    """The error code (and message) a call fails with."""
    try:
        call()
        return "no error"
    except ClientError as err:
        error = err.response["Error"]
        return f"{error['Code']}: {error['Message']}" if message else error["Code"]


def key_table(name, hash_key, range_key, **billing):
    return dynamodb.create_table(
        TableName=name, KeySchema=[{"AttributeName": hash_key[0], "KeyType": "HASH"},
                                   {"AttributeName": range_key[0], "KeyType": "RANGE"}],
        AttributeDefinitions=[{"AttributeName": n, "AttributeType": t} for n, t in (hash_key, range_key)], **billing)


# --- Movies: the getting-started scenario -------------------------------------------------------
check("exists before create", failure(dynamodb.Table("Movies").load))
movies = key_table("Movies", ("year", "N"), ("title", "S"),
                   ProvisionedThroughput={"ReadCapacityUnits": 10, "WriteCapacityUnits": 10})
check("status after create", movies.table_status)
movies.wait_until_exists(WaiterConfig=FAST)
movies.reload()
check("status after wait", movies.table_status)
check("throughput", {k: v for k, v in movies.provisioned_throughput.items() if k.endswith("Units")})
check("item count, created at", (movies.item_count, type(movies.creation_date_time).__name__))
check("tables", [t.name for t in dynamodb.tables.all()])

FELLOWSHIP = {"year": 2001, "title": "The Lord of the Rings: The Fellowship of the Ring"}
movies.put_item(Item={**FELLOWSHIP, "info": {
    "plot": "A hobbit sets out.", "rating": Decimal("7.5"), "genres": ["Adventure", "Fantasy"],
    "actors": ["Elijah Wood", "Ian McKellen", "Orlando Bloom"]}})
got = movies.get_item(Key=FELLOWSHIP)["Item"]
check("get", (got["year"], got["info"]["rating"]))
check("get missing", sorted(movies.get_item(Key={"year": 2001, "title": "Nope"})))
updated = movies.update_item(
    Key=FELLOWSHIP, UpdateExpression="set info.rating=:r, info.plot=:p",
    ExpressionAttributeValues={":r": Decimal("8.5"), ":p": "Nine walkers."}, ReturnValues="UPDATED_NEW")
check("update UPDATED_NEW", updated["Attributes"])   # only the paths it set, not info.genres
updated = movies.update_item(
    Key=FELLOWSHIP, UpdateExpression="set info.rating = info.rating + :val",
    ExpressionAttributeValues={":val": Decimal("3.3")}, ReturnValues="UPDATED_NEW")
check("arithmetic UPDATED_NEW", updated["Attributes"])


def remove_first_actor(threshold):
    return movies.update_item(
        Key=FELLOWSHIP, UpdateExpression="remove info.actors[0]",
        ConditionExpression="size(info.actors) > :num", ExpressionAttributeValues={":num": threshold},
        ReturnValues="ALL_NEW")["Attributes"]["info"]["actors"]


check("remove actor if > 5", failure(lambda: remove_first_actor(5)))
check("remove actor if > 2", remove_first_actor(2))
check("update UPDATED_OLD", movies.update_item(
    Key=FELLOWSHIP, UpdateExpression="SET info.plot = :p", ExpressionAttributeValues={":p": "Eight walkers."},
    ReturnValues="UPDATED_OLD")["Attributes"])
movies.update_item(Key=FELLOWSHIP, UpdateExpression="SET info.actors[10] = :a REMOVE info.actors[20]",
                   ExpressionAttributeValues={":a": "Sean Bean"})
check("list index past the end", movies.get_item(Key=FELLOWSHIP)["Item"]["info"]["actors"])
NEW = {"year": 1990, "title": "Not Yet Released"}
check("upsert ALL_NEW", movies.update_item(Key=NEW, UpdateExpression="SET votes = :v",
                                           ExpressionAttributeValues={":v": 1}, ReturnValues="ALL_NEW")["Attributes"])
try:
    movies.put_item(Item=NEW, ConditionExpression=Attr("year").not_exists())
except movies.meta.client.exceptions.ConditionalCheckFailedException as err:
    check("put if absent", f"{type(err).__name__}: {err.response['Error']['Message']}")

# --- The mistakes the examples steer around, with DynamoDB's messages ---------------------------
for label, call in [
    ("reserved word", lambda: movies.get_item(Key=FELLOWSHIP, ProjectionExpression="year")),
    ("key type", lambda: movies.get_item(Key={"year": "2001", "title": "x"})),
    ("empty key", lambda: movies.put_item(Item={"year": 2001, "title": ""})),
    ("key update", lambda: movies.update_item(
        Key=FELLOWSHIP, UpdateExpression="SET title = :t", ExpressionAttributeValues={":t": "x"})),
    ("set under missing map", lambda: movies.update_item(
        Key=NEW, UpdateExpression="SET info.rating = :r", ExpressionAttributeValues={":r": 5})),
    ("overlapping paths", lambda: movies.update_item(
        Key=NEW, UpdateExpression="SET info.rating = :r REMOVE info", ExpressionAttributeValues={":r": 5})),
    ("unused value", lambda: movies.update_item(
        Key=NEW, UpdateExpression="SET votes = :v", ExpressionAttributeValues={":v": 2, ":q": 3})),
    ("query without partition key", lambda: movies.query(KeyConditionExpression=Key("title").eq("x"))),
    ("between upside down", lambda: movies.query(
        KeyConditionExpression=Key("year").eq(2000) & Key("title").between("V", "P"))),
    ("filter on a key", lambda: movies.query(
        KeyConditionExpression=Key("year").eq(2000), FilterExpression=Attr("title").eq("x"))),
    ("missing table get", lambda: dynamodb.Table("Nope").get_item(Key={"id": "1"})),
    ("missing table describe", lambda: client.describe_table(TableName="Nope")),
]:
    check(label, failure(call, message=True))
movies.delete_item(Key=NEW)

# --- Loading, conditional deletes, queries and scans --------------------------------------------
WORDS = ["Alpha", "Bravo", "Echo", "Papa", "Quebec", "Tango", "Victor"]
with movies.batch_writer() as writer:   # 70 movies: three BatchWriteItem calls of up to 25
    for year in range(1994, 2004):
        for i, word in enumerate(WORDS):
            writer.put_item(Item={"year": year, "title": f"{word} {year}", "info": {
                "rating": Decimal(f"{(year + i) % 9 + 1}.5"), "genres": ["Drama"] if i % 2 else ["Comedy", "Drama"],
                "actors": [f"{word} Lead", f"{word} Second"]}})
check("loaded", client.scan(TableName="Movies", Select="COUNT")["Count"])
ECHO = {"year": 2003, "title": "Echo 2003"}   # rated (2003 + 2) % 9 + 1 = 8.5


def delete_underrated(rating):
    movies.delete_item(Key=ECHO, ConditionExpression="info.rating <= :val",
                       ExpressionAttributeValues={":val": Decimal(rating)})


check("delete if rating <= 2", failure(lambda: delete_underrated("2")))
check("delete if rating <= 9", failure(lambda: delete_underrated("9")))
check("deleted", "Item" in movies.get_item(Key=ECHO))
check("delete ALL_OLD", movies.delete_item(
    Key={"year": 2003, "title": "Bravo 2003"}, ReturnValues="ALL_OLD")["Attributes"]["title"])
check("delete absent ALL_OLD", sorted(movies.delete_item(Key=ECHO, ReturnValues="ALL_OLD")))

in_2000 = movies.query(KeyConditionExpression=Key("year").eq(2000), ReturnConsumedCapacity="TOTAL")
check("query 2000", [m["title"] for m in in_2000["Items"]])
check("query 2000 counts", (in_2000["Count"], in_2000["ScannedCount"], "LastEvaluatedKey" in in_2000))
check("query capacity", in_2000["ConsumedCapacity"])   # 7 small items: one 4 KB unit, eventually consistent
check("query between P and V", movies.query(
    ProjectionExpression="#yr, title, info.genres, info.actors[0]", ExpressionAttributeNames={"#yr": "year"},
    KeyConditionExpression=Key("year").eq(2000) & Key("title").between("P", "V"))["Items"])
backwards = movies.query(KeyConditionExpression=Key("year").eq(2000), ScanIndexForward=False, Limit=2)
check("query backwards", ([m["title"] for m in backwards["Items"]], backwards["LastEvaluatedKey"]))
check("query resumed", [m["title"] for m in movies.query(
    KeyConditionExpression=Key("year").eq(2000), ScanIndexForward=False, Limit=2,
    ExclusiveStartKey=backwards["LastEvaluatedKey"])["Items"]])
check("query begins_with", [m["title"] for m in movies.query(
    KeyConditionExpression=Key("year").eq(1999) & Key("title").begins_with("T"))["Items"]])
check("query filter count", movies.query(KeyConditionExpression=Key("year").eq(1999),
                                         FilterExpression=Attr("info.rating").gte(5), Select="COUNT")["Count"])

scan = {"FilterExpression": Key("year").between(1995, 1999), "ProjectionExpression": "#yr, title, info.rating",
        "ExpressionAttributeNames": {"#yr": "year"}, "Limit": 20}
pages, scanned, found = 0, 0, []
while True:   # the example's paging loop: follow LastEvaluatedKey until it is gone
    page = movies.scan(**scan)
    pages, scanned, found = pages + 1, scanned + page["ScannedCount"], found + page["Items"]
    if "LastEvaluatedKey" not in page:
        break
    scan["ExclusiveStartKey"] = page["LastEvaluatedKey"]
check("scan pages, scanned, found", (pages, scanned, len(found)))   # 69 items, 20 a page
check("scan projection", min(found, key=lambda m: (m["year"], m["title"])))
check("scan years", sorted({m["year"] for m in found}))
check("parallel scan", sum(movies.scan(Segment=n, TotalSegments=3, Select="COUNT")["Count"] for n in range(3)))
fetched = dynamodb.batch_get_item(RequestItems={"Movies": {"Keys": [
    {"year": 2000, "title": "Papa 2000"}, {"year": 1994, "title": "Zulu 1994"}, FELLOWSHIP], "ProjectionExpression": "title"}})
check("batch get", (sorted(m["title"] for m in fetched["Responses"]["Movies"]), fetched["UnprocessedKeys"]))

# --- The boto3 resource guide: a users table ----------------------------------------------------
users = key_table("users", ("username", "S"), ("last_name", "S"), BillingMode="PAY_PER_REQUEST")
users.wait_until_exists(WaiterConfig=FAST)
JOHN = {"username": "johndoe", "last_name": "Doe"}
users.put_item(Item={**JOHN, "first_name": "John", "age": 25, "account_type": "standard_user",
                     "hobbies": ["chess", "golf"], "address": {"city": "Los Angeles", "state": "CA", "zip": 90001}})
check("users get", users.get_item(Key=JOHN)["Item"]["address"])
users.update_item(Key=JOHN, UpdateExpression="SET age = :val1", ExpressionAttributeValues={":val1": 26})
check("users update", users.get_item(Key=JOHN, ProjectionExpression="age")["Item"])
with users.batch_writer() as batch:
    for name, last, first, age, kind, extra in [
        ("janedoe", "Doe", "Jane", 30, "super_user", {"nickname": "JD", "address": {"state": "NY"}}),
        ("bobsmith", "Smith", "Bob", 32, "standard_user", {"address": {"state": "CA"}, "hobbies": ["golf"]}),
        ("alicedoe", "Doe", "Alice", 27, "super_user", {"nickname": 7, "address": {"state": "TX"}}),
        ("jenny", "Jones", "Jenny", 22, "super_user", {}),
    ]:
        batch.put_item(Item={"username": name, "last_name": last, "first_name": first, "age": age,
                             "account_type": kind, **extra})

VALUES = {"username": "values", "last_name": "V"}
users.put_item(Item={**VALUES, "numbers": [Decimal("1.50"), Decimal("0.000"), Decimal("1E+3"), Decimal("-0.0100")],
                     "huge": Decimal("1E+100"), "photo": b"\x00\xff", "tags": {"a", "b"}, "scores": {Decimal(3), Decimal("2.50")}})
stored = users.get_item(Key=VALUES, ProjectionExpression="numbers, photo, tags, scores")["Item"]
check("numbers", stored["numbers"])   # DynamoDB keeps the number, not its spelling
huge = client.get_item(TableName="users", Key={"username": {"S": "values"}, "last_name": {"S": "V"}})["Item"]["huge"]["N"]
check("1E+100 on the wire", (huge[0], len(huge)))   # written out in full (boto/boto3#2500)
check("binary and sets", (stored["photo"], sorted(stored["tags"]), sorted(stored["scores"])))
changed = users.update_item(Key=VALUES, UpdateExpression="ADD tags :add DELETE scores :gone",
                            ExpressionAttributeValues={":add": {"c"}, ":gone": {Decimal(3), Decimal("2.5")}},
                            ReturnValues="UPDATED_NEW")["Attributes"]
check("ADD and DELETE sets", (sorted(changed["tags"]), "scores" in users.get_item(Key=VALUES, ProjectionExpression="scores")["Item"]))
changed = users.update_item(
    Key=VALUES, UpdateExpression="SET numbers = list_append(numbers, :more), visits = if_not_exists(visits, :zero) + :one",
    ExpressionAttributeValues={":more": [7], ":zero": 0, ":one": 1}, ReturnValues="UPDATED_NEW")["Attributes"]
check("list_append and if_not_exists", (changed["numbers"][-1], changed["visits"]))
check("empty set", failure(lambda: users.put_item(Item={**VALUES, "tags": set()}), message=True))
users.delete_item(Key=VALUES)


def who(condition):
    return sorted(u["username"] for u in users.scan(FilterExpression=condition)["Items"])


check("age < 27", who(Attr("age").lt(27)))
check("J and super_user", who(Attr("first_name").begins_with("J") & Attr("account_type").eq("super_user")))
check("address.state = CA", who(Attr("address.state").eq("CA")))
check("hobbies contains golf", who(Attr("hobbies").contains("golf")))
check("first_name contains li", who(Attr("first_name").contains("li")))
check("size(hobbies) > 1", who(Attr("hobbies").size().gt(1)))
check("nickname is S", who(Attr("nickname").attribute_type("S")))
check("age in 25, 26, 30", who(Attr("age").is_in([25, 26, 30])))
check("address exists", who(Attr("address").exists()))
check("address not exists", who(Attr("address").not_exists()))
check("account_type <> super_user", who(Attr("account_type").ne("super_user")))
check("not (age >= 27) or Jones", who(~Attr("age").gte(27) | Attr("last_name").eq("Jones")))
check("query username and begins_with", [u["first_name"] for u in users.query(
    KeyConditionExpression=Key("username").eq("janedoe") & Key("last_name").begins_with("D"))["Items"]])


def write_twice(**options):
    with users.batch_writer(**options) as batch:
        for n in (1, 2):
            batch.put_item(Item={"username": "dup", "last_name": "Dup", "n": n})


check("batch duplicates", failure(write_twice, message=True))
write_twice(overwrite_by_pkeys=["username", "last_name"])
check("overwrite_by_pkeys", users.get_item(Key={"username": "dup", "last_name": "Dup"})["Item"]["n"])

# --- Transactions with the low-level client -----------------------------------------------------
def user_key(name, last):
    return {"username": {"S": name}, "last_name": {"S": last}}


JOHN_KEY, BOB_KEY, NEWBIE_KEY = user_key("johndoe", "Doe"), user_key("bobsmith", "Smith"), user_key("newbie", "Lee")
NEWBIE = {"Put": {"TableName": "users", "Item": {**NEWBIE_KEY, "age": {"N": "20"}},
                  "ConditionExpression": "attribute_not_exists(username)"}}
BIRTHDAY = {"Update": {"TableName": "users", "Key": JOHN_KEY, "UpdateExpression": "SET age = age + :one",
                       "ExpressionAttributeValues": {":one": {"N": "1"}}}}
client.transact_write_items(TransactItems=[
    NEWBIE, BIRTHDAY, {"Delete": {"TableName": "users", "Key": BOB_KEY}},
    {"ConditionCheck": {"TableName": "users", "Key": user_key("janedoe", "Doe"),
                        "ConditionExpression": "account_type = :s", "ExpressionAttributeValues": {":s": {"S": "super_user"}}}}])
check("transact get", client.transact_get_items(TransactItems=[
    {"Get": {"TableName": "users", "Key": key, "ProjectionExpression": "age"}}
    for key in (NEWBIE_KEY, JOHN_KEY, BOB_KEY)])["Responses"])
try:
    client.transact_write_items(TransactItems=[
        {"Put": {**NEWBIE["Put"], "ReturnValuesOnConditionCheckFailure": "ALL_OLD"}}, BIRTHDAY])
    check("transaction cancelled", "no error")
except client.exceptions.TransactionCanceledException as err:
    check("transaction cancelled", err.response["Error"]["Message"])
    check("cancel reasons", err.response["CancellationReasons"])
# Idempotent: the repeat writes nothing, and reports reading the item rather than writing it.
for attempt in ("first", "repeat"):
    reply = client.transact_write_items(TransactItems=[BIRTHDAY], ClientRequestToken="birthday-1",
                                        ReturnConsumedCapacity="TOTAL")
    age = client.get_item(TableName="users", Key=JOHN_KEY)["Item"]["age"]["N"]
    check(f"idempotent {attempt}", (age, reply["ConsumedCapacity"]))
check("token reused", failure(lambda: client.transact_write_items(
    TransactItems=[BIRTHDAY, NEWBIE], ClientRequestToken="birthday-1", ReturnConsumedCapacity="TOTAL")))
check("one item twice", failure(lambda: client.transact_write_items(
    TransactItems=[BIRTHDAY, {"Delete": {"TableName": "users", "Key": JOHN_KEY}}]), message=True))
try:
    users.put_item(Item={**JOHN, "age": 1}, ConditionExpression=Attr("age").lt(5),
                   ReturnValuesOnConditionCheckFailure="ALL_OLD")
except ClientError as err:
    check("put failure ALL_OLD", (err.response["Error"]["Code"], err.response["Item"]["age"]))

# --- PartiQL through the resource's client (Python values as Parameters) -------------------------
run = dynamodb.meta.client.execute_statement
MOVIE = ["24 Hour PartiQL People", 2022]
SELECT = 'SELECT * FROM "Movies" WHERE title=? AND year=?'
INSERT = "INSERT INTO \"Movies\" VALUE {'title': ?, 'year': ?}"
run(Statement="INSERT INTO \"Movies\" VALUE {'title': ?, 'year': ?, 'info': ?}",
    Parameters=[*MOVIE, {"plot": "Developers discover a query language.", "rating": Decimal("9.9")}])
check("partiql select", run(Statement=SELECT, Parameters=MOVIE)["Items"])
run(Statement='UPDATE "Movies" SET info.rating=? WHERE title=? AND year=?', Parameters=[Decimal("2.4"), *MOVIE])
check("partiql updated", [i["info"]["rating"] for i in run(Statement=SELECT, Parameters=MOVIE)["Items"]])
check("partiql insert again", failure(lambda: run(Statement=INSERT, Parameters=MOVIE)))
run(Statement='DELETE FROM "Movies" WHERE title=? AND year=?', Parameters=MOVIE)
check("partiql deleted", run(Statement=SELECT, Parameters=MOVIE)["Items"])
batch_run = dynamodb.meta.client.batch_execute_statement
inserted = batch_run(Statements=[{"Statement": INSERT, "Parameters": ["Batch Movie", 2022]},
                                 {"Statement": INSERT, "Parameters": ["Alpha 2000", 2000]}])["Responses"]
check("partiql batch insert", [r.get("Error", {}).get("Code") for r in inserted])
selected = batch_run(Statements=[{"Statement": 'SELECT title FROM "Movies" WHERE year=? AND title=?',
                                  "Parameters": [year, title]} for title, year in [("Batch Movie", 2022), ("Nope", 1)]])
check("partiql batch select", [r.get("Item") for r in selected["Responses"]])
check("partiql batch mixed", failure(lambda: batch_run(Statements=[
    {"Statement": INSERT, "Parameters": ["Mixed", 2022]}, {"Statement": 'SELECT * FROM "Movies" WHERE year=2022'}])))

# --- Deleting the tables, with the table_not_exists waiter --------------------------------------
check("delete table", movies.delete()["TableDescription"]["TableStatus"])
client.get_waiter("table_not_exists").wait(TableName="Movies", WaiterConfig=FAST)
check("describe deleted", failure(lambda: client.describe_table(TableName="Movies")))
users.delete()
users.wait_until_not_exists(WaiterConfig=FAST)
check("tables at the end", client.list_tables()["TableNames"])
