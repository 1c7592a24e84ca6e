import { render, screen } from '@testing-library/react';
import { RequiredNote } from './required-note';
import { TextField } from './text-field';

describe('RequiredNote', () => {
  it('says, before the fields, what their star means', () => {
    render(
      <>
        <RequiredNote id="note">Fields marked * are required.</RequiredNote>
        <TextField label="Email" value="" onValueChange={() => undefined} markRequired />
      </>,
    );
    const note = screen.getByText('Fields marked * are required.');
    expect(note).toHaveAttribute('id', 'note');
    expect(note.compareDocumentPosition(screen.getByRole('textbox', { name: 'Email' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
