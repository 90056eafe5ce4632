import { describe, expect, it } from 'vitest';
import { TASK_MESSAGES } from './task-api';
import { addFiles, requiredMessage } from './task-form-rules';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('the add-task rules', () => {
  it('needs name, type, description and at least one assignee, with the spec message', () => {
    const complete = { name: 'Logo', type: 'Design', description: 'Round', assigneeIds: ['u1'] };
    expect(requiredMessage(complete)).toBeNull();
    for (const missing of [{ name: ' ' }, { type: '' }, { description: '' }, { assigneeIds: [] }]) {
      expect(requiredMessage({ ...complete, ...missing })).toBe(TASK_MESSAGES.required);
    }
  });

  it('takes PDF, DOC, JPEG, JPG and PNG files, each name once', () => {
    const result = addFiles(
      [file('a.pdf')],
      [file('b.DOC'), file('c.docx'), file('d.jpeg'), file('e.jpg'), file('f.png')],
    );
    expect('files' in result && result.files.map((f) => f.name)).toEqual([
      'a.pdf',
      'b.DOC',
      'c.docx',
      'd.jpeg',
      'e.jpg',
      'f.png',
    ]);
    for (const added of [
      [file('x.gif')],
      [file('x.exe')],
      [file('noext')],
      [file('A.PDF')],
      [file('y.png'), file('Y.png')],
      [file('z.pdf', 0)],
    ]) {
      expect(addFiles([file('a.pdf')], added)).toEqual({ error: TASK_MESSAGES.files });
    }
  });

  it('refuses files over 5 MB and more than ten', () => {
    expect(addFiles([], [file('big.pdf', 5 * 1024 * 1024 + 1)])).toEqual({
      error: TASK_MESSAGES.fileTooLarge,
    });
    const ten = Array.from({ length: 10 }, (_, i) => file(`${i}.pdf`));
    expect(addFiles(ten, [file('11.pdf')])).toEqual({ error: TASK_MESSAGES.tooManyFiles });
  });
});
