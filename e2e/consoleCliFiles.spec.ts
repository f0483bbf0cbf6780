import { expect, saveScreenshot, test } from './fixtures.ts';
import {
  appTable,
  chooseMode,
  errorBox,
  finishedStatus,
  loadExample,
  openConsole,
  run,
  runJson,
  setEditorText,
} from './consoleHelpers.ts';

test('AWS CLI mode reads file:// values from files the text writes, as AWS docs use them', async ({
  page,
}) => {
  await openConsole(page);
  expect(await runJson(page, 'CreateTable', appTable)).toMatch(/Succeeded/);

  await chooseMode(page, 'AWS CLI');
  await loadExample(page, 'AWS CLI', 'Values from files, as AWS docs write them');
  await expect(page.getByRole('note')).toContainText('A file lasts for one run');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Succeeded/);
  // The last command's reply: the item the first file put, read back with the key from the second.
  const item = page.getByRole('table', { name: 'Items' });
  await expect(item).toContainText('ORDER#2026-10-09#B02');
  await expect(item).toContainText('12');
  await saveScreenshot(page, 'console-cli-files');

  // A file that is not written above: the CLI's message, and how to write one here.
  await setEditorText(page, 'aws dynamodb get-item --table-name app --key file://key.json');
  await run(page);
  expect(await finishedStatus(page)).toMatch(/Failed/);
  await expect(errorBox(page)).toContainText(
    "Error parsing parameter '--key': Unable to load paramfile file://key.json: [Errno 2] No such file or directory: 'key.json'",
  );
  await expect(errorBox(page)).toContainText("cat > key.json <<'EOF'");
});
