/**
 * The authorization matrix's anonymous and member rows (tests/helpers/authorization-matrix.ts) on
 * the Workers bundle with data: every route and every action, as the Node server is asked them in
 * tests/e2e/authorization.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { prepareMatrix } from '../helpers/authorization-matrix.ts';
import { actionFailures, routeFailures, type MatrixRun } from '../helpers/authorization-runner.ts';

let run: MatrixRun;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  await prepareMatrix(process.env.EDGE_DATABASE!);
  run = { base: baseURL!, platform: 'workers', roles: ['anon', 'member'] };
});

test('each action answers the anonymous and member rows as the action matrix says', async () => {
  test.setTimeout(90_000);
  expect(await actionFailures(run)).toEqual([]);
});

test('each route answers the anonymous and member rows as the matrix says', async () => {
  test.setTimeout(90_000);
  expect(await routeFailures(run)).toEqual([]);
});
