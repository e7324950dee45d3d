// A labelled search box with a spinner while its results are on their way (problem search, admin user search).
import { FormGroup, InputGroup, Spinner } from '@blueprintjs/core';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  /** Results for the text are on their way: the spinner shows, named by `searchingLabel`. */
  searching: boolean;
  searchingLabel: string;
  className?: string;
}

export function SearchField({ id, label, placeholder, value, onChange, maxLength, searching, searchingLabel, className }: SearchFieldProps) {
  return (
    <FormGroup label={label} labelFor={id} className={className}>
      <InputGroup
        id={id}
        type="search"
        leftIcon="search"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        onValueChange={onChange}
        rightElement={searching ? <Spinner size={16} aria-label={searchingLabel} className="search-field__spinner" /> : undefined}
      />
    </FormGroup>
  );
}
