/** What an AWS SDK call that must fail failed with: its error name and message (the test fails if it succeeds). */
export async function sdkFailure(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('expected the request to fail');
}
