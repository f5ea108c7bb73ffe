import { distanceParts } from './distance';

describe('distance for people', () => {
  it('reads metres to the nearest 10 below 1 km', () => {
    expect(distanceParts(76)).toEqual({ value: 80, unit: 'm' });
    expect(distanceParts(3)).toEqual({ value: 10, unit: 'm' });
    expect(distanceParts(994)).toEqual({ value: 990, unit: 'm' });
  });

  it('reads kilometres with one decimal from 1 km', () => {
    expect(distanceParts(1000)).toEqual({ value: 1, unit: 'km' });
    expect(distanceParts(12_345)).toEqual({ value: 12.3, unit: 'km' });
  });
});
