/**
 * One request shown six ways: the wire JSON the engine received, and the AWS CLI command, AWS SDK
 * for JavaScript v3 code (with the DynamoDBClient, or the document client) and boto3 code (with the
 * client, or a Table) that send that same request — so what a learner tried in
 * the sandbox carries over to their own scripts and programs; and several requests (a lesson's
 * solution) as one script.
 */
import type { RequestLanguage } from '../../../state/consoleSlice.ts';
import { requestAsCli } from './asCli.ts';
import { requestAsDocumentClient } from './asDocumentClient.ts';
import { requestAsJavaScript } from './asJavaScript.ts';
import { requestAsPython } from './asPython.ts';
import { requestAsPythonTable } from './asPythonTable.ts';
import { inRegion } from './regionalCode.ts';
import { parseJsonObject } from '../../../ui/jsonObject.ts';
import { requestJsonText, type RequestCode } from './requestLanguages.ts';
import { cliScript } from './scriptCli.ts';
import { javaScriptScript } from './scriptJavaScript.ts';
import { pythonScript } from './scriptPython.ts';
import type { ScriptCode, ScriptStep } from './scriptSteps.ts';

export function requestAsCode(
  language: RequestLanguage,
  operation: string,
  requestText: string,
  /** The Region it was signed for, when not the home Region: the code then names it. */
  region?: string,
): RequestCode {
  const code = codeInHomeRegion(language, operation, requestText);
  return region === undefined || !code.ok ? code : { ok: true, text: inRegion(language, code.text, region) };
}

function codeInHomeRegion(language: RequestLanguage, operation: string, requestText: string): RequestCode {
  if (language === 'json') return { ok: true, text: requestJsonText(requestText) };
  const request = parseJsonObject(requestText);
  if (!request)
    return { ok: false, reason: 'This request is not a JSON object, so there is no code that sends it.' };
  if (language === 'javascript') return { ok: true, text: requestAsJavaScript(operation, request) };
  if (language === 'python') return { ok: true, text: requestAsPython(operation, request) };
  if (language === 'document' || language === 'table') {
    const result = (language === 'document' ? requestAsDocumentClient : requestAsPythonTable)(
      operation,
      request,
    );
    return 'code' in result ? { ok: true, text: result.code } : { ok: false, reason: result.reason };
  }
  const command = requestAsCli(operation, request);
  return command === undefined
    ? { ok: false, reason: `The AWS CLI has no command for ${operation}.` }
    : { ok: true, text: command };
}

/**
 * Several requests, in order, as one script in `language` (JSON has no scripts: each request stands
 * alone). Requests sent to another Region than the home one: an AWS CLI script gives each command
 * its `--region`; a JavaScript or Python script makes its clients for that Region when every request
 * went there, and a client of its own for each Region when they went to several.
 */
export function requestsAsScript(
  language: Exclude<RequestLanguage, 'json'>,
  steps: readonly ScriptStep[],
): ScriptCode {
  if (language === 'cli') return cliScript(steps);
  const regions = new Set(steps.map((step) => step.region));
  // One Region for every request: the script's clients are made for it, under their usual names.
  const [only] = regions;
  const scripted = regions.size === 1 ? steps.map((step) => ({ ...step, region: undefined })) : steps;
  const script =
    language === 'javascript' || language === 'document'
      ? javaScriptScript(scripted, language === 'document')
      : pythonScript(scripted, language === 'table');
  if (regions.size !== 1 || only === undefined || !script.ok) return script;
  const regional = (text: string) => inRegion(language, text, only);
  return {
    ok: true,
    text: regional(script.text),
    consoleText: script.consoleText && regional(script.consoleText),
  };
}
