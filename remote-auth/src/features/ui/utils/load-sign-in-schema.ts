/**
 * The sign-in form's schema, loaded when the person starts on the form (`useNativeIdentityForm`):
 * it brings the shared zod, which the sign-in screen otherwise does without.
 */
export const loadSignInFormSchema = () =>
  import(/* webpackChunkName: "sign-in-schema" */ './sign-in-schemas').then(
    (schemas) => schemas.signInFormSchema,
  );
