import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_GRANT_DAYS,
  downloadPlayable,
  downloadRendition,
  grantExpiry,
  sectionDownloadLabel,
} from './offline.ts';
import { ZDownloadGrantRequest } from './schemas/offline.ts';

const [p240, p360, p720, audio] = [
  { name: '240p', height: 240, bytes: 10 },
  { name: '360p', height: 360, bytes: 20 },
  { name: '720p', height: 720, bytes: 80 },
  { name: 'audio', height: null, bytes: 2 },
] as const;
const ladder = [p240, p360, p720, audio];

describe('download grants', () => {
  it('lasts the grant days and stops playing at its end, or when access was revoked', () => {
    const granted = new Date('2026-01-01T00:00:00Z');
    const expiresAt = grantExpiry(granted).toISOString();
    expect(expiresAt).toBe(
      `2026-01-${String(1 + DOWNLOAD_GRANT_DAYS).padStart(2, '0')}T00:00:00.000Z`,
    );
    expect(downloadPlayable({ expiresAt }, new Date('2026-01-30T23:59:59Z'))).toBe(true);
    expect(downloadPlayable({ expiresAt }, new Date('2026-01-31T00:00:00Z'))).toBe(false);
    expect(downloadPlayable({ expiresAt, revoked: true }, granted)).toBe(false);
    expect(downloadPlayable({ expiresAt: 'soon' }, granted)).toBe(false);
  });
});

describe('downloadRendition', () => {
  it('keeps the chosen data-saver rendition, never one above 360p', () => {
    expect(downloadRendition(ladder, '240p')?.name).toBe('240p');
    expect(downloadRendition(ladder, 'audio')?.name).toBe('audio');
    expect(downloadRendition(ladder.slice(2), '360p')?.name).toBe('720p');
    expect(downloadRendition([p240, p720], '360p')?.name).toBe('240p');
    expect(downloadRendition([p360], 'audio')?.name).toBe('360p');
    expect(downloadRendition([], '240p')).toBeUndefined();
  });
});

describe('sectionDownloadLabel', () => {
  it('says the lessons and the megabytes', () => {
    expect(sectionDownloadLabel(3, 42_300_000)).toBe('Download section (3 lessons, 42 MB)');
    expect(sectionDownloadLabel(1, 1_250_000)).toBe('Download section (1 lesson, 1.3 MB)');
    expect(sectionDownloadLabel(2, 10_000)).toBe('Download section (2 lessons, 0.1 MB)');
  });
});

describe('ZDownloadGrantRequest', () => {
  it('names what is wrong', () => {
    const bad = ZDownloadGrantRequest.safeParse({ lessonIds: ['x'], quality: '1080p' });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain('Not a valid lesson id');
    expect(messages).toContain('Choose 240p, 360p or audio only');
    expect(ZDownloadGrantRequest.safeParse({ lessonIds: [], quality: '240p' }).success).toBe(false);
  });
});
