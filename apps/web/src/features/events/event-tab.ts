export interface EventTabProps {
  eventId: number;
  onDirtyChange: (dirty: boolean) => void;
}
