# Exits 0 only with a boto3 that knows what the smoke tests send. botocore validates each request
# against its own copy of the API, so an older one refuses it before sending: Debian 12's
# python3-boto3 (1.26) has no resource-based policies (March 2024) nor ReturnValuesOnConditionCheckFailure
# on PutItem (June 2023). Read by scripts/ensure-test-deps.mjs and test/helpers/python.ts.
import boto3, botocore.session

model = botocore.session.get_session().get_service_model("dynamodb")
model.operation_model("GetResourcePolicy")
assert "ReturnValuesOnConditionCheckFailure" in model.operation_model("PutItem").input_shape.members
