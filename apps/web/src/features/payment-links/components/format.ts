import dayjs from 'dayjs';

/** A moment in the viewer's local time, e.g. "Mar 4, 2026 3:05 PM". */
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
