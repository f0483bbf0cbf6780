/**
 * How the browser tests (playwright.config.ts) and the budget measurements (measureBudgets.ts) start
 * Chromium.
 *
 * Its `--disable-features`: every browser context Playwright opens is a window whose address bar preloads Chromium's own
 * WebUI popup (chrome://omnibox-popup.top-chrome) in a renderer of its own. That renderer parses and
 * runs some 400 scripts for a popup no test opens: about a second of CPU per test, which on CI's two
 * cores is time taken from the app under test. The two features below keep it from being made.
 *
 * Chromium keeps only the last `--disable-features` it is given, and Playwright passes one of its
 * own before ours: this switch replaces Playwright's, so it repeats Playwright's list (that of the
 * version package-lock.json pins). e2e/chromiumLaunch.spec.ts fails when an upgrade changes that list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Both are needed: with either one alone, the address bar still preloads a WebUI popup. */
export const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_LAUNCH_OPTIONS = {
  // Debian's Chromium: Playwright never downloads a browser of its own here (no `playwright install`).
  executablePath: '/usr/bin/chromium',
  // Without the networking flags Chromium phones home at start-up; the machine's closed network refuses it.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
    // No host but localhost (127.0.0.1) resolves, so a request meant for the internet fails as it would
    // offline (e2e/fixtures.ts also fails the test that made it).
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};

/** The features a command line disables (its last `--disable-features`, as Chromium reads it). */
export function disabledFeatures(args: readonly string[]): string[] {
  const last = args.findLast((arg) => arg.startsWith('--disable-features='));
  return last ? last.slice('--disable-features='.length).split(',') : [];
}
