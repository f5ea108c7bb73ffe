import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, CameraScanner } from '@harmo/shared';
import { Alert, CameraPanel, TextField, errorMessageKey, focusFirstInvalid } from '../../ui';
import { useFindProjectByJoinCode } from '../api/find-project-by-join-code';
import { joinPagePath, joinTargetOf } from '../utils/join-target';

/**
 * Reaching a project's join page: its QR code through the camera, or the join code printed
 * under it typed in when there is no camera.
 */
export function JoinByQrCode() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [camera, setCamera] = useState(true);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useFindProjectByJoinCode();

  const go = async (text: string, fromCamera: boolean) => {
    const target = joinTargetOf(text);
    if (target.kind === 'page') {
      await navigate(joinPagePath(target.projectId, target.joinCode));
      return;
    }
    if (target.kind === 'none') {
      if (fromCamera) setProblem(t('join.notProjectCode'));
      else setFieldError(t('join.codeInvalid'));
      return;
    }
    try {
      const project = await lookup.find(target.joinCode);
      await navigate(joinPagePath(project.projectId, project.joinCode));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? t('join.codeUnknown')
          : t(errorMessageKey(error));
      if (fromCamera) setProblem(message);
      else setFieldError(message);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!code.trim()) {
      setFieldError(t('join.codeRequired'));
      focusFirstInvalid(event);
      return;
    }
    setFieldError(undefined);
    void go(code, false);
  };

  return (
    <>
      {problem && <Alert>{problem}</Alert>}
      <CameraPanel
        open={camera}
        onOpenChange={(open) => {
          setProblem(null);
          setCamera(open);
        }}
        openLabel={t('join.openCamera')}
        closeLabel={t('join.closeCamera')}
      >
        <CameraScanner
          formats={['QRCode']}
          label={t('join.cameraLabel')}
          hint={t('join.cameraHint')}
          onComplete={([symbol]) => {
            setCamera(false);
            if (symbol) void go(symbol.text, true);
          }}
        />
      </CameraPanel>
      <form onSubmit={submit} noValidate className="projects-intake__paste">
        <TextField
          label={t('join.codeLabel')}
          hint={t('join.codeHint')}
          error={fieldError}
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="harmo-button" disabled={lookup.finding}>
          {t('join.next')}
        </button>
      </form>
    </>
  );
}
