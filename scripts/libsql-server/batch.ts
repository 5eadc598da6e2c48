/** A Hrana batch: steps run in order, each only when its condition holds on the steps before it. */
import { HranaError, toProtoError } from './errors.ts';
import type { Batch, BatchCond, BatchResult, Stmt, StmtResult } from './protocol.ts';
import type { StreamConnection } from './statements.ts';

type Outcome = 'ok' | 'error' | 'skipped';

function holds(cond: BatchCond, outcomes: Outcome[], conn: StreamConnection): boolean {
  switch (cond?.type) {
    case 'ok':
    case 'error':
      if (!Number.isInteger(cond.step) || cond.step < 0 || cond.step >= outcomes.length) {
        throw new HranaError(`Condition refers to step ${cond.step}, which has not run before this one`, 'BATCH_COND_INVALID');
      }
      return outcomes[cond.step] === cond.type;
    case 'not':
      return !holds(cond.cond, outcomes, conn);
    case 'and':
      return cond.conds.every((each) => holds(each, outcomes, conn));
    case 'or':
      return cond.conds.some((each) => holds(each, outcomes, conn));
    case 'is_autocommit':
      return !conn.db.inTransaction;
    default:
      throw new HranaError(`Unknown condition type: ${JSON.stringify((cond as { type?: unknown })?.type)}`, 'BATCH_COND_INVALID');
  }
}

/** Runs a batch; `run` executes one step's statement (waiting out another connection's lock). */
export async function executeBatch(conn: StreamConnection, batch: Batch, run: (stmt: Stmt) => Promise<StmtResult>): Promise<BatchResult> {
  const result: BatchResult = { step_results: [], step_errors: [] };
  const outcomes: Outcome[] = [];
  for (const step of batch.steps ?? []) {
    if (step.condition && !holds(step.condition, outcomes, conn)) {
      outcomes.push('skipped');
      result.step_results.push(null);
      result.step_errors.push(null);
      continue;
    }
    try {
      result.step_results.push(await run(step.stmt));
      result.step_errors.push(null);
      outcomes.push('ok');
    } catch (error) {
      result.step_results.push(null);
      result.step_errors.push(toProtoError(error));
      outcomes.push('error');
    }
  }
  return result;
}
