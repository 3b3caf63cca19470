import type { ReactElement } from 'react';
import type { AssistantStatus } from '../../../shared/contract/assistant-channels';
import { useAppStore } from '../stores/app-store';
import { Note } from './fields';

/** "OpenAI · gpt-5-mini, then Groq · openai/gpt-oss-120b". */
function chainText(status: AssistantStatus): string {
  return status.providers.map((p) => `${p.label} · ${p.model}`).join(', then ');
}

/** What the assistant will use now: the chain, where it comes from, or why there is none. */
export function AssistantStatusNote(): ReactElement | null {
  const status = useAppStore((s) => s.assistantStatus);
  const chosen = useAppStore((s) => s.assistantForm.provider !== '');
  if (!status) return null;
  return (
    <div className="settings-status" role="status" data-testid="assistant-status">
      {status.fromEnvironment ? (
        <Note tone="info" testId="assistant-from-environment">
          <strong>Set by environment variables.</strong>{' '}
          {status.configured
            ? `The assistant uses ${chainText(status)} (${status.providers[0]?.baseURL ?? ''}), from the CIRCUITFORGE_LLM_* variables.`
            : 'The CIRCUITFORGE_LLM_* variables choose the provider.'}{' '}
          Settings cannot change it while they are set; what you save here is used once they are removed.
        </Note>
      ) : status.configured ? (
        <Note tone="ok">
          The assistant asks <strong>{chainText(status)}</strong>.
        </Note>
      ) : (
        <Note tone="warning">
          {chosen ? (
            <>
              <strong>{status.error?.message ?? 'The provider is not complete.'}</strong> {status.error?.hint ?? ''}
            </>
          ) : (
            <>
              <strong>No AI provider is set up.</strong> Choose one below, or use a model server found on this computer
              (no key needed). Everything else in CircuitForge works without one.
            </>
          )}
        </Note>
      )}
      {status.fromEnvironment && !status.configured && status.error && (
        <Note tone="warning">
          <strong>{status.error.message}</strong> {status.error.hint}
        </Note>
      )}
      {status.warnings.map((warning) => (
        <Note key={warning} tone="warning">
          {warning}
        </Note>
      ))}
    </div>
  );
}
