/**
 * The wire shapes of DynamoDB's S3 export and import operations as the Explorer reads them (epoch
 * seconds for times, as on the wire). Only the members the app uses.
 */

export type TransferStatus = 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELLING' | 'CANCELLED';

export interface ExportDescription {
  ExportArn: string;
  ExportStatus: TransferStatus;
  StartTime?: number;
  EndTime?: number;
  /** The S3 key of manifest-summary.json, once the export has written it. */
  ExportManifest?: string;
  TableArn?: string;
  ExportTime?: number;
  S3Bucket: string;
  S3Prefix?: string;
  ExportFormat?: 'DYNAMODB_JSON' | 'ION';
  ExportType?: 'FULL_EXPORT' | 'INCREMENTAL_EXPORT';
  IncrementalExportSpecification?: {
    ExportFromTime?: number;
    ExportToTime?: number;
    ExportViewType?: string;
  };
  /** As requested: its expressions, names and values. */
  FilterSpecification?: Record<string, unknown>;
  ItemCount?: number;
  BilledSizeBytes?: number;
  FailureCode?: string;
  FailureMessage?: string;
}

export interface ExportSummary {
  ExportArn: string;
  ExportStatus: TransferStatus;
  ExportType?: string;
}

export interface ImportTableDescription {
  ImportArn: string;
  ImportStatus: TransferStatus;
  TableArn?: string;
  S3BucketSource?: { S3Bucket: string; S3KeyPrefix?: string };
  InputFormat?: string;
  StartTime?: number;
  EndTime?: number;
  ProcessedItemCount?: number;
  ImportedItemCount?: number;
  ErrorCount?: number;
  ProcessedSizeBytes?: number;
  TableCreationParameters?: { TableName: string };
  FailureCode?: string;
  FailureMessage?: string;
  CloudWatchLogGroupArn?: string;
}
