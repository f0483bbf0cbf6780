/** The environment for a real AWS client in a test: none of the developer's own AWS settings. */
export function isolatedAwsEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('AWS_')) env[name] = value;
  env.AWS_CONFIG_FILE = '/nonexistent/aws-config';
  env.AWS_SHARED_CREDENTIALS_FILE = '/nonexistent/aws-credentials';
  env.AWS_EC2_METADATA_DISABLED = 'true';
  return env;
}
