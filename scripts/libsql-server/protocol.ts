/**
 * Hrana's JSON shapes (HRANA_3_SPEC.md, "Shared structures" and "Hrana over HTTP"), as far as
 * this server reads and writes them.
 */

export type HranaValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };

export type NamedArg = { name: string; value: HranaValue };

export type Stmt = {
  sql?: string | null;
  sql_id?: number | null;
  args?: HranaValue[];
  named_args?: NamedArg[];
  want_rows?: boolean;
};

export type Col = { name: string | null; decltype: string | null };

export type StmtResult = {
  cols: Col[];
  rows: HranaValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
  rows_read: number;
  rows_written: number;
  query_duration_ms: number;
};

export type BatchCond =
  | { type: 'ok'; step: number }
  | { type: 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and'; conds: BatchCond[] }
  | { type: 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

export type BatchStep = { condition?: BatchCond | null; stmt: Stmt };
export type Batch = { steps: BatchStep[] };

export type ProtoError = { message: string; code: string };

export type BatchResult = { step_results: (StmtResult | null)[]; step_errors: (ProtoError | null)[] };

export type DescribeResult = {
  params: { name: string | null }[];
  cols: Col[];
  is_explain: boolean;
  is_readonly: boolean;
};

export type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; batch: Batch }
  | { type: 'sequence'; sql?: string | null; sql_id?: number | null }
  | { type: 'describe'; sql?: string | null; sql_id?: number | null }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };

export type StreamResponse =
  | { type: 'close' }
  | { type: 'execute'; result: StmtResult }
  | { type: 'batch'; result: BatchResult }
  | { type: 'sequence' }
  | { type: 'describe'; result: DescribeResult }
  | { type: 'store_sql' }
  | { type: 'close_sql' }
  | { type: 'get_autocommit'; is_autocommit: boolean };

export type StreamResult = { type: 'ok'; response: StreamResponse } | { type: 'error'; error: ProtoError };

export type PipelineReqBody = { baton: string | null; requests: StreamRequest[] };
export type PipelineRespBody = { baton: string | null; base_url: string | null; results: StreamResult[] };
