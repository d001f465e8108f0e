import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopSettings } from '../../db/schema/settings.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { getAnalyticsIds } from './analytics.service.ts';

const noEnv = { GTM_ID: undefined, GA4_ID: undefined };

describe('getAnalyticsIds', () => {
  let fresh: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    [fresh, configured] = await Promise.all([createTestApp(), createTestApp()]);
    await configured.deps.db
      .update(shopSettings)
      .set({ data: { maintenance: false, analytics: { gtm_id: 'GTM-SHOP01', ga4_id: 'G-SHOP00001' } } })
      .where(eq(shopSettings.id, 1));
  });
  afterAll(() => Promise.all([fresh?.close(), configured?.close()]));

  it('is null when neither the settings nor the environment name an id, so pages carry no tag code', async () => {
    expect(await getAnalyticsIds(fresh.deps.db, noEnv)).toBeNull();
  });

  it('takes an id from the environment alone', async () => {
    expect(await getAnalyticsIds(fresh.deps.db, { GTM_ID: 'GTM-ENV01', GA4_ID: undefined })).toEqual({ gtmId: 'GTM-ENV01', ga4Id: null });
    expect(await getAnalyticsIds(fresh.deps.db, { GTM_ID: undefined, GA4_ID: 'G-ENV00001' })).toEqual({ gtmId: null, ga4Id: 'G-ENV00001' });
  });

  it('takes the ids the shop settings hold', async () => {
    expect(await getAnalyticsIds(configured.deps.db, noEnv)).toEqual({ gtmId: 'GTM-SHOP01', ga4Id: 'G-SHOP00001' });
  });

  it('lets each environment variable override its own id only', async () => {
    expect(await getAnalyticsIds(configured.deps.db, { GTM_ID: 'GTM-ENV01', GA4_ID: undefined })).toEqual({ gtmId: 'GTM-ENV01', ga4Id: 'G-SHOP00001' });
    expect(await getAnalyticsIds(configured.deps.db, { GTM_ID: undefined, GA4_ID: 'G-ENV00001' })).toEqual({ gtmId: 'GTM-SHOP01', ga4Id: 'G-ENV00001' });
  });
});
