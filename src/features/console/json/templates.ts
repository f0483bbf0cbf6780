/**
 * Starting request bodies for JSON mode, filled in from the picked table's key schema so a learner
 * edits values instead of typing structure (managementTemplates.ts has those beyond items and reads).
 * Operations without a template start from the table name.
 */
import type { AttributeValue, TableDescription } from '../../../client/wireTypes.ts';
import { exportImportTemplate } from './exportImportTemplates.ts';
import { managementTemplate, tableArnOf } from './managementTemplates.ts';
import { searchVectorOnOneLine, searchVectorsTemplate } from './searchTemplate.ts';

interface KeyAttribute {
  name: string;
  type: 'S' | 'N' | 'B';
}

function keyAttributes(table: TableDescription | undefined): KeyAttribute[] {
  if (!table) return [{ name: 'PK', type: 'S' }];
  return table.KeySchema.map((element) => ({
    name: element.AttributeName,
    type:
      table.AttributeDefinitions.find((d) => d.AttributeName === element.AttributeName)?.AttributeType ?? 'S',
  }));
}

function placeholder(type: KeyAttribute['type']): AttributeValue {
  if (type === 'N') return { N: '1' };
  if (type === 'B') return { B: 'AA==' };
  return { S: '' };
}

function keyOf(attributes: KeyAttribute[]): Record<string, AttributeValue> {
  return Object.fromEntries(attributes.map((a) => [a.name, placeholder(a.type)]));
}

const appTable = {
  TableName: 'app',
  BillingMode: 'PAY_PER_REQUEST',
  AttributeDefinitions: [
    { AttributeName: 'PK', AttributeType: 'S' },
    { AttributeName: 'SK', AttributeType: 'S' },
  ],
  KeySchema: [
    { AttributeName: 'PK', KeyType: 'HASH' },
    { AttributeName: 'SK', KeyType: 'RANGE' },
  ],
};

export function requestTemplate(operation: string, table: TableDescription | undefined): string {
  const TableName = table?.TableName ?? 'app';
  const keys = keyAttributes(table);
  const [partition] = keys;
  const body = ((): object => {
    switch (operation) {
      case 'CreateTable':
        return appTable;
      case 'ListTables':
      case 'DescribeLimits':
      case 'DescribeEndpoints':
        return {};
      case 'GetItem':
        return { TableName, Key: keyOf(keys), ReturnConsumedCapacity: 'TOTAL' };
      case 'PutItem':
        return { TableName, Item: keyOf(keys), ReturnConsumedCapacity: 'TOTAL' };
      case 'UpdateItem':
        return {
          TableName,
          Key: keyOf(keys),
          UpdateExpression: 'SET #n = :n',
          ExpressionAttributeNames: { '#n': 'name' },
          ExpressionAttributeValues: { ':n': { S: 'Ada' } },
          ReturnValues: 'ALL_NEW',
        };
      case 'DeleteItem':
        return { TableName, Key: keyOf(keys), ReturnValues: 'ALL_OLD' };
      case 'Query':
        return {
          TableName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': partition.name },
          ExpressionAttributeValues: { ':pk': placeholder(partition.type) },
          ReturnConsumedCapacity: 'TOTAL',
        };
      case 'Scan':
        return { TableName, Limit: 25, ReturnConsumedCapacity: 'TOTAL' };
      case 'SearchVectors':
        return searchVectorsTemplate(table, TableName);
      case 'ExecuteStatement':
        return { Statement: selectStatement(TableName, partition.name), ReturnConsumedCapacity: 'TOTAL' };
      case 'BatchExecuteStatement':
        return { Statements: [{ Statement: selectStatement(TableName, partition.name) }] };
      case 'ExecuteTransaction':
        return { TransactStatements: [{ Statement: selectStatement(TableName, partition.name) }] };
      default: {
        const picked = {
          name: TableName,
          arn: tableArnOf(table, TableName),
          partitionKey: partition.name,
          key: keyOf(keys),
        };
        return (
          exportImportTemplate(operation, table, TableName, picked.arn) ??
          managementTemplate(operation, picked) ?? { TableName }
        );
      }
    }
  })();
  return `${searchVectorOnOneLine(JSON.stringify(body, null, 2))}\n`;
}

/** A PartiQL SELECT on one partition key value (names double-quoted, as PartiQL quotes identifiers). */
export function selectStatement(tableName: string, partitionKey: string): string {
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  return `SELECT * FROM ${quoted(tableName)} WHERE ${quoted(partitionKey)} = 'CUSTOMER#42'`;
}
