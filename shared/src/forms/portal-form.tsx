import { Form, Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Schema } from 'yup';
import { FormErrors } from '../http/client';
import { logger } from '../http/logger';
import { GeneralErrors } from './general-errors';
import { RequiredFieldsHint } from './required-fields-hint';
import { scrollToFirstError } from './scroll-to-first-error';
import { fieldPathsOf, mapServerErrors, type MappedServerErrors } from './server-errors';

export interface PortalFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema?: Schema<unknown> | (() => Schema<unknown>);
  /** Instead of a schema, for a form whose rules are few: the errors by field (no Yup needed on its page). */
  validate?: (values: Values) => FormikErrors<Values>;
  /** Return (or reject with) the promise of the call: a FormErrors rejection is shown on the form. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => unknown;
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
  /** Paths of the form's fields (dot notation); default: every path of initialValues. */
  fieldNames?: string[];
  /** Called after server errors were applied, e.g. to react on an error number. */
  onServerErrors?: (mapped: MappedServerErrors, helpers: FormikHelpers<Values>) => void;
  /** Any other rejection of onSubmit (the global HTTP rules have already run). */
  onSubmitError?: (error: unknown) => void;
  /** Shows the required-fields hint above the fields (default true). */
  requiredHint?: boolean;
  enableReinitialize?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Scrolls to the first error whenever a submit ends with errors (client validation or server answer). */
function ScrollToErrorAfterSubmit({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { isSubmitting, submitCount, errors } = useFormikContext();
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (finished && submitCount > 0 && Object.keys(errors).length > 0) {
      return scrollToFirstError(formRef.current ?? document);
    }
    return undefined;
  }, [isSubmitting, submitCount, errors, formRef]);
  return null;
}

/** Formik with the portal's rules: server 400 arrays onto fields and general errors, scroll to the first error. */
export function PortalForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  validate,
  onSubmit,
  children,
  fieldNames,
  onServerErrors,
  onSubmitError,
  requiredHint = true,
  enableReinitialize,
  className,
  ...aria
}: PortalFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSubmit(values, helpers);
    } catch (error) {
      if (!(error instanceof FormErrors)) {
        if (onSubmitError) onSubmitError(error);
        else logger.warn('form submit failed', error);
        return;
      }
      const mapped = mapServerErrors(error.errors, fieldNames ?? fieldPathsOf(initialValues));
      let errors: FormikErrors<Values> = {};
      for (const [path, message] of Object.entries(mapped.fieldErrors)) errors = setIn(errors, path, message);
      mapped.general.forEach((message, index) => {
        errors = setIn(errors, `general.${index}`, message);
      });
      // Without validation: it would replace the server's errors with the (passing) client ones.
      await Promise.all(Object.keys(mapped.fieldErrors).map((path) => helpers.setFieldTouched(path, true, false)));
      helpers.setErrors(errors);
      onServerErrors?.(mapped, helpers);
    }
  };

  return (
    <Formik<Values>
      initialValues={initialValues}
      validationSchema={validationSchema}
      validate={validate}
      onSubmit={submit}
      enableReinitialize={enableReinitialize}
    >
      {(formik) => (
        <Form ref={formRef} noValidate className={`np-form${className ? ` ${className}` : ''}`} {...aria}>
          <ScrollToErrorAfterSubmit formRef={formRef} />
          <GeneralErrors />
          {requiredHint ? <RequiredFieldsHint /> : null}
          {typeof children === 'function' ? children(formik) : children}
        </Form>
      )}
    </Formik>
  );
}
