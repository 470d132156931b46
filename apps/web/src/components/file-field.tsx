import { FileInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface FileFieldProps {
  label: ReactNode;
  /** The accepted types and size, shown under the label and read with the field. */
  description?: ReactNode;
  /** Why the chosen file was refused; shown under the field in red and read with it. */
  error?: ReactNode;
  /** The browser's file-dialog filter (the caller still checks the extension and size itself). */
  accept: string;
  /** The chosen file; set it back to null to clear the field (the hidden input is reset with it). */
  value: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  name?: string;
}

/**
 * The one file input of the portal: Mantine's FileInput instead of the browser's own "Choose File"
 * control, so its label, placeholder, hint and error follow the reader's language and look the same on every
 * screen. The wrapper carries `data-file-field` so tests reach the hidden `input[type=file]` (see
 * `fileInputOf` in the test utils and `chooseFile` in the e2e support).
 */
export function FileField({ label, description, error, accept, value, onChange, disabled, name }: FileFieldProps) {
  const { t } = useTranslation();
  // The chosen file lives in `value` only: the hidden input is emptied after each choice, so a refused file does
  // not stay in it and choosing the same file again is seen again.
  const reset = useRef<() => void>(null);
  const choose = (file: File | null) => {
    onChange(file);
    reset.current?.();
  };
  return (
    <div data-file-field>
      <FileInput
        label={label}
        description={description}
        error={error}
        accept={accept}
        name={name}
        value={value}
        onChange={choose}
        resetRef={reset}
        disabled={disabled}
        placeholder={t('common.file.placeholder')}
        leftSection={<IconUpload size={16} aria-hidden />}
        fileInputProps={{ 'aria-hidden': true, tabIndex: -1 }}
        // the placeholder is text on the button: grey 7 (AA), not the input placeholder's grey 6
        classNames={{ placeholder: 'file-field-placeholder' }}
      />
    </div>
  );
}
