import { clientConversations, heldOutClientConversations } from './intake-clients.js';
import { heldOutConversations } from './intake-held-out.js';
import { evaluateIntake } from './intake-evaluation.js';
import { evaluatePageAssistant } from './page-assistant-evaluation.js';
import { heldOutPageAssistantCases } from './page-assistant-held-out.js';
import { scoreTable } from './scoring.js';
import { evaluateSite } from './site-evaluation.js';
import { heldOutSiteQuestions } from './site-held-out.js';

/*
 * `npm run evaluate -w @platform/api [-- --misses]`: per-field accuracy of the assistants on their
 * evaluation sets; `--misses` lists every wrong answer.
 */

const showMisses = process.argv.includes('--misses');

const intake = evaluateIntake();
console.log(`New-project chat (${intake.scores[0]?.total ?? 0} conversations)\n${scoreTable(intake.scores)}`);
if (showMisses) {
  for (const miss of intake.misses) {
    console.log(
      `  ${miss.id} · ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    );
  }
}

console.log(
  `Ended in a project: ${(intake.scores[0]?.total ?? 0) - intake.stuck.length} of ${intake.scores[0]?.total ?? 0}${intake.stuck.length > 0 ? ` (stuck: ${intake.stuck.join(', ')})` : ''}`,
);

// The held-out set is only scored, never listed miss by miss: it is not for tuning.
const heldOut = evaluateIntake(heldOutConversations);
console.log(
  `\nNew-project chat, held out (${heldOut.scores[0]?.total ?? 0} conversations)\n${scoreTable(heldOut.scores)}\n` +
    `Ended in a project: ${heldOutConversations.length - heldOut.stuck.length} of ${heldOutConversations.length}`,
);

const clients = evaluateIntake(clientConversations);
console.log(
  `\nNew-project chat, clients as they type (${clientConversations.length} conversations)\n${scoreTable(clients.scores)}\n` +
    `Ended in a project: ${clientConversations.length - clients.stuck.length} of ${clientConversations.length}`,
);
if (showMisses) {
  for (const miss of clients.misses) {
    console.log(
      `  ${miss.id} · ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    );
  }
}
const heldOutClients = evaluateIntake(heldOutClientConversations);
console.log(
  `\nNew-project chat, clients as they type, held out (${heldOutClientConversations.length} conversations)\n${scoreTable(heldOutClients.scores)}\n` +
    `Ended in a project: ${heldOutClientConversations.length - heldOutClients.stuck.length} of ${heldOutClientConversations.length}`,
);

const site = evaluateSite();
console.log(`\nSite chat (${site.scores[0]?.total ?? 0} questions)\n${scoreTable(site.scores)}`);
if (showMisses) {
  for (const miss of site.misses) {
    console.log(
      `  "${miss.question}" · ${miss.field}: expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    );
  }
}

// Held out like the intake's: scored, never listed.
const siteHeldOut = evaluateSite(heldOutSiteQuestions);
console.log(
  `\nSite chat, held out (${heldOutSiteQuestions.length} questions)\n${scoreTable(siteHeldOut.scores)}`,
);

const page = evaluatePageAssistant();
console.log(`\nPage assistant (${page.scores[0]?.total ?? 0} messages)\n${scoreTable(page.scores)}`);
if (showMisses) {
  for (const miss of page.misses) {
    console.log(
      `  ${miss.page} "${miss.message}": expected ${JSON.stringify(miss.expected)}, got ${JSON.stringify(miss.actual)}`,
    );
  }
}
const pageHeldOut = evaluatePageAssistant(heldOutPageAssistantCases);
console.log(
  `\nPage assistant, held out (${heldOutPageAssistantCases.length} messages)\n${scoreTable(pageHeldOut.scores)}`,
);
