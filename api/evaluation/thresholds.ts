/*
 * The lowest per-field accuracy (percent) each evaluation set may score: the level reached when the set
 * was built. `npm test` fails below it; raise these when the assistant gets better, never lower them to
 * make a change pass.
 */

export const intakeThresholds = {
  name: 97.1,
  type: 100,
  goal: 100,
  audience: 100,
  deliverables: 100,
  features: 100,
  budget: 100,
  timeline: 100,
} as const;

/**
 * The held-out conversations (evaluation/intake-held-out.ts), scored the first time after the intake
 * moved onto compromise; written before that tuning and never tuned on, so they measure how the engine
 * reads clients nobody has seen. The aim is 95 for every field.
 */
export const heldOutIntakeThresholds = {
  name: 85,
  type: 100,
  goal: 80,
  audience: 95,
  deliverables: 90,
  features: 90,
  budget: 100,
  timeline: 95,
} as const;

/**
 * The second batch (evaluation/intake-clients.ts, issue #28): clients as they type in Nigeria, 42 tuned and 18
 * held out. Both at the level reached when the batch was complete (it grew during one session; its first
 * thresholds, set on its first 20 and 8 conversations, were replaced then, not lowered for an engine change).
 */
export const clientIntakeThresholds = {
  name: 100,
  type: 100,
  goal: 100,
  audience: 100,
  deliverables: 100,
  features: 100,
  budget: 100,
  timeline: 100,
} as const;

export const heldOutClientIntakeThresholds = {
  name: 72.2,
  type: 94.4,
  goal: 88.9,
  audience: 94.4,
  deliverables: 88.9,
  features: 100,
  budget: 100,
  timeline: 100,
} as const;

export const siteThresholds = {
  intent: 100,
  answer: 100,
} as const;

/** The site chat's held-out questions (evaluation/site-held-out.ts), as first scored; never tuned on. */
export const heldOutSiteThresholds = {
  intent: 85.7,
  answer: 92.9,
} as const;

/**
 * The page assistant's actions (evaluation/page-assistant-actions.ts, issue #28): the kind of action read and
 * the action with every detail right, at the level reached when the set was built. The issue asks 90.
 */
export const pageAssistantThresholds = {
  intent: 100,
  action: 100,
} as const;

/** Its held-out messages (evaluation/page-assistant-held-out.ts), as first scored; never tuned on. */
export const heldOutPageAssistantThresholds = {
  intent: 100,
  action: 95.8,
} as const;
