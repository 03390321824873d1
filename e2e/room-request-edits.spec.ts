import fs from 'node:fs';
import { expect, test } from './support/test';
import { signIn, snap } from './support/auth';
import { fileRoomRequest } from './support/room-requests';

test('a requester edits a created request with a reason, attaches a floor plan and downloads it', async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Soldering Workshop (${test.info().project.name})`;
  await signIn(page, 'rooms@illinois.edu');
  const id = await fileRoomRequest(page, {
    title,
    semester: 'fa30',
    description: 'Members learn to solder a small kit together, with irons and kits provided by the chapter.',
    crafting: true,
  });

  await page.goto(`/roomRequests/fa30/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit request' }).click();
  await page.getByLabel('Specific room').fill('BIF 2007');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please provide a reason for the edit')).toBeVisible();
  await page.getByLabel('Reason for the edit').fill('The larger lab was free.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const timeline = page.getByLabel('Status timeline');
  await expect(timeline.getByText('Edited', { exact: true })).toBeVisible();
  await expect(timeline.getByText('The larger lab was free.')).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveText(['Specific room: BIF 1001 → BIF 2007']);

  const plan = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from('1 0 obj << >> endobj\n%%EOF\n')]);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'lab plan.pdf', mimeType: 'application/pdf', buffer: plan });
  await page.getByRole('button', { name: 'Upload' }).click();
  const link = page.getByRole('link', { name: 'lab plan.pdf' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('lab plan.pdf');
  expect(fs.readFileSync(await download.path()).equals(plan)).toBe(true);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert')).toContainText('Attach a PDF, JPEG, HEIC or PNG file.');
  await snap(page, 'room-request-edited-with-attachment');
});
