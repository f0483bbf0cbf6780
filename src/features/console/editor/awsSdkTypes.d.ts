/** Built by build/awsSdkTypes.ts: the AWS SDK's declaration files as [path, text] pairs. */
declare module 'virtual:aws-sdk-types' {
  const libs: [filePath: string, content: string][];
  export default libs;
}
