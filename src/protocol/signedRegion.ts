/**
 * The Region a request was signed for: the credential scope's third part
 * (`Credential=AKID/20261203/eu-west-1/dynamodb/aws4_request`). DynamoDB's endpoints are Regional;
 * the sandbox serves every Region through one dispatch and tells them apart by this (the HTTP
 * endpoint, and the AWS SDK in the browser's workers). No Node built-ins: it runs in a browser too.
 */
export function credentialRegion(credential: string | null | undefined): string | undefined {
  if (!credential) return undefined;
  const first = credential.indexOf('/');
  const second = first === -1 ? -1 : credential.indexOf('/', first + 1);
  if (second === -1) return undefined;
  const third = credential.indexOf('/', second + 1);
  return third === -1 ? undefined : credential.slice(second + 1, third);
}

/** The Region named by an Authorization header's Credential, if it names one. */
export function authorizationRegion(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const at = authorization.indexOf('Credential=');
  if (at === -1) return undefined;
  const start = at + 'Credential='.length;
  let end = start;
  while (end < authorization.length && authorization[end] !== ',' && authorization[end] !== ' ') end++;
  return credentialRegion(authorization.slice(start, end));
}
