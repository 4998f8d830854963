// The repository's layout, as data: each folder (and the few files worth a line) with what it
// holds. `npm run docs:parts` writes it into docs/development.md's "## Layout" block;
// architecture.test.ts fails when that block is stale, when a folder in one of SCANNED is not
// described here, or when a path described here is gone.

export type TLayoutEntry = {
  /** Its path, from the entry above it (from the repository's root at the top). */
  path: string;
  /** What it holds, as one line: the docs wrap it. */
  about: string;
  children?: readonly TLayoutEntry[];
};

/** Folders where new folders arrive: each folder directly inside must be described. */
export const SCANNED = ['apps/web/src', 'apps/server/src', 'apps/server/src/modules'] as const;

export const LAYOUT: readonly TLayoutEntry[] = [
  {
    path: 'apps/web',
    about: 'React 19 + Vite + Tailwind v4 SPA; public pages prerendered (decisions/002)',
    children: [
      {
        path: 'src/app',
        about:
          'routes, layout shell, 404, error boundary; styles.css and theme.css (the palette in light and dark, decisions/012)',
      },
      {
        path: 'src/features',
        about:
          "one folder per feature: routes/, components/, api/. marketing (the public pages that present the product: /, tutorials, pricing, about, help), catalog (the signed-in /home and the track pages), course-pages (the public /courses list and a course's page, rendered on the server), lesson-player (the lesson page, /coursepage/…; docs/lesson-page.md), exercise, questions (a lesson's Questions tab, loaded when opened), review, offline, notes (the lesson page's notes panel, filling its notes slot, and /notes, My notes), projects (My project, /projects/:category/:project: the learner's own files with a file tree, the editor, the live preview, History and the zip; kept on the device at once and on the account as they type, decisions/039; a project's exercises are its steps, each opening the learner's code as the step before left it), search (the signed-in /search, and the visitor's results page the server renders with the SSR entry's renderVisitorSearch), account, auth, billing, blog, certificates, profile (a learner's public profile, /u/:handle, rendered on the server: projects as live thumbnails, certificates), legal, theme, admin. admin (the content studio) is one feature split as the server's /api/admin/<domain> routes are: lessons/ (editor, captions, snippets, exercise), blogs/, course-pages/, billing/, jobs/, questions/ (the moderation queue) and sites/ (published projects, reports, take-down), each with its own api/ and components/ (hooks/, routes/ where it has them); admin/ itself keeps the dashboard, the overview and what the domains share (the page band, tables, the delete confirmation, the tus video upload)",
      },
      {
        path: 'src/entities',
        about:
          "what several features share about one domain thing, one folder each; a feature imports them, they import only lib/, ui/ and core (and device): session (who is signed in, roles, the data saver), plan (prices, offer, plan picker), course (each track's icon, colour and line), lesson (lesson links, the panel frame, the download, exercise, notes and questions slots the lesson page leaves for other features), progress, review, notes (a lesson's notes as the player's timeline and the notes panel both read them, with those waiting offline; the transcript's \"add a note at this line\"), device (what this device keeps: the offline outbox, sendOrQueue, the download stores, My project's copies; signing out empties it), workspace (My project's API: the workspace query, saves, versions; read by projects and by the exercise, whose steps keep their passes in it), certificate (Add to LinkedIn, on /account, the verification page and a profile), runner (the code-exercise sandbox, decisions/019: client.ts and use-runner.ts for the pages that preview code, console-panel.tsx; sandbox/main.ts, the runner page, and sandbox/agent.ts, the preview's first script, built apart by vite.runner.config.ts)",
      },
      {
        path: 'src/ui',
        about:
          'shared presentational components with no domain (Button, Breadcrumbs, CodeBox, Toaster, …)',
      },
      {
        path: 'src/lib',
        about:
          'generic helpers, importing no ui/: api client, query client, toast store, page meta, focus, markdown, highlighting, form errors, navigation',
      },
      {
        path: 'src/test',
        about: 'component-test helpers: jsdom stand-ins, render with the app around, a fake /api',
      },
      {
        path: 'src/prerender',
        about:
          "the SSR entry (entry-server.tsx, built to dist-ssr/): the build prerenders the public pages with it (scripts/prerender.mjs) and the server renders blog pages and static pages on request with it; page.ts writes a page's HTML around it",
      },
      {
        path: 'src/main.tsx',
        about:
          'the browser entry (hydrates a prerendered page); src/hydrate.ts, the only script a server-rendered page starts with, fetches it after the first frame',
      },
    ],
  },
  {
    path: 'apps/server',
    about:
      'Fastify 5 API + static serving, bundled by esbuild (build.mjs) into dist/main.js and the job worker into dist/worker.js',
    children: [
      {
        path: 'src/app.ts',
        about:
          "builds the instance top-down (decisions/018): what every answer gets (request ids, metrics, security headers, compression, errors) → the platform plugins → the modules (modules/index.ts, in order) → the web app and the 404s. Each platform folder's plugin.ts (fastify-plugin) decorates the app and declares those decorators itself (`declare module 'fastify'`)",
      },
      {
        path: 'src/main.ts',
        about:
          'the web server: env → config, migrate, seed an empty database, listen, clean shutdown; with PROCESS_ROLE=all (the default) it runs the jobs too',
      },
      {
        path: 'src/worker.ts',
        about:
          '`npm run worker`: the same app, ready and never listening, running the job queue, daily jobs and transcodes (decisions/027); src/boot.ts: what both entries do first (settings, build, migrate and seed under the startup lock)',
      },
      {
        path: 'src/config.ts',
        about: 'every setting: one zod schema, TConfig is its output (README lists them)',
      },
      {
        path: 'src/paths.ts',
        about: 'where apps/server is, from src/ (tsx, tests) or from the dist/ bundle',
      },
      {
        path: 'src/cli',
        about: '`npm run admin -- grant|revoke <email>`',
      },
      {
        path: 'src/db',
        about:
          'Drizzle schema (schema.ts re-exports schema/<area>.ts), client (PGlite or pg), migrations/, seed/ (writes packages/demo and the demo accounts into an empty database); plugin.ts: `app.database`, `app.db`',
      },
      {
        path: 'src/http',
        about:
          "the HTTP plumbing: AppError, error handler, guards, same-origin check, web app, the CSP (csp.ts), the theme cookie on <html> (decisions/012), the exercise runner page with its own CSP (sandbox-runner.ts, decisions/019), a lesson page's first API answers in its HTML (lesson-answers.ts, decisions/026); server.ts: Fastify's options and what every answer gets; api.ts: the one /api rate limit and apiScope (prefix, limit, same-origin check, session revocation) that every module's API goes through; cache-setup.ts: the caches",
      },
      {
        path: 'src/viewer',
        about: 'who is asking: the user row and live subscriptions → role (used by the guards)',
      },
      {
        path: 'src/storage',
        about:
          'Storage interface + local and S3 drivers (S3_BUCKET; presigned URLs, many at once in s3-presign.ts)',
      },
      {
        path: 'src/redis',
        about: 'the shared Redis connection (REDIS_URL; `app.redis`) and the tus upload locker',
      },
      {
        path: 'src/metrics',
        about: 'prom-client registry and GET /metrics (`app.metrics`)',
      },
      {
        path: 'src/shutdown.ts',
        about: 'SIGTERM: finish running requests within SHUTDOWN_TIMEOUT_SECONDS, then exit',
      },
      {
        path: 'src/payments',
        about:
          'PaymentProvider, the Paystack client, webhook signatures, sandbox/ (the emulator); setup.ts picks Paystack or the sandbox and the plan-sync lock; plugin.ts: `app.payments` and, outside production, the sandbox (`app.paymentsSandbox`)',
      },
      {
        path: 'src/mail',
        about: 'Mailer interface + SMTP and dev-outbox drivers (`app.mailer`)',
      },
      {
        path: 'src/media',
        about:
          'signed video URLs (`app.signMediaUrl`, `videoUrl`, `signHlsPrefix`), the ranged /media route and /hls (on S3, playlists name presigned segment URLs: hls-playlist.ts, decisions/020)',
      },
      {
        path: 'src/lib',
        about: 'small helpers with no domain (escape-html)',
      },
      {
        path: 'src/jobs',
        about:
          "the durable job queue in the database (decisions/010): define.ts (defineJob, enqueue in the caller's transaction, refused for a type no module registered), queue.ts (claimed by one process under a lease, retried with back-off; `app.jobs`; runs nothing on a PROCESS_ROLE=web server, decisions/027), lookup.ts (what a module may ask about its own jobs), admin-views.ts (counts, Retry); modules define and register their own jobs",
      },
      {
        path: 'src/cache',
        about:
          'the one read-through cache (`app.cache`, cache.ts): keys and tags built by the owning module, invalidated by tag on every server through Redis pub/sub (redis-bus.ts; decisions/009, 014)',
      },
      {
        path: 'src/modules',
        about:
          'one folder per module: index.ts (its one plugin: its /api routes through http/api.ts, its pages, its jobs, its own decorators), routes.ts (HTTP), service.ts (rules), repo.ts (SQL); modules/index.ts lists them in order',
        children: [
          {
            path: 'auth',
            about:
              'better-auth setup (`app.auth`) and its routes; lifetime access, admin flag, terms',
          },
          {
            path: 'me',
            about: 'the signed-in user (/api/me, terms acceptance)',
          },
          {
            path: 'account',
            about:
              "the learner's rights over their account (decisions/021): GET /api/account/data (everything kept about them, as a JSON download; limited per address and per user like change-password) and what runs before better-auth's delete-user (the last admin refused, a paid subscription stopped at Paystack first). Change password (always ending the other sessions), change email (with the password; a link mailed to the new address, a notice with \"This wasn't me\" to the old: auth/email-change.ts) and delete are better-auth's /api/auth/change-password, /change-email, /delete-user. security-routes.ts: the signed-in sessions (/api/account/sessions, through auth's face) and POST /api/account/email-change/undo. jobs.ts: the daily purge of a deleted account's payment records once the retention period (core's PAYMENT_RECORD_RETENTION_YEARS) has passed",
          },
          {
            path: 'learning',
            about:
              "owns the course tables and progress (decisions/017), in areas that import each other only through their index.ts; service.ts is the face for other modules (functions that take ids or a viewer); index.ts registers every area's routes; admin-routes.ts: its /api/admin routes (lessons, projects, exercises, course facts, and lesson-text's captions and snippets, mounted here)",
            children: [
              {
                path: 'content',
                about:
                  "categories, projects, lessons and their quiz questions, a course's facts, the public reading of the course, the lesson editor; imports no other area",
              },
              {
                path: 'access',
                about:
                  "every lesson endpoint's rule: the plan's sections, \"Learn in order\" locks, a visitor's free preview",
              },
              {
                path: 'progress',
                about: 'positions, completions, best scores, failed attempts (rows only)',
              },
              {
                path: 'quiz',
                about:
                  'attempts in their own option order; a submission (grading, score, review entries) is one transaction; the preview quiz',
              },
              {
                path: 'exercise',
                about:
                  "a lesson's code exercise: drafts, results (with the completion they bring, one transaction), the admin's Try rule (decisions/019)",
              },
              {
                path: 'review',
                about: 'the review queue (/api/review; decisions/013)',
              },
              {
                path: 'video',
                about:
                  "a lesson's video: one upload claim per lesson (decisions/005), attaching a finished upload, removing orphans",
              },
              {
                path: 'learner',
                about:
                  'the signed-in learner\'s course and lesson pages: section lists, the lesson, its captions and video URL, progress saves, "Continue"',
              },
              {
                path: 'catalog',
                about: '/api/catalog: the tracks and their courses a signed-in learner browses',
              },
              {
                path: 'course-pages',
                about:
                  'the public course pages (decisions/023): /api/course-pages, /courses and /courses/:category/:project rendered on the server (pages.ts), the covers',
              },
              {
                path: 'watching',
                about:
                  "the player's batches of watching (decisions/045): which 10-second stretches of a lesson's video a learner played, added up in one upsert (lesson_watch), behind the lesson's access rule, a burst a minute per learner; offline batches through modules/offline",
              },
              {
                path: 'insights',
                about:
                  "the author's Insights over the course tables (decisions/046): the funnel of a range's sign-ups, drop-off per lesson, a video's retention, first-attempt quiz picks, exercise pass rates; aggregate SQL only, shaped by core's insights.ts (no count under 5 leaves); read by modules/insights",
              },
            ],
          },
          {
            path: 'lesson-text',
            about:
              "captions (WebVTT checked with webvtt-parser, the W3C's parser: errors name their line) and code snippets; read through learning; its admin routes are mounted by learning, which alone can say a lesson exists (index.ts)",
          },
          {
            path: 'blogs',
            about:
              'published blog posts; /blogs and /blogpage/:slug rendered on the server (pages.ts, decisions/008); /api/admin/blogs (admin-routes.ts)',
          },
          {
            path: 'certificates',
            about:
              'section certificates: the name to print (refused if the font lacks a letter), the PDF (pdf-lib, DejaVu Sans subset via @pdf-lib/fontkit), public verification',
          },
          {
            path: 'notes',
            about:
              "a learner's private notes and bookmarks at a moment of a lesson's video (lesson_note): /api/notes (My notes, by project and lesson), /api/lessons/:id/notes (read, make once per device-chosen id), PATCH and DELETE /api/notes/:id (the author only); made and edited only on a lesson the learner may open (learning's requireOpenLesson); synced from the offline queue as kind 'note'; in \"Download my data\"",
          },
          {
            path: 'workspaces',
            about:
              "My project (decisions/039): each learner's own files for a course project (project_workspace, a revision per save) and their history (workspace_version): /api/projects/:category/:project/workspace (read, made on the first read from the first exercise's starter files through learning's projectForWorkspace; save, a save from a stale revision keeping the stored copy as a 'kept' version in the same transaction), versions, restore, download (a zip, fflate); Starter and above (core's canKeepWorkspace); in \"Download my data\"",
          },
          {
            path: 'sites',
            about:
              "published projects (decisions/039): the learner's handle (learner_handle, unique: two asking for one at once get it once) and each project's frozen copy (published_site, from workspaces' publishSnapshot, a 'publish' version): /api/sites/handle, /api/projects/:category/:project/site (status, publish, take down); publishing with Creator (core's canPublish), at most SITES_PER_LEARNER; server.ts: the sites origin, a second Fastify instance on SITES_PORT that main.ts starts (no auth, no cookies, a strict CSP that lets only the app frame it, a footer on each page with \"Report this site\", ETags); in \"Download my data\". reports.ts: visitors' reports (site_report, gone with the site by cascade; POST /api/sites/reports, no sign-in, 5 a minute per address) and the admin's /api/admin/sites (admin-routes.ts: the sites, reported ones first; a take-down deletes the copy and mails the learner the reason, the sites.takedown-mail job)",
          },
          {
            path: 'profiles',
            about:
              'the public profile (decisions/039): what each learner chose to show at /u/<handle> (learner_profile: off by default, a name or only the handle, a bio, certificates or not, projects hidden); /api/profile (theirs: read, save; going public needs an address and a guardian\'s consent) and /api/profiles/:handle (anyone: 404 when off, unknown or gone); pages.ts: /u/:handle rendered on the server with its Open Graph card; reads sites (handle, sites online) and certificates through their faces; in "Download my data"',
          },
          {
            path: 'offline',
            about:
              'download grants (POST /api/offline/grants, decisions/022): which lessons a learner may keep on the device, as which data-saver rendition, until when; asked again whenever the device is online, so a download stops when the grant or access ends',
          },
          {
            path: 'questions',
            about:
              "questions and answers under each lesson (decisions/038): threads as open as their lesson (learning's lessonOpenTo), answers, the asker's accepted answer, helpful votes, edits for 30 minutes, reports; posting needs a verified address, a guardian's consent and no ban, limited per learner; the answer mails (a job, with a signed unsubscribe link); erasure-repo.ts: a leaving learner's posts (answered questions stay unlinked, the rest go)",
          },
          {
            path: 'search',
            about:
              'full-text search over search_document (kept by triggers, migrations 0009–0010; matches on `document`, ranks on the small `rank_vector`); a query that does not fill the page has its words corrected against search_word (the words of titles and descriptions, pg_trgm, migration 0017; the rules in core\'s search-correct.ts) and the corrected words searched too ("Did you mean"); questions and their accepted answers too (migration 0028), only under lessons the viewer may open. For visitors (no sign-in), GET /api/search/public and the /search page (pages.ts: a visitor gets the results rendered on the server without the app, a signed-in learner the app): published, public text only (courses and lessons by title and description, posts), limited per address',
          },
          {
            path: 'billing',
            about:
              "subscriptions and Paystack, in one folder per workflow, each with its index.ts (what the other folders import): checkout/ (start, fulfilment, duplicates, a subscription a payment replaces, status), change/ (upgrade, downgrade, switch, cancel, resume), refunds/ (refunds, disputes, cards), notices/ (what the learner is told of every money event: notifyLearner records a notice in the event's transaction, a job mails it once; the annual renewal reminder; decisions/031), history/ (the learner's charges, refunds and receipts: /api/billing/history, /api/billing/receipts/:reference), invoices/ (tax invoices and credit notes while VAT_NUMBER is set, decisions/044: issued in the payment's or refund's transaction, numbered without gaps; the PDF at /api/billing/tax-documents/:id/pdf; the ledger's columns), webhooks/ (store, then apply by job), reconcile/ (daily and on request), admin/ (/api/admin/billing: revenue, subscribers, ledger), passes/ (prepaid passes, decisions/043: quote and checkout at /api/passes, the paid row, upgrades, refunds taking days back, the offer stopping a pass, the 7/1/0-day reminders), coupons/ (codes off a pass or the offer, decisions/043: the quotes, the use a checkout holds under the coupon's row lock, used or released with its checkout; /api/admin/billing/coupons), sponsor/ (sponsor codes, decisions/043: an admin's batches at /api/admin/billing/sponsor-batches, each as CSV, its unused codes revoked; a learner's redemption at /api/sponsor-codes/redeem, once under the learner's lock), erasure/ (data download, stop before deletion, purge), shared/ (common repo, context, idempotency); jobs/ declares each job's type and payload, its handler is in the workflow's jobs.ts, and index.ts registers them, so no folder imports its way back; service.ts is the face for other modules",
          },
          {
            path: 'insights',
            about:
              "/api/admin/insights (decisions/046): the author's charts' numbers for a project or lesson over a range of days in the site's calendar, each view as JSON and CSV (funnel, drop-off, retention, quiz, exercises, money); owns no table, reads learning's and billing's faces",
          },
          {
            path: 'admin',
            about:
              "what of /api/admin has no domain, owning no table: the dashboard's totals and the tus upload plumbing (to DATA_DIR/uploads or the bucket; decisions/005 and 009; a finished upload is attached through learning's face). Each module registers its own /api/admin routes (http/admin-scope.ts: one guard)",
          },
          {
            path: 'health',
            about: '/api/health (db, redis, storage) and /api/health/live',
          },
          {
            path: 'dev',
            about: 'the development mail outbox page',
          },
          {
            path: 'theme',
            about: "POST /theme: the theme menu's form on pages without JavaScript (decisions/012)",
          },
          {
            path: 'renditions',
            about:
              "HLS renditions of uploaded videos (`app.renditions`): ffmpeg, the worker that runs the jobs, and what learning asks of a lesson's renditions (learning's `TLowData`: the player's sources, the admin's status, a new video, a deletion)",
          },
        ],
      },
      {
        path: 'test',
        about:
          'integration tests (app.inject, a fresh database per file), factories, fixtures; s3/ is the S3 test store (s3rver + the multipart calls it lacks); media/ the short test-card clips the upload and rendition tests send',
      },
      {
        path: 'demo/videos',
        about:
          "each demo lesson's own video, seeded into storage (made by scripts/demo-videos from packages/demo's storyboards; demo/README.md, decisions/041)",
      },
    ],
  },
  {
    path: 'packages/core',
    about: 'zod schemas, constants, messages and pure rules shared by web and server',
  },
  {
    path: 'packages/demo',
    about:
      "the demo catalog, blog posts, captions and snippets (data): the server seeds them, e2e reads them for the right quiz answers; lesson-videos.ts, each lesson's video as a storyboard (the made video and its captions both come from it)",
  },
  {
    path: 'e2e',
    about: 'Playwright journeys (Debian Chromium)',
  },
  {
    path: 'bench',
    about: 'budgets measured on demand (not part of npm test)',
  },
  {
    path: 'scripts/cluster',
    about:
      '`npm run cluster` / `npm run test:cluster`: nginx over two web servers, and one worker (decisions/009, 027)',
  },
];
