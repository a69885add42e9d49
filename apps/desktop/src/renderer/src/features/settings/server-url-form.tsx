import { Button, FormGroup, Intent } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ServerUrl, type DesktopSettings } from '../../platform/desktop-bridge';
import type { PlatformSettings } from '../../platform/platform';
import { bindInput } from '../../ui/bind-input';
import { InputBox } from '../../ui/input-box';
import { useSaveServerUrl } from './mutations';

const ServerUrlForm = z.object({ serverUrl: ServerUrl });
type ServerUrlValues = z.input<typeof ServerUrlForm>;

/** The server address: checked in the form, then by main against the server itself before it is saved. */
export function ServerUrlSettings({ settings, current }: { settings: PlatformSettings; current: DesktopSettings }) {
  const save = useSaveServerUrl(settings);
  const form = useForm<ServerUrlValues, unknown, z.output<typeof ServerUrlForm>>({
    resolver: zodResolver(ServerUrlForm),
    values: { serverUrl: current.serverUrl },
  });
  const error = form.formState.errors.serverUrl?.message;

  const onSubmit = form.handleSubmit(async ({ serverUrl }) => {
    const result = await save.mutateAsync(serverUrl).catch((failure: unknown) => ({
      ok: false as const,
      message: failure instanceof Error ? failure.message : 'The setting could not be saved.',
    }));
    if (!result.ok) form.setError('serverUrl', { message: result.message });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="settings-form">
      <FormGroup
        label="Server address"
        labelFor="settings-server-url"
        intent={error ? Intent.DANGER : Intent.NONE}
        helperText={
          <span id="settings-server-url-help">{error ?? 'The directory server the app syncs with. It is checked before it is saved.'}</span>
        }
      >
        <InputBox
          id="settings-server-url"
          type="url"
          inputMode="url"
          spellCheck={false}
          placeholder="https://directory.example.org"
          intent={error ? Intent.DANGER : Intent.NONE}
          aria-invalid={error ? true : undefined}
          aria-describedby="settings-server-url-help"
          {...bindInput(form.register('serverUrl'))}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} disabled={save.isPending} text={save.isPending ? 'Checking the server...' : 'Save'} />
    </form>
  );
}
