import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // BUILD_DIR lets two builds of different working copies live side by side (default build/).
  buildDirectory: process.env.BUILD_DIR ?? 'build',
} satisfies Config;
