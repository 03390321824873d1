import type { FormErrors } from '@mantine/form';

interface FormWithInputs {
  getInputNode: (path: string) => HTMLElement | null;
}

/**
 * The failure handler of a Mantine form's submit: the first refused field on the page takes the
 * focus, and a screen reader reads its error with it (Mantine ties each error to its field).
 * Without it focus stayed on the submit button and the errors went unread. Fields are taken in
 * the page's order, not in the order the schema checked them.
 */
export function focusFirstError(form: FormWithInputs) {
  return (errors: FormErrors) => {
    const fields = Object.keys(errors)
      .map((path) => form.getInputNode(path))
      .filter((node): node is HTMLElement => node !== null);
    fields.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
  };
}
