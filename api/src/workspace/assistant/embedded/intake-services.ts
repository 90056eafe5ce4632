import type { IntakeProjectType } from '../project-intake.js';
import { normalise } from './text-match.js';

/*
 * The platform's four other services (contract/src/services.js) named where the chat asks "design, development or
 * both?". Printing and support are design and development work of their own; hiring and training are, only when
 * whom they are for or what they teach is design or building.
 */

export type OtherService = 'printing' | 'support' | 'recruitment' | 'training';

/** A short answer that names a service rather than a type: "recruitment", "it's printing", "IT support please". */
const serviceAnswer =
  /^(?:(?:it'?s|it is|(?:we|i) (?:need|want)|just|for|na)\s+)?(?:an?\s+|the\s+)?(?:(printing|print(?:\s+job|\s+run)?)|((?:it\s+|tech(?:nical)?\s+)?support|maintenance)|(recruit(?:ment|ing)?|hiring|staffing|headhunting)|(training|trainings|workshop|course|coaching))(?:\s+(?:services?|project|work|only))?(?:\s+please)?$/;

export function serviceNamed(text: string): OtherService | null {
  const match = serviceAnswer.exec(
    normalise(text)
      .replace(/[.!]+$/, '')
      .trim(),
  );
  if (!match) return null;
  if (match[1]) return 'printing';
  if (match[2]) return 'support';
  return match[3] ? 'recruitment' : 'training';
}

/** A first message asking to hire people ("we need to hire 3 sales reps"), not a business of hiring things out. */
const hireAsked =
  /\b(?:to|we|i|must|should|help (?:us|me)) (?:hire|recruit|employ)\b|\b(?:hiring|recruiting)\b|\brecruitment\b(?! (?:agency|firm|company|business))/;

/** A first message asking for a training ("I need training for my staff on excel"), not a business that trains. */
const trainingAsked =
  /\b(?:need|want|looking for|like|require|organi[sz]e)\b[^.]*\b(?:training|workshop|coaching)\b|\btrain (?:my|our) (?:staff|team|employees|workers|people)\b/;

/** The service a first description asks for when it is a hire or a training, read whole. */
export function serviceAsked(text: string): 'recruitment' | 'training' | null {
  const said = normalise(text);
  if (hireAsked.test(said)) return 'recruitment';
  return trainingAsked.test(said) ? 'training' : null;
}

const designPeople =
  /\b(designers?|illustrators?|animators?|ui|ux|figma|photoshop|illustrator|canva|branding)\b/;
const buildingPeople =
  /\b(developers?|programmers?|engineers?|coders?|devs?|coding|programming|software|web ?development|python|javascript|flutter|react)\b/;

/**
 * The type a service names, read with the project's first description for whom a hire or a training is about
 * ("hire two flutter developers" → development); null when it is neither design nor development work.
 */
export function serviceType(service: OtherService, description: string): IntakeProjectType | null {
  if (service === 'printing') return 'DESIGN';
  if (service === 'support') return 'DEVELOPMENT';
  const said = normalise(description);
  const design = designPeople.test(said);
  const building = buildingPeople.test(said);
  if (design && building) return 'DESIGN_AND_DEVELOPMENT';
  if (design) return 'DESIGN';
  return building ? 'DEVELOPMENT' : null;
}
