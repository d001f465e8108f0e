import { describe, expect, it } from 'vitest';
import { staticModuleGraph } from '../../../server/testing/module-graph.ts';

// Loading a module of schemas builds every schema in it (zod), in the task that loads it: on a
// slow phone the checkout's steps took one task of ~60 ms of its core, a quarter of it the
// account's and the cart's schemas, which the steps never use.
describe("the checkout steps' modules", () => {
  const graph = staticModuleGraph(process.cwd(), ['app/components/checkout/checkout-steps.tsx']);

  it("build the checkout's schemas and none of the account's, the sign-in's or the cart's", () => {
    expect(graph).toContain('common/checkout.ts');
    expect(graph).toContain('common/validation.ts');
    for (const schemas of ['common/account.ts', 'common/auth.ts', 'common/cart.ts']) expect(graph, schemas).not.toContain(schemas);
  });
});
