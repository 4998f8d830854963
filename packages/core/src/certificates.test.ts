import { describe, expect, it } from 'vitest';
import {
  certifiableSections,
  formatCertificateCode,
  isSectionComplete,
  linkedInAddUrl,
} from './certificates.ts';

describe('isSectionComplete', () => {
  it('needs every lesson passed with 4 of 5 or better', () => {
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: 4 }])).toBe(true);
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: 3 }])).toBe(false);
    expect(isSectionComplete([{ bestScore: 5 }, { bestScore: null }])).toBe(false);
  });

  it('needs the code exercise of a lesson passed too, when it has one', () => {
    const quizPassed = { bestScore: 5 };
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: false }])).toBe(false);
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: true }])).toBe(true);
    expect(isSectionComplete([quizPassed, { bestScore: 4, exercisePassed: null }])).toBe(true);
    expect(isSectionComplete([{ bestScore: 3, exercisePassed: true }])).toBe(false);
  });

  it('an empty section earns nothing', () => {
    expect(isSectionComplete([])).toBe(false);
  });
});

describe('certifiableSections', () => {
  it('counts only the sections the plan opens', () => {
    expect(certifiableSections('free')).toEqual(['build']);
    expect(certifiableSections('builder')).toEqual(['build', 'explanation']);
    expect(certifiableSections('creator')).toEqual([
      'planning',
      'build',
      'explanation',
      'deployment',
    ]);
  });
});

it('formats a code in groups of four', () => {
  expect(formatCertificateCode('ABCDEFGHIJKLMNOPQRST')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
});

/** The link's address and its query, decoded. */
function parts(link: string) {
  const [address = '', query = ''] = link.split('?');
  const entries = query.split('&').map((pair) => {
    const [key = '', value = ''] = pair.split('=');
    return [key, decodeURIComponent(value)] as const;
  });
  return { address, params: Object.fromEntries(entries) };
}

describe('linkedInAddUrl', () => {
  const cert = {
    code: 'ABCDEFGHIJKLMNOPQRST',
    category: 'web' as const,
    projectTitle: 'Portfolio',
    section: 'build' as const,
    // 23:30 UTC on 31 March is already April in Johannesburg.
    issuedAt: '2026-03-31T23:30:00.000Z',
  };

  it("fills LinkedIn's add-certification form with the course, issuer, date and check page", () => {
    const url = parts(
      linkedInAddUrl(cert, 'Build', 'https://thinkbuild.test/', 'Africa/Johannesburg'),
    );
    expect(url.address).toBe('https://www.linkedin.com/profile/add');
    expect(url.params).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Web Development — Portfolio: Build',
      organizationName: 'ThinkBuild',
      issueYear: '2026',
      issueMonth: '4',
      certUrl: 'https://thinkbuild.test/certificates/ABCDEFGHIJKLMNOPQRST',
      certId: 'ABCD-EFGH-IJKL-MNOP-QRST',
    });
  });

  it('takes the month in the zone given', () => {
    const url = parts(linkedInAddUrl(cert, 'Build', 'https://thinkbuild.test', 'UTC'));
    expect(url.params.issueMonth).toBe('3');
  });
});
