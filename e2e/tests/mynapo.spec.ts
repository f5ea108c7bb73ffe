import type { Page } from '@playwright/test';
import { test, expect, navigateInApp } from '../support/test';
import { signedInAs } from '../support/identity';

/**
 * マイナポータル check-ups, as a parent on a phone: the ministry's result files of her son are
 * uploaded (two years at once, and one broken file), read as a table and as charts with the
 * ministry's lines, and her own check-ups come in through the portal link (the local stand-in).
 */

const patientSwitcher = (page: Page) => page.getByRole('combobox', { name: '表示する人' });

interface Result {
  code: string;
  name: string;
  value: number;
  unit: string;
}

/** One check-up of 山田 太郎 (the demo user's son) as the ministry's CDA result file. */
function taroFile(date: string, results: Result[]): string {
  const day = date.replaceAll('-', '');
  const entries = results
    .map(
      (r) =>
        `<entry><observation classCode="OBS" moodCode="EVN"><code code="${r.code}" codeSystem="1.2.392.200119.6.1005" displayName="${r.name}"/><value xsi:type="PQ" value="${r.value}" unit="${r.unit}"/></observation></entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <code code="10" codeSystem="1.2.392.200119.6.1001"/>
  <effectiveTime value="20250401"/>
  <recordTarget><patientRole>
    <id root="1.2.392.200119.6.101" extension="06139999"/>
    <id root="1.2.392.200119.6.205" extension="４５６７"/>
    <patient><name>ヤマダ\u3000タロウ</name>
      <administrativeGenderCode code="1" codeSystem="1.2.392.200119.6.1104"/>
      <birthTime value="20160803"/></patient>
  </patientRole></recordTarget>
  <documentationOf><serviceEvent>
    <code code="010" codeSystem="1.2.392.200119.6.1002"/>
    <effectiveTime value="${day}"/>
    <performer typeCode="PRF"><assignedEntity><representedOrganization>
      <id root="1.2.392.200119.6.102" extension="1310000001"/><name>みどり健診センター</name>
    </representedOrganization></assignedEntity></performer>
  </serviceEvent></documentationOf>
  <component><structuredBody><component><section>
    <code code="01010" codeSystem="1.2.392.200119.6.1010"/>
${entries}
  </section></component></structuredBody></component>
</ClinicalDocument>`;
}

const results = (hba1c: number, systolic: number): Result[] => [
  { code: '9N011000000000001', name: 'ＢＭＩ', value: 17.2, unit: 'kg/m2' },
  { code: '9A751000000000001', name: '収縮期血圧', value: systolic, unit: 'mmHg' },
  { code: '3D046000001906202', name: 'ＨｂＡ１ｃ', value: hba1c, unit: '%' },
];

const file = (name: string, text: string) => ({
  name,
  mimeType: 'application/xml',
  buffer: Buffer.from(text),
});

test.describe('check-ups from マイナポータル', () => {
  test.setTimeout(300_000);

  test("a family member's files of two years become one table and charts", async ({ page }) => {
    await signedInAs(page);
    await page.goto('/mynapo');
    await expect(page).toHaveURL(/\/mynapo\/link-myna-data$/);
    await patientSwitcher(page).selectOption({ label: '山田 太郎（家族）' });
    await expect(page.getByText('山田 太郎さんのお薬手帳に取り込みます。')).toBeVisible();

    const broken = taroFile('2024-06-05', results(6.7, 118)).slice(0, 600);
    await page
      .getByLabel('ファイルを選ぶ')
      .setInputFiles([
        file('h2023.xml', taroFile('2023-06-02', results(5.4, 112))),
        file('h2024.xml', taroFile('2024-06-05', results(6.7, 118))),
        file('broken.xml', broken),
      ]);
    const uploads = page.locator('.mynapo-upload');
    await expect(uploads).toHaveCount(3);
    // The bad file says why; the two others are in (saved now, or already from an earlier run).
    // The files go one after another; on a busy machine each may take several seconds.
    await expect(uploads.nth(2)).toContainText('XMLとして壊れています', { timeout: 120_000 });
    await expect(uploads.nth(0)).toContainText(/保存しました|保存済みです/);
    await expect(uploads.nth(1)).toContainText(/保存しました|保存済みです/);
    await page.screenshot({ path: test.info().outputPath('upload.png'), fullPage: true });

    await page.getByRole('link', { name: '健診結果を見る' }).click();
    await expect(page).toHaveURL(/special-health-check-up-data$/);
    const table = page.getByRole('table', { name: '年ごとの健診結果' });
    await expect(table.getByRole('columnheader', { name: '2023年6月2日' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '2024年6月5日' })).toBeVisible();
    const hba1cRow = table.getByRole('row', { name: /HbA1c/ });
    await expect(hba1cRow).toContainText('5.4');
    await expect(hba1cRow).toContainText('6.7受診勧奨判定値に該当');

    // The chart marks the value past the line in words, not colour alone.
    const chart = page.getByRole('img', { name: /HbA1c/ });
    await expect(chart).toContainText('6.7 受診勧奨');
    await expect(chart).toContainText('受診勧奨判定値 6.5');
    await expect(chart).toContainText('保健指導判定値 5.6');
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('checkups.png'), fullPage: true });
  });

  test('linking through the portal stand-in brings the demo check-ups in', async ({ page }) => {
    await signedInAs(page);
    await page.goto('/mynapo/link-myna-data');
    await patientSwitcher(page).selectOption({ label: '山田 花子（本人）' });
    await page.getByRole('button', { name: 'マイナポータルと連携する' }).click();

    await expect(page.getByText('これは本物のマイナポータルではありません。')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('standin-consent.png'), fullPage: true });
    await page.getByRole('button', { name: '同意して harmo に戻る' }).click();

    await expect(page).toHaveURL(/\/mynapo\/link-myna-data$/);
    await expect(page.getByText('マイナポータルから3件の結果を受け取りました。')).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: test.info().outputPath('linked.png'), fullPage: true });
    await navigateInApp(page, '/mynapo/special-health-check-up-data');
    await expect(page.getByText('山田 花子さんの健診結果3回分です。')).toBeVisible();
    await expect(page.getByRole('img', { name: /HbA1c/ })).toContainText('受診勧奨');
  });
});
