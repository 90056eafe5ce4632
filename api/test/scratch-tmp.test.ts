import { readFileSync } from 'node:fs';
import { it } from 'vitest';
import { continueIntake, startIntake } from '../src/workspace/assistant/embedded/project-intake.js';
import type { IntakeState } from '../src/workspace/assistant/project-intake.js';

it('walks', () => {
  const chats = JSON.parse(readFileSync('/tmp/lead-chats.json', 'utf8')) as string[][];
  for (const chat of chats) {
    let state: IntakeState = startIntake('Ada').state;
    console.log('----');
    for (const message of chat) {
      const turn = continueIntake(state, message, new Date('2026-11-23T10:00:00Z'));
      state = turn.state;
      console.log('> ' + message + '\n< ' + turn.reply);
    }
    const { messages: _m, ...rest } = state as IntakeState & { messages?: unknown };
    console.log(JSON.stringify(rest));
  }
});
