import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TrimSession } from './support';
import { openManage, pageAddress, screenshot, startManageSession, tableRows } from './manage-helpers';

// Files: upload through the picker and by drag and drop with every option, a file over 5 MB
// shown under way then done, search, the list's downloads and short URLs.

const MB = 1024 * 1024;

describe('manage page: files', () => {
  let session: TrimSession;
  const files = () => session.sandbox.store.state.files;

  beforeAll(async () => {
    session = await startManageSession();
  });
  afterAll(() => session?.close());
  beforeEach(() => session.sandbox.clearRequests());

  it('uploads through the picker with name, alias, domain, password, expiry and maximum downloads', async () => {
    const page = await openManage(session, '?section=files');
    const rows = tableRows(page, 'Files');
    await expect.poll(() => rows.count()).toBe(files().length);
    const form = page.getByRole('form', { name: 'Upload a file' });

    // Without a file, nothing is sent.
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText('Choose a file to upload.').waitFor();

    await form.getByLabel('Drop a file here, or choose one').setInputFiles({
      name: 'price-list.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('item,price\nwidget,3\n'),
    });
    await form.getByText('Selected: price-list.csv (20 B)').waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('price-list.csv');
    await form.getByRole('textbox', { name: 'Name' }).fill('Price list 2027');
    await form.getByRole('textbox', { name: 'Custom alias' }).fill('guidelines');
    await form.getByRole('combobox', { name: 'Domain' }).selectOption('https://go.trim.test');
    await form.getByLabel('Password').fill('s3cret');
    await form.getByLabel('Downloadable until').fill('2099-12-31');
    await form.getByRole('textbox', { name: 'Maximum downloads' }).fill('25');
    await form.getByRole('button', { name: 'Upload' }).click();

    // The seeded file already has that alias: the server's words, and the form as typed.
    await form.getByRole('alert').filter({ hasText: 'That alias is taken. Please choose another one.' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Price list 2027');
    await form.getByText('Selected: price-list.csv (20 B)').waitFor();

    await form.getByRole('textbox', { name: 'Custom alias' }).fill('prices-2027');
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText('Uploaded.').waitFor();
    await form.getByRole('link', { name: 'https://go.trim.test/prices-2027' }).waitFor();

    const stored = files().find((f) => f.alias === 'prices-2027');
    expect(stored).toMatchObject({ name: 'Price list 2027', password: 's3cret', expiry: '2099-12-31', maxDownloads: 25 });
    expect(stored?.bytes.toString()).toBe('item,price\nwidget,3\n');
    // The log records a request once its answer is finished, which may trail the page by a moment.
    await expect.poll(() => session.sandbox.requests().filter((r) => r.method === 'POST').length).toBe(2);
    const upload = session.sandbox
      .requests()
      .filter((r) => r.method === 'POST')
      .at(-1)!;
    expect(upload.path).toBe('/api/files/upload/price-list.csv');
    expect(upload.query).toMatchObject({ name: 'Price list 2027', custom: 'prices-2027', domain: 'https://go.trim.test', maxdownloads: '25' });
    // The key travels in the header only.
    expect(JSON.stringify(upload.query)).not.toContain(session.sandbox.apiKey);

    await rows.filter({ hasText: 'Price list 2027' }).getByRole('link', { name: 'https://go.trim.test/prices-2027' }).waitFor();
    await page.close();
  });

  it('uploads a file over 5 MB and shows it under way, then done', async () => {
    const page = await openManage(session, '?section=files');
    const form = page.getByRole('form', { name: 'Upload a file' });
    // Throttle the upload so it is seen under way: 6 MB at 3 MB/s.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 3 * MB });

    const size = 6 * MB;
    await form.getByLabel('Drop a file here, or choose one').setInputFiles({ name: 'video.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(size, 7) });
    await form.getByRole('button', { name: 'Upload' }).click();

    // Under way: the browser cannot say how much has left (an upload goes through fetch, which
    // reports no bytes), so the bar has no value and the words name the size.
    const bar = form.getByRole('progressbar', { name: 'Uploading…' });
    await bar.waitFor();
    expect(await bar.getAttribute('value')).toBeNull();
    await form.getByText('Sending 6.0 MB…').waitFor();
    await screenshot(page, 'files-uploading-light');

    await form.getByText('Uploaded.').waitFor({ timeout: 30_000 });
    const done = form.getByRole('progressbar', { name: 'Uploaded' });
    expect(Number(await done.getAttribute('value'))).toBe(size);
    await form.getByText('6.0 MB of 6.0 MB (100%)').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const stored = files().find((f) => f.name === 'video.mp4');
    expect(stored?.bytes.length).toBe(size);
    await page.close();
  });

  it('cancels an upload in flight and keeps the form', async () => {
    const page = await openManage(session, '?section=files');
    const form = page.getByRole('form', { name: 'Upload a file' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: MB });
    const before = files().length;
    await form.getByLabel('Drop a file here, or choose one').setInputFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(8 * MB, 1) });
    await form.getByRole('textbox', { name: 'Custom alias' }).fill('big-zip');
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByRole('progressbar', { name: 'Uploading…' }).waitFor();
    await form.getByRole('button', { name: 'Cancel upload' }).click();
    await form.getByRole('status').filter({ hasText: 'Upload cancelled.' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Custom alias' }).inputValue()).toBe('big-zip');
    await form.getByText('Selected: big.zip (8.0 MB)').waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect(files().length).toBe(before);
    await page.close();
  });

  it('takes a dropped file', async () => {
    const page = await openManage(session, '?section=files');
    const form = page.getByRole('form', { name: 'Upload a file' });
    const transfer = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['dropped bytes'], 'notes.txt', { type: 'text/plain' }));
      return data;
    });
    const zone = page.getByTestId('drop-zone');
    await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
    await zone.dispatchEvent('drop', { dataTransfer: transfer });
    await form.getByText('Selected: notes.txt (13 B)').waitFor();
    await form.getByRole('button', { name: 'Upload' }).click();
    await form.getByText('Uploaded.').waitFor();
    expect(
      files()
        .find((f) => f.name === 'notes.txt')
        ?.bytes.toString(),
    ).toBe('dropped bytes');
    await page.close();
  });

  it('searches files by name and pages through them, kept in the address', async () => {
    // Enough files for a second page of 15.
    const page = await openManage(session, '?section=files');
    const form = page.getByRole('form', { name: 'Upload a file' });
    const input = form.getByLabel('Drop a file here, or choose one');
    const existing = files().length;
    for (let i = existing; i < 16; i += 1) {
      await input.setInputFiles({ name: `batch-${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`file ${i}`) });
      await form.getByRole('button', { name: 'Upload' }).click();
      await expect.poll(() => files().length).toBe(i + 1);
      await form.getByText('Uploaded.').waitFor();
    }
    const rows = tableRows(page, 'Files');
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('navigation', { name: 'Pages of files' }).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => rows.count()).toBe(files().length - 15);
    expect(pageAddress(page)).toBe('manage.html?section=files&page=2');

    await page.getByRole('searchbox', { name: 'Search files by name' }).fill('guidelines');
    await page.getByRole('searchbox', { name: 'Search files by name' }).press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    expect(pageAddress(page)).toBe('manage.html?section=files&q=guidelines');
    await expect.poll(() => session.sandbox.requests().at(-1)?.query).toMatchObject({ name: 'guidelines', page: '1' });
    const seeded = files().find((f) => f.name.includes('guidelines'))!;
    await rows
      .first()
      .getByRole('cell', { name: String(seeded.downloads), exact: true })
      .waitFor();
    await page.close();
  });
});
