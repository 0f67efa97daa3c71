/**
 * The drop zone takes files as well as the picker does: the demo corpus's documents and cairn.toml, dropped
 * together, are indexed into the same 17 documents and 85 passages — with the same fingerprint as the published
 * index built from those files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { demoCorpusCopy, openOperatorView, removeFolders, summaryValue } from './operator-page.ts';

test.afterEach(removeFolders);

test('the demo corpus\'s files, dropped: 17 documents, 85 passages, the published fingerprint', async ({ page }) => {
  const folder = demoCorpusCopy();
  const files = readdirSync(folder).map((name) => ({ name, base64: readFileSync(join(folder, name)).toString('base64') }));
  const published = (await (await page.request.get('index.json')).json()).fingerprint as string;
  await openOperatorView(page);

  // A drop as the browser delivers it: a DataTransfer holding the files, dispatched on the drop zone.
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const { name, base64 } of list) {
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name));
    }
    return data;
  }, files);
  const zone = page.locator('.dropzone');
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(zone).toHaveClass(/dropzone-active/u);
  await zone.dispatchEvent('drop', { dataTransfer: transfer });

  await expect(summaryValue(page, 'documents')).toHaveText('17');
  await expect(summaryValue(page, 'passages')).toHaveText('85');
  await expect(summaryValue(page, 'fingerprint')).toHaveText(published);
  await expect(zone).not.toHaveClass(/dropzone-active/u);
});
