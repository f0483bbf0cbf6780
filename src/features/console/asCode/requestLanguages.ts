/**
 * What the Request views need before any code is generated: the languages, and which Console mode
 * runs each. Kept apart from the generators (requestAsCode.ts), which read the operations' input
 * shapes from the AWS SDK's schemas and the CLI's command tables, and so load only when asked for.
 */
import { isStreamsOperation } from '../../../client/streamCalls.ts';
import { parseJsonObject } from '../../../ui/jsonObject.ts';
import type { ConsoleMode, RequestLanguage } from '../../../state/consoleSlice.ts';

export const REQUEST_LANGUAGES: readonly { value: RequestLanguage; label: string }[] = [
  { value: 'json', label: 'JSON' },
  { value: 'cli', label: 'AWS CLI' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'document', label: 'DocumentClient' },
  { value: 'python', label: 'Python' },
  { value: 'table', label: 'Python Table' },
];

export type RequestCode = { ok: true; text: string } | { ok: false; reason: string };

/** The Console mode that runs the code: none for Python, nor for a Streams call in JavaScript (no client for it there). */
export function consoleModeFor(language: RequestLanguage, operation: string): ConsoleMode | undefined {
  if (language === 'python' || language === 'table') return undefined;
  if (language === 'javascript' && isStreamsOperation(operation)) return undefined;
  return language === 'document' ? 'javascript' : language;
}

/** The request body as JSON text, pretty-printed when it parses. */
export function requestJsonText(requestText: string): string {
  const request = parseJsonObject(requestText);
  return request ? JSON.stringify(request, null, 2) : requestText;
}
