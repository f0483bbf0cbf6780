/**
 * The AWS partition a Region belongs to. ARNs carry its name (`arn:aws-cn:dynamodb:cn-north-1:…`,
 * `arn:aws-us-gov:…`) and endpoint names its DNS suffix (`dynamodb.cn-north-1.amazonaws.com.cn`).
 * The Region patterns are those of the SDKs' partition table (botocore's partitions.json); a Region
 * that matches none is taken to be in the commercial partition, as the SDKs do.
 */
export interface Partition {
  readonly name: string;
  readonly dnsSuffix: string;
}

const COMMERCIAL: Partition = { name: 'aws', dnsSuffix: 'amazonaws.com' };

const OTHERS: readonly (Partition & { regions: RegExp })[] = [
  { name: 'aws-cn', dnsSuffix: 'amazonaws.com.cn', regions: /^cn-\w+-\d+$/ },
  { name: 'aws-us-gov', dnsSuffix: 'amazonaws.com', regions: /^us-gov-\w+-\d+$/ },
  { name: 'aws-iso', dnsSuffix: 'c2s.ic.gov', regions: /^us-iso-\w+-\d+$/ },
  { name: 'aws-iso-b', dnsSuffix: 'sc2s.sgov.gov', regions: /^us-isob-\w+-\d+$/ },
  { name: 'aws-iso-e', dnsSuffix: 'cloud.adc-e.uk', regions: /^eu-isoe-\w+-\d+$/ },
  { name: 'aws-iso-f', dnsSuffix: 'csp.hci.ic.gov', regions: /^us-isof-\w+-\d+$/ },
  { name: 'aws-eusc', dnsSuffix: 'amazonaws.eu', regions: /^eusc-de-\w+-\d+$/ },
];

export function partitionOf(region: string): Partition {
  const found = OTHERS.find((partition) => partition.regions.test(region));
  return found ? { name: found.name, dnsSuffix: found.dnsSuffix } : COMMERCIAL;
}

/** The name DynamoDB answers to in a Region, e.g. dynamodb.us-east-1.amazonaws.com. */
export const dynamoDbHost = (region: string) => `dynamodb.${region}.${partitionOf(region).dnsSuffix}`;
