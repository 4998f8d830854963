import { describe, expect, it } from 'vitest';
import { SITE_CHECK_MESSAGES, SITE_CHECKS, siteCheckResult, sitePathOf } from './site-check.ts';

const online = {
  online: true as const,
  latest: true,
  title: 'Amahle Dlamini — Portfolio',
  references: ['style.css', './js/app.js', 'https://fonts.example/x.css', '#contact', 'about/'],
  paths: ['index.html', 'style.css', 'js/app.js', 'about/index.html'],
};

describe('sitePathOf', () => {
  it('names the site file a reference uses, and nothing for what is not one', () => {
    expect(sitePathOf('css/site.css')).toBe('css/site.css');
    expect(sitePathOf('./img/me%20now.png?v=2#x')).toBe('img/me now.png');
    expect(sitePathOf('about/')).toBe('about/index.html');
    expect(sitePathOf('./')).toBe('index.html');
    expect(sitePathOf('js/../style.css')).toBe('style.css');
    expect(sitePathOf('a/./b//c.js')).toBe('a/b/c.js');
    for (const other of ['https://cdn.example/a.js', '//cdn.example/a.js', 'mailto:a@b.co'])
      expect(sitePathOf(other)).toBeNull();
    expect(sitePathOf('data:image/png;base64,AAAA')).toBeNull();
    expect(sitePathOf('#top')).toBeNull();
    expect(sitePathOf('  ')).toBeNull();
  });

  it('says when a path leaves the site’s folder', () => {
    expect(sitePathOf('/style.css')).toEqual({ outside: '/style.css' });
    expect(sitePathOf('../other/x.js')).toEqual({ outside: '../other/x.js' });
  });
});

describe('siteCheckResult', () => {
  it('passes a published page with a title whose files are all online', () => {
    const result = siteCheckResult(online);
    expect(result.passed).toBe(true);
    expect(result.checks.map((c) => c.name)).toEqual(Object.values(SITE_CHECKS));
  });

  it('fails everything, and says what to do, while nothing is online', () => {
    const result = siteCheckResult({ online: false });
    expect(result.passed).toBe(false);
    expect(result.checks[0]).toMatchObject({
      passed: false,
      message: SITE_CHECK_MESSAGES.notOnline,
    });
    expect(result.checks.slice(1).every((c) => c.message === SITE_CHECK_MESSAGES.afterOnline)).toBe(
      true,
    );
  });

  it('fails an address older than the project, and a page without a title', () => {
    const result = siteCheckResult({ ...online, latest: false, title: '' });
    expect(result.passed).toBe(false);
    const failed = result.checks.filter((c) => !c.passed);
    expect(failed.map((c) => c.message)).toEqual([
      SITE_CHECK_MESSAGES.older,
      SITE_CHECK_MESSAGES.noTitle,
    ]);
  });

  it('counts the exercise libraries the sites origin serves (react.js) as online', () => {
    const result = siteCheckResult({ ...online, references: ['react.js', 'js/app.js'] });
    expect(result.passed).toBe(true);
  });

  it('names each missing file once, and a path that leaves the folder', () => {
    const result = siteCheckResult({
      ...online,
      references: ['style.css', 'script.js', 'script.js', '/logo.png'],
    });
    const files = result.checks.find((c) => c.name === SITE_CHECKS.files);
    expect(files?.passed).toBe(false);
    expect(files?.message).toBe(
      'index.html uses “script.js”, which is not in your site: add it in My project or fix the address. “/logo.png” starts with "/", which leads outside your site\'s folder: write the path without the first "/". Then publish again.',
    );
  });
});
