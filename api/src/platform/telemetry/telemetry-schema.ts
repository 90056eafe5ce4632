import { z } from '@hono/zod-openapi';
import { REMOTE_PACKAGES } from '@platform/contract';
import { versionPattern } from '../remotes/registry.js';

/** What the shell counts for one area and build (docs/operations.md "Health signals"). */
export const ERROR_KINDS = ['load-failure', 'render-error', 'uncaught-error'] as const;
export const VITAL_KINDS = ['lcp', 'inp', 'cls'] as const;
/** `session`: the area was opened in one page load, the denominator of its error rate. */
export const TELEMETRY_KINDS = ['session', ...ERROR_KINDS, ...VITAL_KINDS] as const;

export type TelemetryKind = (typeof TELEMETRY_KINDS)[number];

/** Events in one batch, at most: one page load sends far fewer. */
export const MAX_EVENTS = 50;
/** A batch's body, at most. */
export const MAX_BATCH_BYTES = 16 * 1024;

/** A Web Vital's largest believable value: LCP and INP in milliseconds, CLS as a score. */
const vitalCeiling: Record<(typeof VITAL_KINDS)[number], number> = { lcp: 600_000, inp: 600_000, cls: 100 };

const isVital = (kind: TelemetryKind): kind is (typeof VITAL_KINDS)[number] =>
  (VITAL_KINDS as readonly string[]).includes(kind);

export const TelemetryEventSchema = z
  .object({
    remote: z.enum(REMOTE_PACKAGES as [string, ...string[]]).openapi({ example: 'mf-billing' }),
    version: z
      .string()
      .max(64)
      .regex(versionPattern, "Version must be a build's version, such as 20261123-1204.")
      .openapi({ example: '20261123-1204' }),
    kind: z.enum(TELEMETRY_KINDS),
    value: z.number().min(0).optional().openapi({
      description: 'Web Vitals only: LCP and INP in milliseconds, CLS as its score',
      example: 1840,
    }),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (isVital(event.kind)) {
      if (event.value === undefined) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `value: ${event.kind} needs its value.` });
      } else if (event.value > vitalCeiling[event.kind]) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: `value: ${event.kind} is out of range.` });
      }
    } else if (event.value !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `value: ${event.kind} carries no value.` });
    }
  })
  .openapi('TelemetryEvent');

export const TelemetryBatchSchema = z
  .object({
    beacon: z.string().max(80).openapi({
      description: "The page load's beacon, given with its builds by `GET /api/remotes`",
      example: 'q1Xk3v9LrT0aB2cD.1795000000.3fJ9aLk2mQp8sX1vB7nR0tY5uW4eZ6cH',
    }),
    events: z.array(TelemetryEventSchema).min(1).max(MAX_EVENTS),
  })
  .strict()
  .openapi('TelemetryBatch');

export type TelemetryEvent = z.infer<typeof TelemetryEventSchema>;

export const TelemetryAcceptedSchema = z
  .object({
    accepted: z
      .number()
      .int()
      .openapi({ description: 'Events counted (those of unpublished builds are not)' }),
  })
  .openapi('TelemetryAccepted');
