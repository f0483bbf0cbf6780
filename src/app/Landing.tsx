import { CodeBlock } from '../ui/CodeBlock.tsx';
import { hrefFor } from './routes.ts';
import { sections } from './sections.ts';
import './Landing.css';

const serveCommand = 'npm run serve';

const cliSnippet = `export AWS_ACCESS_KEY_ID=sandbox AWS_SECRET_ACCESS_KEY=sandbox AWS_DEFAULT_REGION=us-east-1
aws dynamodb list-tables --endpoint-url http://localhost:8000`;

const boto3Snippet = `import boto3

dynamodb = boto3.client(
    "dynamodb",
    endpoint_url="http://localhost:8000",
    region_name="us-east-1",
    aws_access_key_id="sandbox",
    aws_secret_access_key="sandbox",
)
print(dynamodb.list_tables()["TableNames"])`;

const sdkSnippet = `import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

const client = new DynamoDBClient({
  endpoint: 'http://localhost:8000',
  region: 'us-east-1',
  credentials: { accessKeyId: 'sandbox', secretAccessKey: 'sandbox' },
});
console.log((await client.send(new ListTablesCommand({}))).TableNames);`;

/** The start page: what the sandbox is, its sections, and the local endpoint for real AWS clients. */
export default function Landing() {
  return (
    <>
      <section className="landing-intro" aria-labelledby="intro-title">
        <h1 id="intro-title">Learn DynamoDB on an engine that answers like DynamoDB</h1>
        <p className="landing-intro__lead">
          Dynamo Sandbox is a DynamoDB you can run, break and look inside. Its engine is written in TypeScript
          with the semantics of the DynamoDB API (version 2012-08-10): the same validation messages, condition
          and update expressions, capacity arithmetic and error types. No AWS account, no cloud costs, and
          nothing leaves your machine.
        </p>
        <p className="landing-intro__start">
          New to DynamoDB modeling? <a href={hrefFor('lessons')}>Start with the lessons</a>: short reads with
          exercises you do in the Console and check against the engine.
        </p>
      </section>

      <section aria-labelledby="sections-title">
        <h2 id="sections-title">In your browser</h2>
        <p className="landing-muted">
          The same engine runs right here, in a background worker. Nothing you do leaves this page.
        </p>
        <ul className="landing-sections">
          {sections.map((section) => (
            <li key={section.id} className="landing-sections__item">
              <h3>
                <a href={hrefFor(section.id)}>{section.label}</a>
              </h3>
              <p>{section.summary}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-card" aria-labelledby="endpoint-title">
        <h2 id="endpoint-title">From your own tools: the local endpoint</h2>
        <p>
          It speaks DynamoDB&apos;s JSON wire protocol, so the AWS CLI, boto3 and the AWS SDKs work against it
          unchanged. From a clone of the repository, start it:
        </p>
        <CodeBlock title="Terminal" code={serveCommand} />
        <p>
          It listens on <code>http://localhost:8000</code>; <code>npm run serve -- --port 9000</code> picks
          another port. Point any client at that address. Credentials must be present but can be anything.
        </p>
        <CodeBlock title="AWS CLI" code={cliSnippet} />
        <CodeBlock title="Python (boto3)" code={boto3Snippet} />
        <CodeBlock title="JavaScript (AWS SDK v3)" code={sdkSnippet} />
      </section>
    </>
  );
}
