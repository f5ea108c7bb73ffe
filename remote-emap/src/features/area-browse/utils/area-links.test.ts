import { isPrefectureCode } from '../../facilities';
import { areaLevelFromParams, areaLevelSearch } from './area-links';

const levelOf = (search: string) =>
  areaLevelFromParams(new URLSearchParams(search), isPrefectureCode);

describe('area levels in the URL', () => {
  it('starts at the prefectures, also for an unknown prefecture code', () => {
    expect(levelOf('')).toEqual({ level: 'prefectures' });
    expect(levelOf('?prefecture=48')).toEqual({ level: 'prefectures' });
    expect(levelOf('?prefecture=1')).toEqual({ level: 'prefectures' });
  });

  it('goes down to municipalities, then facilities of one or of all', () => {
    expect(levelOf('?prefecture=13')).toEqual({ level: 'municipalities', prefectureCode: '13' });
    expect(levelOf('?prefecture=13&municipality=新宿区')).toEqual({
      level: 'facilities',
      prefectureCode: '13',
      municipality: '新宿区',
    });
    expect(levelOf('?prefecture=13&all=true')).toEqual({
      level: 'facilities',
      prefectureCode: '13',
      municipality: null,
    });
  });

  it('writes links that keep filters and close an open detail', () => {
    const current = new URLSearchParams('type=pharmacy&prefecture=13&facility=demo:1');
    expect(
      areaLevelSearch(current, {
        level: 'facilities',
        prefectureCode: '01',
        municipality: '函館市',
      }),
    ).toBe(`?type=pharmacy&prefecture=01&municipality=${encodeURIComponent('函館市')}`);
    expect(areaLevelSearch(current, { level: 'prefectures' })).toBe('?type=pharmacy');
    expect(areaLevelSearch(new URLSearchParams(), { level: 'prefectures' })).toBe('');
  });
});
