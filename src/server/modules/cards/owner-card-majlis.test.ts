import { describe, expect, it } from 'vitest';
import { removedMajlis } from './owner-card-majlis';

const majlis = (id: string, sessions: string[] = []) => ({
  id,
  sessions: sessions.map((session) => ({ id: session })),
});

describe('what a saved card dropped', () => {
  it('is nothing when every majlis and session stays, whatever their order', () => {
    const before = [majlis('akad1'), majlis('resepsi1', ['sesi1', 'sesi2'])];
    expect(removedMajlis('kad1', before, [...before].reverse())).toBeNull();
    expect(removedMajlis('kad1', before, [...before, majlis('tandang1', ['sesi3'])])).toBeNull();
  });

  it('names the majlis gone, without their sessions, and the sessions gone from a majlis that stays', () => {
    const before = [majlis('akad1', ['sesi0']), majlis('resepsi1', ['sesi1', 'sesi2'])];
    expect(removedMajlis('kad1', before, [majlis('resepsi1', ['sesi2'])])).toEqual({
      cardId: 'kad1',
      majlisIds: ['akad1'],
      sessionIds: ['sesi1'],
    });
  });

  it('counts a session as kept only in its own majlis', () => {
    const before = [majlis('akad1', ['sesi1']), majlis('resepsi1')];
    const after = [majlis('akad1'), majlis('resepsi1', ['sesi1'])];
    expect(removedMajlis('kad1', before, after)).toEqual({
      cardId: 'kad1',
      majlisIds: [],
      sessionIds: ['sesi1'],
    });
  });
});
