/**
 * Request validation of EnableKinesisStreamingDestination, DisableKinesisStreamingDestination,
 * DescribeKinesisStreamingDestination and UpdateKinesisStreamingDestination: the members and
 * constraints of DynamoDB's service model (a table name or ARN; a StreamArn of 37 to 1024
 * characters, the only check DynamoDB makes of it while answering, ack-api-quirks dynamodb
 * DDB-TABLE-318; the precision enum). The configurations' own rules, which DynamoDB words apart, are
 * in operations/kinesisStreamingDestinations.ts.
 */
import { tableName } from './commonShapes.ts';
import { compileRequest } from './shape/compileRequest.ts';
import { string, structure } from './shape/shapes.ts';
import { CREATION_TIME_PRECISIONS, type CreationTimePrecision } from '../kinesis/kinesisDestination.ts';

export interface StreamingConfiguration {
  ApproximateCreationDateTimePrecision?: CreationTimePrecision;
}

/** Enable's and Disable's request (the model's KinesisStreamingDestinationInput). */
export interface KinesisStreamingDestinationRequest {
  TableName: string;
  StreamArn: string;
  EnableKinesisStreamingConfiguration?: StreamingConfiguration;
}

export interface UpdateKinesisStreamingDestinationRequest {
  TableName: string;
  StreamArn: string;
  UpdateKinesisStreamingConfiguration?: StreamingConfiguration;
}

const streamArn = string({ required: true, min: 37, max: 1024 });
const configuration = (name: string) =>
  structure(name, { ApproximateCreationDateTimePrecision: string({ enum: CREATION_TIME_PRECISIONS }) });

export const validateKinesisStreamingDestination = compileRequest<KinesisStreamingDestinationRequest>(
  structure('KinesisStreamingDestinationInput', {
    TableName: tableName,
    StreamArn: streamArn,
    EnableKinesisStreamingConfiguration: configuration('EnableKinesisStreamingConfiguration'),
  }),
);

export const validateDescribeKinesisStreamingDestination = compileRequest<{ TableName: string }>(
  structure('DescribeKinesisStreamingDestinationInput', { TableName: tableName }),
);

export const validateUpdateKinesisStreamingDestination =
  compileRequest<UpdateKinesisStreamingDestinationRequest>(
    structure('UpdateKinesisStreamingDestinationInput', {
      TableName: tableName,
      StreamArn: streamArn,
      UpdateKinesisStreamingConfiguration: configuration('UpdateKinesisStreamingConfiguration'),
    }),
  );
