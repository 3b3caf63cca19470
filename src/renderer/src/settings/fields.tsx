import type { ReactElement, ReactNode } from 'react';
import { useAppStore } from '../stores/app-store';
import type { AssistantField } from '../model/assistant-form';

/** One row of a settings grid: its label (a caption only, without a field), then the control with its help and error. */
export function FieldRow({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
}): ReactElement {
  return (
    <>
      {htmlFor === undefined ? (
        <span className="settings-label">{label}</span>
      ) : (
        <label className="settings-label" htmlFor={htmlFor}>
          {label}
        </label>
      )}
      <div className="settings-control">{children}</div>
    </>
  );
}

/** A field's error, announced when it appears; its id is what the input's aria-describedby names. */
export function FieldError({ id, message }: { id: string; message: string | undefined }): ReactElement | null {
  if (message === undefined) return null;
  return (
    <p className="settings-error" id={id} role="alert">
      {message}
    </p>
  );
}

/** A note above or inside a section: information, a warning, or success. */
export function Note({
  tone,
  children,
  testId,
}: {
  tone: 'info' | 'warning' | 'ok';
  children: ReactNode;
  testId?: string;
}): ReactElement {
  return (
    <div className={`settings-note ${tone}`} data-testid={testId}>
      {children}
    </div>
  );
}

/** Saves the settings behind one field (on blur, Enter, or a pick from a list). */
export function saveField(field: AssistantField): void {
  void useAppStore.getState().saveAssistant([field]);
}

/** Props of a text input that edits one of the assistant's fields and saves it when left or on Enter. */
export function textFieldProps(field: AssistantField, value: string, error: string | undefined, errorId: string) {
  return {
    value,
    'aria-invalid': error !== undefined,
    ...(error !== undefined ? { 'aria-describedby': errorId } : {}),
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      useAppStore.getState().editAssistant({ [field]: event.currentTarget.value }),
    onBlur: () => saveField(field),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') saveField(field);
    },
  };
}
