/**
 * The authorization matrix (tests/helpers/authorization-matrix.ts) on the Node server: every
 * route and API endpoint that exists (read from src/pages) and every action × anonymous, member,
 * premium member, business owner, another business's owner and admin, with the expected outcome
 * for each. A route or action missing from the matrix fails the test: add new ones there.
 */
import { expect, test } from '@playwright/test';
import { routesInSource } from '../helpers/routes.ts';
import { ACTIONS, MATRIX, ROLES, actionsInSource, prepareMatrix } from '../helpers/authorization-matrix.ts';
import { actionFailures, routeFailures, type MatrixRun } from '../helpers/authorization-runner.ts';

const RUN: MatrixRun = { base: `http://127.0.0.1:${process.env.E2E_PORT ?? 4399}`, platform: 'node', roles: ROLES };

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => prepareMatrix(process.env.E2E_DATABASE_FILE!));

test('every route in src/pages is in the authorization matrix', () => {
  const missing = routesInSource().filter((route) => !(route in MATRIX));
  expect(missing, `Add these routes to MATRIX in tests/helpers/authorization-matrix.ts`).toEqual([]);
  const stale = Object.keys(MATRIX).filter((route) => !routesInSource().includes(route));
  expect(stale, 'Routes in MATRIX that no longer exist').toEqual([]);
});

test('every action in src/actions is in the action matrix', () => {
  const defined = actionsInSource();
  expect(
    defined.filter((name) => !(name in ACTIONS)),
    'Add these actions to ACTIONS in tests/helpers/authorization-matrix.ts',
  ).toEqual([]);
  expect(
    Object.keys(ACTIONS).filter((name) => !defined.includes(name)),
    'Actions in ACTIONS that no longer exist',
  ).toEqual([]);
});

test('each action answers each role as the action matrix says', async () => {
  test.setTimeout(120_000);
  expect(await actionFailures(RUN)).toEqual([]);
});

test('each route answers each role as the matrix says', async () => {
  test.setTimeout(180_000);
  expect(await routeFailures(RUN)).toEqual([]);
});
