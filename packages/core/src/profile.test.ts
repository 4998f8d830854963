import { describe, expect, it } from 'vitest';
import {
  bioProblem,
  DEFAULT_PROFILE_SETTINGS,
  listedSites,
  PROFILE_BIO_LINES_MAX,
  PROFILE_BIO_MAX,
  PROFILE_DISPLAY_NAME_MAX,
  PROFILE_HIDDEN_SITES_MAX,
  plainTextProblem,
  profileDescription,
  profileName,
  tidyBio,
  tidyDisplayName,
} from './profile.ts';
import { isClientRoute, profilePath } from './routes.ts';
import { ZProfileSettings, ZPublicProfile } from './schemas/profile.ts';

const settings = (over: Record<string, unknown> = {}) => ({
  enabled: true,
  displayName: 'Amahle Dlamini',
  bio: 'I build small sites.',
  showCertificates: false,
  hiddenSites: [],
  ...over,
});

const fieldsOf = (value: unknown) => {
  const parsed = ZProfileSettings.safeParse(value);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a public profile', () => {
  it('is off by default and shows nothing then', () => {
    expect(DEFAULT_PROFILE_SETTINGS).toEqual({
      enabled: false,
      displayName: null,
      bio: '',
      showCertificates: false,
      hiddenSites: [],
    });
  });

  it('opens at /u/<handle>, a page the app knows', () => {
    expect(profilePath('amahle-d')).toBe('/u/amahle-d');
    for (const p of ['/u/amahle-d', '/u/sipho99/']) expect(isClientRoute(p), p).toBe(true);
    for (const p of ['/u', '/u/', '/u/a/b']) expect(isClientRoute(p), p).toBe(false);
  });

  it('lists the published projects but those hidden', () => {
    const sites = [{ siteName: 'web-portfolio' }, { siteName: 'game-snake' }];
    expect(listedSites(sites, [])).toEqual(sites);
    expect(listedSites(sites, ['web-portfolio', 'mobile-gone'])).toEqual([
      { siteName: 'game-snake' },
    ]);
  });

  it('names the learner by their chosen name, or by their handle only', () => {
    expect(profileName({ handle: 'amahle-d', displayName: 'Amahle' })).toBe('Amahle');
    expect(profileName({ handle: 'amahle-d', displayName: null })).toBe('amahle-d');
  });

  it('describes itself by the bio, else by what it holds', () => {
    const base = { handle: 'amahle-d', displayName: null, projectCount: 1, certificateCount: null };
    expect(profileDescription({ ...base, bio: 'Line one\nline two' })).toBe('Line one line two');
    expect(profileDescription({ ...base, bio: '' })).toBe(
      'amahle-d learns to code on ThinkBuild: 1 published project.',
    );
    expect(
      profileDescription({
        ...base,
        bio: '',
        displayName: 'Amahle',
        projectCount: 2,
        certificateCount: 3,
      }),
    ).toBe('Amahle learns to code on ThinkBuild: 2 published projects and 3 certificates.');
  });
});

describe('plain text', () => {
  it('takes any script, emoji and punctuation', () => {
    for (const text of ['Amahle Dlamini', 'Zoë O’Brien', 'Сипхо', '李明 🚀', '<b>not markup</b>'])
      expect(plainTextProblem(text), text).toBeNull();
  });

  it('refuses hidden controls and direction overrides, and line breaks in one line', () => {
    for (const text of ['a\u0007b', 'a\u001bb', 'a\u0085b', 'admin\u202egpj.exe', 'a\u2066b'])
      expect(plainTextProblem(text), JSON.stringify(text)).toBe(
        'Remove the hidden control characters',
      );
    expect(plainTextProblem('a\nb')).toBe('Keep it on one line');
    expect(plainTextProblem('a\nb', { lines: true })).toBeNull();
    expect(plainTextProblem('a\tb')).toBeNull();
  });

  it('tidies a bio’s line ends and a name’s spaces', () => {
    expect(tidyBio('  one  \r\ntwo\rthree \n\n')).toBe('one\ntwo\nthree');
    expect(tidyDisplayName('  Amahle \t  Dlamini ')).toBe('Amahle Dlamini');
    for (const empty of ['', '   ', null, undefined]) expect(tidyDisplayName(empty)).toBeNull();
  });

  it(`keeps a bio to ${PROFILE_BIO_MAX} characters and ${PROFILE_BIO_LINES_MAX} lines`, () => {
    expect(bioProblem('x'.repeat(PROFILE_BIO_MAX))).toBeNull();
    expect(bioProblem('x'.repeat(PROFILE_BIO_MAX + 1))).toMatch(/under 280/);
    expect(bioProblem(Array(PROFILE_BIO_LINES_MAX).fill('x').join('\n'))).toBeNull();
    expect(
      bioProblem(
        Array(PROFILE_BIO_LINES_MAX + 1)
          .fill('x')
          .join('\n'),
      ),
    ).toMatch(/5 lines/);
  });
});

describe('ZProfileSettings', () => {
  it('keeps what the learner chose, tidied', () => {
    expect(
      ZProfileSettings.parse(
        settings({
          displayName: '  Amahle  ',
          bio: ' Hi \r\nthere ',
          hiddenSites: ['web-portfolio', 'web-portfolio'],
        }),
      ),
    ).toEqual(
      settings({ displayName: 'Amahle', bio: 'Hi\nthere', hiddenSites: ['web-portfolio'] }),
    );
  });

  it('reads an empty name as "only my handle"', () => {
    expect(ZProfileSettings.parse(settings({ displayName: '   ' })).displayName).toBeNull();
    expect(ZProfileSettings.parse(settings({ displayName: null })).displayName).toBeNull();
  });

  it('says which field is wrong', () => {
    expect(fieldsOf(settings({ displayName: 'x'.repeat(PROFILE_DISPLAY_NAME_MAX + 1) }))).toEqual({
      displayName: `Keep it under ${PROFILE_DISPLAY_NAME_MAX} characters`,
    });
    expect(fieldsOf(settings({ displayName: 'Amahle\nDlamini' }))).toEqual({
      displayName: 'Keep it on one line',
    });
    expect(fieldsOf(settings({ bio: 'x'.repeat(PROFILE_BIO_MAX + 1) }))).toEqual({
      bio: `Keep it under ${PROFILE_BIO_MAX} characters`,
    });
    expect(fieldsOf(settings({ bio: 'a\u202eb' }))).toEqual({
      bio: 'Remove the hidden control characters',
    });
    expect(fieldsOf(settings({ bio: 'nul\u0000' }))?.bio).toMatch(/cannot be stored/);
    expect(fieldsOf(settings({ hiddenSites: ['../etc'] }))).toEqual({
      'hiddenSites.0': 'Not a published project',
    });
    expect(
      fieldsOf(settings({ hiddenSites: Array(PROFILE_HIDDEN_SITES_MAX + 1).fill('web-a') })),
    ).toEqual({ hiddenSites: 'Too many hidden projects' });
    const missing = fieldsOf({});
    expect(missing?.enabled).toBe('Say whether your profile is public');
    expect(missing?.showCertificates).toBe('Say whether your certificates show');
  });
});

it('a public profile carries no holder name or id', () => {
  const shape = Object.keys(ZPublicProfile.shape).sort();
  expect(shape).toEqual(['bio', 'certificates', 'displayName', 'handle', 'projects']);
  const parsed = ZPublicProfile.parse({
    handle: 'amahle-d',
    displayName: null,
    bio: '',
    projects: [],
    certificates: [
      {
        code: 'ABCDEFGHIJKLMNOPQRST',
        category: 'web',
        projectTitle: 'Portfolio',
        section: 'build',
        issuedAt: '2026-05-01T10:00:00.000Z',
        verifyUrl: 'https://thinkbuild.test/certificates/ABCDEFGHIJKLMNOPQRST',
        linkedInUrl: 'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME',
        name: 'Amahle Dlamini',
        userId: 'u1',
      },
    ],
  });
  expect(parsed.certificates?.[0]).not.toHaveProperty('name');
  expect(parsed.certificates?.[0]).not.toHaveProperty('userId');
});
