/**
 * What a lesson is made of (the lessons themselves live in the repository's lessons/ folder): prose
 * in Markdown and exercises as data. An exercise says how to build its starting state, checks its
 * goal against the engine with ordinary DynamoDB calls, and carries a reference solution that the
 * tests run, so every exercise is known to be solvable on the current engine.
 */

/** One DynamoDB request, by operation name and wire body (DynamoDB JSON). */
export interface LessonCall {
  operation: string;
  body: Record<string, unknown>;
  /** The call must fail with this error (`ConditionalCheckFailedException` …): a solution showing a guard work. */
  expectError?: string;
  /**
   * The Region it is signed for, when not the home Region: a global table's replica. (A set-up's
   * table changes are made in the home Region: only they are waited for.)
   */
  region?: string;
  /** Shown above the step in the solution: why it is there, when it is not itself the answer. */
  note?: string;
}

/**
 * Calls, or calls that depend on the sandbox's time (an expiry an hour from now): a function of the
 * virtual clock's epoch seconds when they are built.
 */
export type LessonCalls = readonly LessonCall[] | ((nowSeconds: number) => readonly LessonCall[]);

export type CallResult =
  | { ok: true; reply: Record<string, unknown> }
  | { ok: false; type: string; message: string };

/** A request the learner made in the Console, and its reply, or its error when it failed. */
export interface RecordedCall {
  operation: string;
  request: Record<string, unknown>;
  reply?: Record<string, unknown>;
  /** The error's short name (`ConditionalCheckFailedException` …) and message. */
  error?: { type: string; message: string };
  /** The Region it was signed for, when not the home Region. */
  region?: string;
  /**
   * When on the sandbox's virtual clock it was answered, epoch milliseconds; absent when the Console
   * did not learn it (an error reply of JSON, CLI or PartiQL mode).
   */
  clockMs?: number;
}

/** What set-ups and checks reach the engine through: DynamoDB calls, and the sandbox clock. */
export interface LessonEngine {
  /** The learner's latest Console requests, newest first: for goals about a request's result. */
  recentCalls(): readonly RecordedCall[];
  /**
   * A DynamoDB operation by name; the DynamoDB Streams operations (ListStreams, DescribeStream,
   * GetShardIterator, GetRecords) go to the Streams API, so a check can read a table's stream.
   */
  call(operation: string, body: Record<string, unknown>, region?: string): Promise<CallResult>;
  /** Moves the sandbox's virtual clock forward (tables become ACTIVE on it). */
  advanceClock(seconds: number): Promise<void>;
  /** A sandbox-only target (`DynamoSandbox.SetClock`, `…SetReplicaLag`) by its bare name; its reply. */
  sandbox(operation: string, body: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The virtual clock's time, epoch seconds. */
  clockSeconds(): Promise<number>;
}

export interface CheckResult {
  passed: boolean;
  /** What is right, or the first thing still missing, in a sentence or two. */
  feedback: string;
}

export interface Exercise {
  /** Unique within its lesson; part of the URL. */
  id: string;
  title: string;
  /** The task, in Markdown. */
  task: string;
  /** Shown one at a time, most general first. */
  hints: readonly string[];
  /** The starting state: these tables are deleted first (if they exist), then the calls run. */
  setup: { resetTables: readonly string[]; calls: LessonCalls };
  /** The goal, checked against the engine's state. Never throws for a learner's mistake: it says what is wrong. */
  check(engine: LessonEngine): Promise<CheckResult>;
  /** Calls that reach the goal from the set-up state. */
  solution: LessonCalls;
}

/** A question to think over after the exercises, with its answer behind a click. */
export interface SelfCheck {
  question: string;
  /** Markdown. */
  answer: string;
}

export interface Lesson {
  /** The folder's name in lessons/, and the lesson's URL: `#/lessons/<slug>`. */
  slug: string;
  title: string;
  /** One sentence for the list of lessons. */
  summary: string;
  /** The lesson's Markdown. */
  prose: string;
  exercises: readonly Exercise[];
  /** "Check yourself" questions, shown after the exercises. */
  questions: readonly SelfCheck[];
}
