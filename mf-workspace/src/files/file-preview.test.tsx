import { renderPage } from '@platform/shared-ui/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilePreview } from './file-preview';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('%PDF-1.4', { status: 200 })));
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function openPreview() {
  renderPage(
    <>
      <input aria-label="Note" />
      <FilePreview
        downloadUrl="/api/files/f1/download/?version=1"
        mimeType="application/pdf"
        name="plan.pdf"
      />
    </>,
    { token: 'token-1' },
  );
}

describe('the PDF preview', () => {
  it('gives the focus back to the field being typed in when the PDF viewer takes it on its own', async () => {
    openPreview();
    await userEvent.type(screen.getByLabelText('Note'), 'Looks');
    (await screen.findByTitle('Preview of plan.pdf')).focus();
    await userEvent.keyboard(' good');
    expect(screen.getByLabelText('Note')).toHaveValue('Looks good');
  });

  it('keeps the focus a keyboard user moves into it with Tab', async () => {
    openPreview();
    const preview = await screen.findByTitle('Preview of plan.pdf');
    const note = screen.getByLabelText('Note');
    await userEvent.click(note);
    // As the browser does: the Tab key goes to the field, then the focus moves on into the frame.
    fireEvent.keyDown(note, { key: 'Tab' });
    preview.focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(preview).toHaveFocus();
  });
});
