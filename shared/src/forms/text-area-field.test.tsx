import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { PortalForm } from './portal-form';
import { TextAreaField } from './text-area-field';

describe('TextAreaField', () => {
  it('is a labelled multi-line field with its hint, and shows its error once touched', async () => {
    const submitted = jest.fn();
    render(
      <PortalForm
        initialValues={{ message: '' }}
        validationSchema={yup.object({ message: yup.string().required('Bitte schreiben Sie eine Nachricht.') })}
        onSubmit={submitted}
      >
        <TextAreaField name="message" label="Nachricht" hint="Höchstens 20 Zeichen." maxLength={20} required />
        <button type="submit">Senden</button>
      </PortalForm>,
    );
    const field = screen.getByRole('textbox', { name: 'Nachricht' });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toHaveAccessibleDescription('Höchstens 20 Zeichen.');
    expect(field).toHaveAttribute('maxlength', '20');
    expect(screen.queryByText('Bitte schreiben Sie eine Nachricht.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bitte schreiben Sie eine Nachricht.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(field, 'Zeile 1{Enter}Zeile 2');
    await userEvent.click(screen.getByRole('button', { name: 'Senden' }));
    expect(submitted).toHaveBeenCalledWith({ message: 'Zeile 1\nZeile 2' }, expect.anything());
  });
});
