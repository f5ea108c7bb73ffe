import type { z } from 'zod';
import type { IdentityContext } from '../context';
import { CognitoError, invalidParameter } from '../errors';

/** Facts about the HTTP request an action may use. */
export interface ActionRequest {
  ip: string | null;
}

/** One operation of the JSON 1.1 protocol (the part after "AWSCognitoIdentityProviderService."). */
export interface IdentityAction {
  name: string;
  run(context: IdentityContext, body: unknown, request: ActionRequest): Promise<object>;
}

/** Cognito's wording for input that fails validation. */
function describeIssues(error: z.ZodError): string {
  const issues = error.issues.map(
    (issue) =>
      `Value at '${issue.path.join('.') || 'body'}' failed to satisfy constraint: ${issue.message}`,
  );
  return `${issues.length} validation error${issues.length === 1 ? '' : 's'} detected: ${issues.join('; ')}`;
}

/** An action whose input is validated by a zod schema before the handler sees it. */
export function defineAction<S extends z.ZodType>(
  name: string,
  schema: S,
  handler: (
    context: IdentityContext,
    input: z.output<S>,
    request: ActionRequest,
  ) => Promise<object>,
): IdentityAction {
  return {
    name,
    async run(context, body, request) {
      const parsed = schema.safeParse(body ?? {});
      if (!parsed.success) throw invalidParameter(describeIssues(parsed.error));
      return handler(context, parsed.data, request);
    },
  };
}

/** Requests naming another app client are refused, as Cognito does for an unknown client. */
export function assertKnownClient(context: IdentityContext, clientId: string): void {
  if (clientId !== context.config.clientId) {
    throw new CognitoError(
      'ResourceNotFoundException',
      `User pool client ${clientId} does not exist.`,
    );
  }
}
