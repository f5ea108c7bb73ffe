/** A patient's participation in a project, as the join and leave calls name it. */
export interface ParticipationRef {
  patientId: string;
  projectId: string;
}
