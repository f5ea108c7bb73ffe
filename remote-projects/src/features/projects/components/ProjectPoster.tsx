import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@harmo/shared';
import { formatJoinCode, projectJoinUrl, type ProjectView } from '@harmo/contracts/projects';
import { ProjectPeriod } from './ProjectPeriod';

/**
 * The printable page of a project: its QR code holding the join URL, the join code to type
 * when a camera is not at hand, and what patients need to know before they scan. The print
 * stylesheet prints this alone.
 */
export function ProjectPoster({ project }: { project: ProjectView }) {
  const { t } = useTranslation('projects');
  const url = projectJoinUrl(getRuntimeConfig().webOrigin, project.projectId, project.joinCode);
  return (
    <section
      className="projects-poster"
      aria-labelledby="project-poster"
      data-testid="project-poster"
    >
      <h2 id="project-poster" className="projects-poster__title">
        {project.title}
      </h2>
      <p className="projects-poster__organiser">{project.organiser}</p>
      <p>
        <ProjectPeriod startDate={project.startDate} endDate={project.endDate} />
      </p>
      <div className="projects-poster__qr">
        <QRCodeSVG
          value={url}
          size={220}
          level="M"
          marginSize={4}
          role="img"
          aria-label={t('create.qrLabel', { title: project.title })}
          data-join-url={url}
        />
      </div>
      <p className="projects-poster__how">{t('create.posterHow')}</p>
      <p className="projects-poster__code">
        {t('create.joinCode')} <strong>{formatJoinCode(project.joinCode)}</strong>
      </p>
      <button
        type="button"
        className="harmo-button harmo-button--primary projects-no-print"
        onClick={() => window.print()}
      >
        {t('create.print')}
      </button>
    </section>
  );
}
