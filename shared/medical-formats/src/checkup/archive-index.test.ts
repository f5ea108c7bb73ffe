import { readCheckupArchiveIndex } from './archive-index';
import { checkupDocument, utf8 } from './testing/cda';

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<index xmlns="https://www.mhlw.go.jp/stf/seisakunitsuite/bunya/0000161103.html">
  <interactionType code="6"/>
  <creationTime value="20240620"/>
  <sender><id root="1.2.392.200119.6.102" extension="1319870011"/></sender>
  <receiver><id root="1.2.392.200119.6.101" extension="06139999"/></receiver>
  <serviceEventType code="1"/>
  <totalRecordCount value="12"/>
</index>`;

describe('readCheckupArchiveIndex', () => {
  it('reads who sent the archive to whom and how many results it holds', () => {
    expect(readCheckupArchiveIndex(utf8(INDEX))).toEqual({
      ok: true,
      index: {
        interactionType: '6',
        creationDate: '2024-06-20',
        senderCode: '1319870011',
        receiverCode: '06139999',
        serviceEventType: '1',
        totalRecordCount: 12,
      },
    });
  });

  it('reads an index of the first schema set, whose children may be unqualified', () => {
    const result = readCheckupArchiveIndex(
      utf8(
        '<x:index xmlns:x="http://tokuteikenshin.jp/checkup/2007"><totalRecordCount value="3"/></x:index>',
      ),
    );
    expect(result.ok && result.index.totalRecordCount).toBe(3);
    expect(result.ok && result.index.senderCode).toBeNull();
  });

  it('refuses a check-up result and a broken file', () => {
    const result = readCheckupArchiveIndex(utf8(checkupDocument()));
    expect(result.ok).toBe(false);
    expect(readCheckupArchiveIndex(utf8(INDEX.slice(0, 120))).ok).toBe(false);
  });
});
