/** The system Chromium's flags for tests and measurements: no sandbox (root in CI), no GPU, no calls home. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
